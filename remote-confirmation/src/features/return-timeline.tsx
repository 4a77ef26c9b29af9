/**
 * Where the return stands, for a shopper who comes back to the confirmation later: the stages from the
 * shipment's tracking updates and the return's status (label created, handed in, on its way,
 * delivered to the shop, refunded), reached ones with their date, and the refund's expected timing
 * from the shop's `refundedAfter` setting.
 */
import type { ReturnOrder } from '@portal/shared';
import { useTranslation } from '@portal/shared';
import { currentStage, type StageAt, reachedStages as stagesOf } from '@portal/shared/tracking';
import { useDeviceClock } from '../ui/device-clock';

/** When each stage was reached, from the answer (the rule is `@portal/shared/tracking`'s). */
export const reachedStages = (order: ReturnOrder): StageAt[] =>
  stagesOf({
    trackingUpdates: order.shipment?.trackingUpdates,
    labelUrl: order.shipment?.labelUrl,
    status: order.status,
    refundedAt: order.refundedAt,
  });

/** The timeline; nothing until the parcel has moved at least once. */
export function ReturnTimeline({
  order,
  refundedAfter,
}: {
  order: ReturnOrder;
  refundedAfter?: string | number;
}) {
  const { t, i18n } = useTranslation();
  // The dates in the shopper's own zone, which a server render does not know.
  const dated = useDeviceClock();
  const stages = reachedStages(order);
  if (!stages.some((entry) => entry.at !== null && entry.stage !== 'LABEL_CREATED')) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const current = currentStage(stages);
  const days = Number(refundedAfter);
  return (
    <section className="rp-timeline" aria-labelledby="rp-timeline-title">
      <h2 id="rp-timeline-title" className="rp-section-title">
        {t('order_confirmation.status.title')}
      </h2>
      <ol className="rp-timeline__list">
        {stages.map(({ stage, at }) => (
          <li
            key={stage}
            className={`rp-timeline__stage${at !== null ? ' rp-timeline__stage--reached' : ''}`}
            aria-current={stage === current ? 'step' : undefined}
          >
            <span className="rp-timeline__name">{t(`order_confirmation.status.${stage}`)}</span>
            {at ? <span className="rp-timeline__at">{dated ? date.format(new Date(at)) : null}</span> : null}
          </li>
        ))}
      </ol>
      {current !== 'REFUNDED' && days > 0 && (
        <p>{t('order_confirmation.status.refund_expected', { count: days })}</p>
      )}
    </section>
  );
}
