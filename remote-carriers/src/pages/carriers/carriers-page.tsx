/** The carriers step. The carrier list itself comes with its own issue; this is its frame. */
import { $selectedItems, Navigate, PageHeading, useNavigate, useTranslation, useUnit } from '@portal/shared';
import { Button, StepProgress } from '@portal/shared/ui';

/** The carriers page. */
export function CarriersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useUnit($selectedItems);
  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  return (
    <section>
      <StepProgress current={2} total={3} label={t('steps.indicator', { current: 2, total: 3 })} />
      <PageHeading>{t('carriers.title')}</PageHeading>
      <Button variant="secondary" onClick={() => navigate('/select-items')}>
        {t('carriers.back_to_products')}
      </Button>
    </section>
  );
}
