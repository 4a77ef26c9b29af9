/** The carriers step. The carrier list itself comes with its own issue; this is its frame. */
import {
  $selectedItems,
  Navigate,
  PageHeading,
  StepIndicator,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';

/** The carriers page. */
export function CarriersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useUnit($selectedItems);
  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  return (
    <section>
      <StepIndicator current={2} total={3} />
      <PageHeading>{t('carriers.title')}</PageHeading>
      <button
        type="button"
        className="rp-button rp-button--secondary"
        onClick={() => navigate('/select-items')}
      >
        {t('carriers.back_to_products')}
      </button>
    </section>
  );
}
