/** One order on the select-items page (000 §2): "#number", the date in full, the total, its items. */
import { type SelectedItem, type ShopConfig, useTranslation } from '@portal/shared';
import { daysLeftToReturn, type OrderGroup, type PortalItem } from '../../model/portal-items';
import { ItemCard } from '../item-card/item-card';

interface OrderGroupProps {
  group: OrderGroup;
  config: ShopConfig;
  selectedByUid: Map<string, SelectedItem>;
  quantities: Record<string, number>;
  blocked: (item: PortalItem) => boolean;
  onSelect: (item: PortalItem) => void;
}

/** The group. */
export function OrderGroupSection({
  group,
  config,
  selectedByUid,
  quantities,
  blocked,
  onSelect,
}: OrderGroupProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(
    new Date(group.createdAt),
  );
  const total = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: group.currencyCode,
  }).format(group.totalPrice);
  const headingId = `order-${group.orderNumber}`;
  return (
    <section className="rp-order" aria-labelledby={headingId}>
      <div className="rp-order__header">
        <h2 id={headingId}>{t('select_items.order_heading', { orderNumber: group.orderNumber })}</h2>
        <p className="rp-order__meta">{t('select_items.ordered_on', { date })}</p>
        {!config.customizations.hideProductPrices && (
          <p className="rp-order__meta">{t('select_items.order_total', { total })}</p>
        )}
        {config.customizations.showReturnPeriod && (
          <p className="rp-order__meta">
            {t('select_items.days_left', {
              count: daysLeftToReturn(group.createdAt, config.returnPeriodDays),
            })}
          </p>
        )}
      </div>
      <ul className="rp-items">
        {group.items.map((item) => (
          <ItemCard
            key={item.uid}
            item={item}
            selected={selectedByUid.get(item.uid)}
            quantity={quantities[item.uid] ?? 1}
            blockedBySupplier={!selectedByUid.has(item.uid) && blocked(item)}
            showCategory={config.customizations.showProductCategory}
            hidePrice={config.customizations.hideProductPrices}
            quantitySelector={config.selectItemsQtySelector}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </section>
  );
}
