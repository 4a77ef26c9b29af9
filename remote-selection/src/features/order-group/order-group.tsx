/**
 * One order on the select-items page (docs/business-rules.md#orders): "#number", the date in full, the total,
 * its items. Memoised with a comparison of its own items only, so choosing one item re-renders one
 * order and, in it, one card; the texts come from the list's one translation hook.
 */
import type { SelectedItem, ShopConfig } from '@portal/shared';
import { formatPrice } from '@portal/shared/ui';
import { type CSSProperties, memo } from 'react';
import { daysLeftToReturn, isSelectable, type OrderGroup, type PortalItem } from '../../model/portal-items';
import { ItemCard, type Translate } from '../item-card/item-card';

/** How many pictures at the top of the page load at once; the rest wait until scrolled near. */
const EAGER_IMAGES = 4;
/**
 * Orders below this many items are skipped while away from the screen (item-list.css); the ones above
 * are on the first screens and drawn at once anyway, as before.
 */
const DRAWN_AT_ONCE = 12;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An order's date in full in `locale`; one formatter per language, a list shows fifty dates. */
export function formatOrderDate(createdAt: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(createdAt));
}

/**
 * Whether `item` cannot be chosen because another supplier's item is (`firstSupplier`, set only when
 * suppliers are mutually exclusive). Only items that could otherwise be selected are blocked: the
 * others already say why they cannot.
 */
export const isBlockedBySupplier = (
  item: PortalItem,
  firstSupplier: PortalItem['supplier'] | undefined,
): boolean => firstSupplier !== undefined && item.supplier !== firstSupplier && isSelectable(item);

interface OrderGroupProps {
  group: OrderGroup;
  config: ShopConfig;
  t: Translate;
  language: string;
  selectedByUid: ReadonlyMap<string, SelectedItem>;
  quantities: Readonly<Record<string, number>>;
  /** The supplier of the first selected item when suppliers are mutually exclusive. */
  firstSupplier: PortalItem['supplier'] | undefined;
  /** How many items the orders above this one have. */
  itemsAbove: number;
  onSelect: (item: PortalItem) => void;
}

const SHARED_PROPS = ['group', 'config', 't', 'language', 'firstSupplier', 'itemsAbove', 'onSelect'] as const;

/** Equal when the shared props are and each of this order's items is selected and counted as before. */
export function sameOrderGroupProps(previous: OrderGroupProps, next: OrderGroupProps): boolean {
  return (
    SHARED_PROPS.every((name) => previous[name] === next[name]) &&
    next.group.items.every(
      ({ uid }) =>
        previous.selectedByUid.get(uid) === next.selectedByUid.get(uid) &&
        previous.quantities[uid] === next.quantities[uid],
    )
  );
}

/** The group. */
export const OrderGroupSection = memo(function OrderGroupSection({
  group,
  config,
  t,
  language,
  selectedByUid,
  quantities,
  firstSupplier,
  itemsAbove,
  onSelect,
}: OrderGroupProps) {
  const headingId = `order-${group.orderNumber}`;
  const { hideProductPrices, showProductCategory, showReturnPeriod } = config.customizations;
  const daysLeft = showReturnPeriod ? daysLeftToReturn(group.createdAt, config.returnPeriodDays) : 0;
  const count = group.items.length;
  const lazy = itemsAbove >= DRAWN_AT_ONCE;
  // The order's height before it is first drawn (item-list.css): its rows at each column count.
  const rows = lazy
    ? ({
        '--rp-rows-1': count,
        '--rp-rows-2': Math.ceil(count / 2),
        '--rp-rows-3': Math.ceil(count / 3),
      } as CSSProperties)
    : undefined;
  return (
    <section
      className={lazy ? 'rp-item-group rp-item-group--lazy' : 'rp-item-group'}
      style={rows}
      aria-labelledby={headingId}
    >
      <div className="rp-item-group__header">
        <h2 id={headingId}>{t('select_items.order_heading', { orderNumber: group.orderNumber })}</h2>
        <p className="rp-item-group__meta">
          {t('select_items.ordered_on', { date: formatOrderDate(group.createdAt, language) })}
        </p>
        {!hideProductPrices && (
          <p className="rp-item-group__meta">
            {t('select_items.order_total', {
              total: formatPrice(group.totalPrice, group.currencyCode, language),
            })}
          </p>
        )}
        {/* Once the period has ended each item says so; "0 days left" beside that would be a second way of saying it. */}
        {showReturnPeriod && daysLeft > 0 && (
          <p className="rp-item-group__meta">{t('select_items.days_left', { count: daysLeft })}</p>
        )}
      </div>
      <ul className="rp-items">
        {group.items.map((item, index) => {
          const selected = selectedByUid.get(item.uid);
          return (
            <ItemCard
              key={item.uid}
              t={t}
              language={language}
              item={item}
              selected={selected}
              quantity={quantities[item.uid] ?? 1}
              blockedBySupplier={!selected && isBlockedBySupplier(item, firstSupplier)}
              showCategory={showProductCategory}
              hidePrice={hideProductPrices}
              quantitySelector={config.selectItemsQtySelector}
              eager={itemsAbove + index < EAGER_IMAGES}
              onSelect={onSelect}
            />
          );
        })}
      </ul>
    </section>
  );
}, sameOrderGroupProps);
