/** One item on the select-items page (000 §2 "Item card"): its facts, its state, and what can be done. */
import {
  itemDeselected,
  itemRemoved,
  quantityChanged,
  type SelectedItem,
  useTranslation,
} from '@portal/shared';
import { memo, useState } from 'react';
import { isReturnable, isSelectable, type PortalItem } from '../../model/portal-items';
import { clampQuantity } from '../../model/quantity';

interface ItemCardProps {
  item: PortalItem;
  selected?: SelectedItem;
  /** The quantity the stepper shows and a selection is made with (the bus's, 1 by default). */
  quantity: number;
  /** Another supplier's item is selected and suppliers are mutually exclusive. */
  blockedBySupplier: boolean;
  showCategory: boolean;
  hidePrice: boolean;
  quantitySelector: boolean;
  onSelect: (item: PortalItem) => void;
}

/** The card; memoised so choosing one item does not re-render the other hundreds. */
export const ItemCard = memo(function ItemCard({
  item,
  selected,
  quantity,
  blockedBySupplier,
  showCategory,
  hidePrice,
  quantitySelector,
  onSelect,
}: ItemCardProps) {
  const { t, i18n } = useTranslation();
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: item.currencyCode,
  }).format(item.price);
  const status = !isReturnable(item.returnable)
    ? t(`select_items.status.${item.returnable}`)
    : !isSelectable(item)
      ? t('select_items.status.no_shipping')
      : null;
  const headingId = `item-${item.uid}`;

  return (
    <li
      className={`rp-item${selected ? ' rp-item--selected' : ''}${blockedBySupplier ? ' rp-item--disabled' : ''}`}
      aria-labelledby={headingId}
    >
      {item.thumbnailUrl ? (
        <img
          className="rp-item__image"
          src={item.thumbnailUrl}
          alt=""
          width={88}
          height={88}
          loading="lazy"
        />
      ) : (
        <span className="rp-item__image" aria-hidden="true" />
      )}
      <div className="rp-item__body">
        <h3 className="rp-item__title" id={headingId}>
          {item.title}
        </h3>
        {showCategory && item.categories.length > 0 && (
          <p className="rp-item__meta">{item.categories.join(', ')}</p>
        )}
        {item.variant && <p className="rp-item__meta">{t('select_items.size', { size: item.variant })}</p>}
        {!hidePrice && <p className="rp-item__meta">{price}</p>}
        {selected && (
          <p className="rp-item__meta">
            <strong>{t('select_items.selected')}: </strong>
            {selected.exchangeValue
              ? `${t('select_items.exchange_to', { size: selected.exchangeVariant })} (${selected.returnReason})`
              : t('select_items.reason', { reason: selected.returnReason })}
          </p>
        )}
        {status ? (
          <p className="rp-item__status">{status}</p>
        ) : (
          <div className="rp-item__actions">
            {quantitySelector && item.returnableUnits > 1 && (
              <QuantityStepper item={item} quantity={quantity} />
            )}
            {selected ? (
              <>
                <button
                  type="button"
                  className="rp-button rp-button--secondary"
                  onClick={() => itemDeselected(item.uid)}
                >
                  {t('select_items.unselect')}
                </button>
                <button
                  type="button"
                  className="rp-button rp-button--link"
                  onClick={() => itemRemoved(item.uid)}
                >
                  {t('select_items.remove')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="rp-button"
                disabled={blockedBySupplier}
                aria-describedby={blockedBySupplier ? 'suppliers-warning' : undefined}
                onClick={() => onSelect(item)}
              >
                {t('select_items.select')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
});

/** "n / max" with minus and plus, clamped between 1 and the returnable units (000 §5 "Quantity"). */
function QuantityStepper({ item, quantity }: { item: PortalItem; quantity: number }) {
  const { t } = useTranslation();
  // What the shopper is typing, until the field loses focus; otherwise the bus's value is shown.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (value: number) => {
    setTyped(null);
    const next = clampQuantity(String(value), item.returnableUnits);
    if (next !== quantity) quantityChanged({ uid: item.uid, quantity: next });
  };
  const inputId = `quantity-${item.uid}`;
  return (
    <span className="rp-stepper">
      <label className="rp-visually-hidden" htmlFor={inputId}>
        {t('select_items.quantity')}
      </label>
      <button
        type="button"
        className="rp-icon-button"
        aria-label={t('select_items.decrease')}
        disabled={quantity <= 1}
        onClick={() => set(quantity - 1)}
      >
        −
      </button>
      <input
        id={inputId}
        className="rp-input"
        inputMode="numeric"
        value={typed ?? String(quantity)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => typed !== null && set(clampQuantity(typed, item.returnableUnits))}
      />
      <span>{t('select_items.quantity_of', { max: item.returnableUnits })}</span>
      <button
        type="button"
        className="rp-icon-button"
        aria-label={t('select_items.increase')}
        disabled={quantity >= item.returnableUnits}
        onClick={() => set(quantity + 1)}
      >
        +
      </button>
    </span>
  );
}
