/**
 * One order on the select-items page (docs/business-rules.md#orders): "#number", the date in full, the total,
 * its items.
 */
import { type SelectedItem, type ShopConfig, useTranslation } from '@portal/shared';
import { formatPrice } from '@portal/shared/ui';
import { daysLeftToReturn, type OrderGroup, type PortalItem } from '../../model/portal-items';
import { ItemCard } from '../item-card/item-card';

/** How many pictures at the top of the page load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;

interface OrderGroupProps {
  group: OrderGroup;
  config: ShopConfig;
  selectedByUid: Map<string, SelectedItem>;
  quantities: Record<string, number>;
  blocked: (item: PortalItem) => boolean;
  /** How many items the orders above this one have. */
  itemsAbove: number;
  onSelect: (item: PortalItem) => void;
}

/** The group. */
export function OrderGroupSection({
  group,
  config,
  selectedByUid,
  quantities,
  blocked,
  itemsAbove,
  onSelect,
}: OrderGroupProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(
    new Date(group.createdAt),
  );
  const headingId = `order-${group.orderNumber}`;
  return (
    <section className="rp-item-group" aria-labelledby={headingId}>
      <div className="rp-item-group__header">
        <h2 id={headingId}>{t('select_items.order_heading', { orderNumber: group.orderNumber })}</h2>
        <p className="rp-item-group__meta">{t('select_items.ordered_on', { date })}</p>
        {!config.customizations.hideProductPrices && (
          <p className="rp-item-group__meta">
            {t('select_items.order_total', {
              total: formatPrice(group.totalPrice, group.currencyCode, i18n.language),
            })}
          </p>
        )}
        {config.customizations.showReturnPeriod && (
          <p className="rp-item-group__meta">
            {t('select_items.days_left', {
              count: daysLeftToReturn(group.createdAt, config.returnPeriodDays),
            })}
          </p>
        )}
      </div>
      <ul className="rp-items">
        {group.items.map((item, index) => (
          <ItemCard
            key={item.uid}
            item={item}
            selected={selectedByUid.get(item.uid)}
            quantity={quantities[item.uid] ?? 1}
            blockedBySupplier={!selectedByUid.has(item.uid) && blocked(item)}
            showCategory={config.customizations.showProductCategory}
            hidePrice={config.customizations.hideProductPrices}
            quantitySelector={config.selectItemsQtySelector}
            eager={itemsAbove + index < EAGER_IMAGES}
            onSelect={onSelect}
          />
        ))}
      </ul>
    </section>
  );
}
