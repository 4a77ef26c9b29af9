/** "Step 1 of 3" (000 §9: fixed per step). */
import { useTranslation } from 'react-i18next';

/** The step indicator at the top of a step. */
export function StepIndicator({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  return <p className="rp-step-indicator">{t('steps.indicator', { current, total })}</p>;
}
