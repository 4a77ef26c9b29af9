/**
 * While a navigation waits for the next step (its code, on a slow or failing connection), the step on
 * screen stays; this bar and its announced text say that the next one is on its way, so a fault never
 * shows nothing (docs/flows.md#5-errors). It appears only after a short wait: a quick step shows none.
 */
import { useTranslation } from '@portal/shared';
import { useStepPending } from '../features/remote-step/step-pending';

/** The bar at the top of the page and a polite status, while a navigation is pending. */
export function NavigationProgress() {
  const pending = useStepPending();
  const { t } = useTranslation();
  return (
    <div className="rp-navigation-progress" role="status" aria-live="polite">
      {pending ? (
        <>
          <span className="rp-navigation-progress__bar" aria-hidden="true" />
          <span className="rp-visually-hidden">{t('shell.loading')}</span>
        </>
      ) : null}
    </div>
  );
}
