/**
 * A pickup's booking (docs/business-rules.md#pickup-details): when the courier comes, in the pickup
 * country's time, and the address they come to (the rule: `@portal/shared/pickup`).
 */
import { useTranslation } from '@portal/shared';
import type { PickupDetails as Details } from '@portal/shared/pickup';

/** The pickup's window and address, with what the courier takes when the return lists it. */
export function PickupDetails({ pickup, items = [] }: { pickup: Details; items?: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rp-pickup-title">
      <h2 id="rp-pickup-title" className="rp-section-title">
        {t('order_confirmation.pickup.title')}
      </h2>
      <dl className="rp-details">
        {pickup.window && (
          <>
            <dt>{t('order_confirmation.pickup.when')}</dt>
            <dd>{t('order_confirmation.pickup.window', { ...pickup.window })}</dd>
          </>
        )}
        {pickup.address.length > 0 && (
          <>
            <dt>{t('order_confirmation.pickup.where')}</dt>
            <dd>
              <address className="rp-return-address">
                {pickup.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
          </>
        )}
        {items.length > 0 && (
          <>
            <dt>{t('order_confirmation.pickup.items')}</dt>
            <dd>
              <ul className="rp-details__list">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
