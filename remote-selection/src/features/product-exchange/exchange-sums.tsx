/**
 * What an exchange for another product comes to (docs/business-rules.md#exchange-for-another-product), as
 * the picker, the item dialog and confirm items show it: the returned value and the bonus against the new
 * price, then what the shopper pays or gets back. The figures are the one rule's (`productExchange`),
 * which the platform charges by.
 */
import { useTranslation } from '@portal/shared';
import { fromCents } from '@portal/shared/money';
import type { ProductExchange } from '@portal/shared/pricing';
import { formatPrice } from '@portal/shared/ui';
import './product-exchange.css';

/** The sums; with `rest`, the line of what comes back says which way it comes. */
export function ExchangeSums({
  exchange,
  currency,
  rest,
}: {
  exchange: ProductExchange;
  currency: string;
  rest?: 'refund' | 'store-credit';
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(fromCents(cents), currency, i18n.language);
  const outcome =
    exchange.toPayCents > 0
      ? { label: t('select_items.product_exchange.to_pay'), cents: exchange.toPayCents }
      : rest === 'store-credit'
        ? { label: t('select_items.product_exchange.store_credit'), cents: exchange.storeCreditCents }
        : exchange.refundCents > 0
          ? { label: t('select_items.product_exchange.refund'), cents: exchange.refundCents }
          : { label: t('select_items.product_exchange.even'), cents: 0 };
  return (
    <dl className="rp-exchange-sums">
      <div>
        <dt>{t('select_items.product_exchange.value')}</dt>
        <dd>{money(exchange.returnedCents)}</dd>
      </div>
      {exchange.bonusCents > 0 && (
        <div>
          <dt>{t('select_items.product_exchange.bonus')}</dt>
          <dd>{money(exchange.bonusCents)}</dd>
        </div>
      )}
      <div>
        <dt>{t('select_items.product_exchange.new_price')}</dt>
        <dd>{money(exchange.newCents)}</dd>
      </div>
      <div className="rp-exchange-sums__outcome">
        <dt>{outcome.label}</dt>
        <dd>{money(outcome.cents)}</dd>
      </div>
    </dl>
  );
}

/** Whether a cheaper product leaves a rest the shopper chooses the way of. */
export const hasRest = (exchange: ProductExchange): boolean =>
  exchange.toPayCents === 0 && (exchange.refundCents > 0 || exchange.storeCreditCents > 0);
