/**
 * One item on the select-items page (docs/business-rules.md#returnable-values): its facts, its state, and
 * what can be done.
 */
import {
  itemDeselected,
  quantityChanged,
  type SelectedItem,
  type useTranslation,
  useUnit,
} from '@portal/shared';
import { Button, Card, Price, ProductImage, QuantityStepper } from '@portal/shared/ui';
import { memo } from 'react';
import { isReturnable, isSelectable, type PortalItem } from '../../model/portal-items';
import { ChoiceText } from '../choice-text/choice-text';
import { ItemLayout } from '../item-list/item-layout';
import './item-card.css';

/** The translation function of the list's one `useTranslation` (a hook per card costs hundreds of subscriptions). */
export type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * `t` asking i18next once per text: hundreds of cards show the same few ("Select", "Size M"), and each
 * i18next lookup with its interpolation took a quarter of the scale consumer's render on the server
 * (docs/performance.md). Made anew with `t`, which react-i18next changes with the language.
 */
export function textsOnce(t: Translate): Translate {
  // The cards ask with a key and plain values only, never i18next's other call shapes.
  const lookUp = t as unknown as (key: string, options?: object) => string;
  const known = new Map<string, string>();
  return ((key: string, options?: object) => {
    const id = options ? `${key}\n${JSON.stringify(options)}` : key;
    let text = known.get(id);
    if (text === undefined) {
      text = lookUp(key, options);
      known.set(id, text);
    }
    return text;
  }) as Translate;
}

interface ItemCardProps {
  t: Translate;
  /** The page's language, for prices. */
  language: string;
  item: PortalItem;
  selected?: SelectedItem;
  /** The quantity the stepper shows and a selection is made with (the bus's, 1 by default). */
  quantity: number;
  /** Another supplier's item is selected and suppliers are mutually exclusive. */
  blockedBySupplier: boolean;
  showCategory: boolean;
  hidePrice: boolean;
  quantitySelector: boolean;
  /** Load the picture at once: the card is among the first on the screen. */
  eager?: boolean;
  onSelect: (item: PortalItem) => void;
}

/** The card; memoised so choosing one item does not re-render the other hundreds. */
export const ItemCard = memo(function ItemCard({
  t,
  language,
  item,
  selected,
  quantity,
  blockedBySupplier,
  showCategory,
  hidePrice,
  quantitySelector,
  eager = false,
  onSelect,
}: ItemCardProps) {
  // One unit each: bound to the page's scope without subscribing to anything (hundreds of cards).
  const deselect = useUnit(itemDeselected);
  const changeQuantity = useUnit(quantityChanged);
  const status = !isReturnable(item.returnable)
    ? t(`select_items.status.${item.returnable}`)
    : !isSelectable(item)
      ? t('select_items.status.no_shipping')
      : null;
  const headingId = `item-${item.uid}`;
  const blockedId = `${headingId}-blocked`;

  const actions = status ? null : (
    <div className="rp-item__actions">
      {quantitySelector && item.returnableUnits > 1 && (
        // From 1 to the returnable units; typed text that is not a whole number becomes 1
        // (docs/business-rules.md#quantity).
        <QuantityStepper
          id={`quantity-${item.uid}`}
          label={t('select_items.quantity')}
          value={quantity}
          min={1}
          max={item.returnableUnits}
          maxLabel={t('select_items.quantity_of', { max: item.returnableUnits })}
          decreaseLabel={t('select_items.decrease')}
          increaseLabel={t('select_items.increase')}
          onChange={(next) => changeQuantity({ uid: item.uid, quantity: next })}
        />
      )}
      {selected ? (
        // One way back, not two: "Remove" next to it did exactly the same (both drop the item and
        // put its quantity back to 1), which left shoppers guessing at a difference.
        <Button variant="secondary" size="small" onClick={() => deselect(item.uid)}>
          {t('select_items.unselect')}
        </Button>
      ) : (
        <Button
          size="small"
          disabled={blockedBySupplier}
          aria-describedby={blockedBySupplier ? blockedId : undefined}
          onClick={() => onSelect(item)}
        >
          {t('select_items.select')}
        </Button>
      )}
    </div>
  );

  return (
    <Card
      as="li"
      className={`rp-item${selected ? ' rp-item--selected' : ''}${blockedBySupplier ? ' rp-item--blocked' : ''}`}
      selected={Boolean(selected)}
      labelledBy={headingId}
      disabledReason={blockedBySupplier ? t('select_items.supplier_blocked') : undefined}
      disabledReasonId={blockedId}
    >
      <ItemLayout
        image={
          <ProductImage src={item.thumbnailUrl ?? item.imageUrl} alt={item.title} size={88} eager={eager} />
        }
        below={actions}
      >
        <h3 className="rp-item__title" id={headingId}>
          {item.title}
        </h3>
        {showCategory && item.categories.length > 0 && (
          <p className="rp-item__meta">{item.categories.join(', ')}</p>
        )}
        {item.variant && <p className="rp-item__meta">{t('select_items.size', { size: item.variant })}</p>}
        {!hidePrice && (
          <p className="rp-item__meta">
            <Price amount={item.price} currency={item.currencyCode} locale={language} />
          </p>
        )}
        {selected && (
          <p className="rp-item__choice">
            <strong>{t('select_items.selected')}: </strong>
            <ChoiceText item={selected} />
          </p>
        )}
        {status && <p className="rp-item__status">{status}</p>}
      </ItemLayout>
    </Card>
  );
});
