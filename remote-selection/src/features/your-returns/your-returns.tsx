/**
 * "Your returns" on select items (docs/business-rules.md#your-returns): each earlier return with its
 * date, items (with the product an exchange for another product brings), carrier, status in words (a
 * pickup's with when and where the courier comes) and a small timeline, and links to download the label
 * again, open the confirmation, or pay an open payment (allow-listed hosts only).
 *
 * Layout: the list arrives after the orders are painted, so it must never push them down. When the
 * orders already show a unit in a return, there is something to list: the section is a collapsed
 * line of fixed height above the orders from the first paint (a placeholder text until the list
 * arrives), and opening it is the shopper's own move. Otherwise nothing is reserved, and any
 * returns that turn up anyway (their payment ended unpaid, so they hold no unit) go below the orders.
 */
import { useGate, useTranslation, useUnit } from '@portal/shared';
import { goToPaymentPage, isAllowedLabelUrl, isAllowedPaymentUrl } from '@portal/shared/payment';
import { pickupDetails } from '@portal/shared/pickup';
import { Button, ProductImage } from '@portal/shared/ui';
import {
  $yourReturns,
  $yourReturnsFailed,
  type PastReturn,
  statusOf,
  YourReturnsGate,
  yourReturnsRetried,
} from '../../model/your-returns';
import './your-returns.css';

/** Above the orders: a fixed-height line that opens into the list. */
export function YourReturnsSummary({ orders }: { orders: number }) {
  useGate(YourReturnsGate, { orders });
  const { t } = useTranslation();
  const [list, failed, retry] = useUnit([$yourReturns, $yourReturnsFailed, yourReturnsRetried]);
  // A list that could not be read says so with "Try again", which asks again in place.
  if (list === null && failed) {
    return (
      <div className="rp-your-returns rp-your-returns--summary rp-your-returns--failed">
        <p className="rp-your-returns__line" role="status">
          {t('your_returns.failed')}
        </p>
        <Button variant="secondary" onClick={() => retry()}>
          {t('error_screen.try_again')}
        </Button>
      </div>
    );
  }
  const line =
    list !== null
      ? // A unit may be marked requested by a return made elsewhere: the line keeps its place anyway.
        list.length > 0
        ? t('your_returns.summary', { count: list.length })
        : t('your_returns.none')
      : t('your_returns.loading');
  return (
    <details className="rp-your-returns rp-your-returns--summary" aria-busy={list === null && !failed}>
      <summary className="rp-your-returns__line">{line}</summary>
      {/* The line is no heading: each return's title is the heading below the page's own. */}
      {list && list.length > 0 && <ReturnList list={list} level={2} />}
    </details>
  );
}

/** Below the orders: the list when there is one, else nothing. */
export function YourReturnsBelow({ orders }: { orders: number }) {
  useGate(YourReturnsGate, { orders });
  const { t } = useTranslation();
  const list = useUnit($yourReturns);
  if (!list || list.length === 0) return null;
  return (
    <section className="rp-your-returns" aria-labelledby="rp-your-returns-title">
      <h2 id="rp-your-returns-title" className="rp-your-returns__heading">
        {t('your_returns.title')}
      </h2>
      <ReturnList list={list} level={3} />
    </section>
  );
}

function ReturnList({ list, level }: { list: PastReturn[]; level: 2 | 3 }) {
  return (
    <ul className="rp-your-returns__list">
      {list.map((past) => (
        <li key={past.id}>
          <PastReturnCard past={past} level={level} />
        </li>
      ))}
    </ul>
  );
}

function PastReturnCard({ past, level }: { past: PastReturn; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(past.createdAt),
  );
  const status = statusOf(past);
  const titleId = `rp-your-return-${past.id}`;
  const label = past.labelUrl && isAllowedLabelUrl(past.labelUrl) ? past.labelUrl : null;
  const payment = past.paymentUrl && isAllowedPaymentUrl(past.paymentUrl) ? past.paymentUrl : null;
  const stageName = (stage: string) => t(`order_confirmation.status.${stage}`);
  const current = past.stages.filter((entry) => entry.at !== null).at(-1)?.stage;
  // An unpaid return books no courier.
  const pickup =
    past.pickupBooking && past.payment !== 'unpaid' ? pickupDetails(past.pickupBooking, i18n.language) : null;
  return (
    <article className="rp-your-returns__card" aria-labelledby={titleId}>
      <Heading id={titleId} className="rp-your-returns__title">
        {t('your_returns.return_of', { date })}
      </Heading>
      <ul className="rp-your-returns__items">
        {past.items.map((item) => (
          <li key={item.purchaseId} className="rp-your-returns__item">
            <ProductImage src={item.imageUrl} alt="" size={48} />
            <span>
              {item.quantity > 1 && `${t('your_returns.quantity', { count: item.quantity })} `}
              {item.title}
              {item.exchangeProduct && (
                <span className="rp-your-returns__exchange">
                  {item.exchangeProduct.variant
                    ? t('get_back.exchange_product', {
                        product: item.exchangeProduct.name,
                        variant: item.exchangeProduct.variant,
                      })
                    : t('get_back.exchange_product_only', { product: item.exchangeProduct.name })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {past.carrierName && (
        <p className="rp-your-returns__meta">{t('your_returns.carrier', { carrier: past.carrierName })}</p>
      )}
      <p className="rp-your-returns__status">
        {t('your_returns.status_label')} <strong>{t(`your_returns.status.${status}`)}</strong>
      </p>
      {pickup?.window && (
        <p className="rp-your-returns__meta">{t('your_returns.pickup_when', { ...pickup.window })}</p>
      )}
      {pickup && pickup.address.length > 0 && (
        <p className="rp-your-returns__meta">
          {t('your_returns.pickup_address', { address: pickup.address.join(', ') })}
        </p>
      )}
      {past.payment !== 'open' && past.payment !== 'unpaid' && !past.labelFailed && (
        <ol className="rp-your-returns__stages" aria-label={t('your_returns.progress')}>
          {past.stages.map(({ stage, at }) => (
            <li
              key={stage}
              className={`rp-your-returns__stage${at !== null ? ' rp-your-returns__stage--reached' : ''}`}
              aria-current={stage === current ? 'step' : undefined}
            >
              <span className="rp-visually-hidden">
                {t(at !== null ? 'your_returns.stage_reached' : 'your_returns.stage_open', {
                  stage: stageName(stage),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="rp-your-returns__actions">
        {payment && (
          <Button size="small" onClick={() => goToPaymentPage(payment)}>
            {t('your_returns.pay')}
          </Button>
        )}
        {label && (
          <a className="rp-your-returns__link" href={label} download>
            {t('your_returns.download_label')}
          </a>
        )}
        <a className="rp-your-returns__link" href={past.confirmation}>
          {t('your_returns.open_confirmation')}
        </a>
      </div>
    </article>
  );
}
