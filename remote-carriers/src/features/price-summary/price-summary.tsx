/**
 * The price summary (docs/business-rules.md#price-summary): one line per cost (the carrier times the parcels,
 * insurance, the handling fee times the items, the return request fee, an exchange's price difference), each with its count and
 * unit price when there is more than one, and the total under its label ("amount to be paid" or
 * "amount to be deducted") when the summary shows it.
 */
import { useTranslation } from '@portal/shared';
import { formatPrice } from '@portal/shared/ui';
import { useId } from 'react';
import { fromCents } from '../../model/money';
import type { PriceSummary as Summary, SummaryLine } from '../../model/price-summary';
import './price-summary.css';

const LINE_KEYS: Record<SummaryLine['kind'], string> = {
  carrier: 'carriers.summary.carrier',
  insurance: 'carriers.summary.insurance',
  handling_fee: 'carriers.summary.handling_fee',
  return_request_fee: 'carriers.summary.return_request_fee',
  product_exchange: 'carriers.summary.product_exchange',
};

/** The summary as a list of terms and amounts. */
export function PriceSummary({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = (cents: number) => formatPrice(fromCents(cents), summary.currency, i18n.language);
  if (summary.lines.length === 0 && !summary.showTotal) return null;
  return (
    <section className="rp-price-summary" aria-labelledby={`${id}-title`}>
      <h2 className="rp-price-summary__title" id={`${id}-title`}>
        {t('carriers.summary.title')}
      </h2>
      <dl className="rp-price-summary__lines">
        {summary.lines.map((line) => (
          <div className="rp-price-summary__line" key={line.kind}>
            <dt>
              {t(LINE_KEYS[line.kind])}
              {line.quantity > 1 && (
                <span className="rp-price-summary__quantity">
                  {t('carriers.summary.quantity', { count: line.quantity, amount: money(line.unitCents) })}
                </span>
              )}
            </dt>
            <dd>{line.cents === 0 ? t('carriers.summary.free') : money(line.cents)}</dd>
          </div>
        ))}
        {summary.showTotal && (
          <div className="rp-price-summary__line rp-price-summary__total">
            <dt>{t(summary.totalLabelKey)}</dt>
            <dd>{money(summary.totalCents)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
