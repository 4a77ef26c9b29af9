/** Step 1 of 3, the summary. Its sections and the store-credit choice arrive with their own issue. */
import {
  $selectedItems,
  Navigate,
  PageHeading,
  StepIndicator,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';

/** The confirm-items page. */
export function ConfirmItemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useUnit($selectedItems);
  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  return (
    <section>
      <StepIndicator current={1} total={3} />
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      <ul aria-label={t('confirm_items.returns_section')}>
        {selected.map((item) => (
          <li key={item.uid}>{item.name}</li>
        ))}
      </ul>
      <button type="button" className="rp-button" onClick={() => navigate('/carriers')}>
        {t('confirm_items.confirm')}
      </button>{' '}
      <button
        type="button"
        className="rp-button rp-button--secondary"
        onClick={() => navigate('/select-items')}
      >
        {t('confirm_items.change_selection')}
      </button>
    </section>
  );
}
