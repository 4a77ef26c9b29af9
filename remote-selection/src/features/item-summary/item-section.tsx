/**
 * A section of confirm items: its title, the product count, and each item with what the
 * shopper chose. Ecommerce-less items show title, quantity, colour, size and reason. What goes under
 * an item (the gatekeeping form) spans the item's whole card, not its text column.
 */
import { type SelectedItem, useTranslation } from '@portal/shared';
import { Badge, Card, ProductImage } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { displayTitle } from '../../model/ecommerceless';
import { describeChoice } from '../../model/selected-item';
import { LookupState } from '../choice-text/choice-text';
import { ItemLayout } from '../item-list/item-layout';
import { ExchangeSums } from '../product-exchange/exchange-sums';

/** How many pictures load at once: the items at the top of the page. */
const EAGER_IMAGES = 2;

interface ItemSectionProps {
  title: string;
  items: SelectedItem[];
  /** Shown under each item (the gatekeeping form). */
  below?: (item: SelectedItem) => ReactNode;
  /** Shown under the list. */
  children?: ReactNode;
}

/** One section with its items. */
export function ItemSection({ title, items, below, children }: ItemSectionProps) {
  const { t } = useTranslation();
  const count = items.reduce((sum, item) => sum + (item.quantity || 1), 0);
  return (
    <section className="rp-item-group">
      <div className="rp-item-group__header">
        <h2>{title}</h2>
        <Badge>{t('confirm_items.product_count', { count })}</Badge>
      </div>
      {items.length > 0 && (
        <ul className="rp-items rp-items--single" aria-label={title}>
          {items.map((item, index) => (
            <Card as="li" key={item.uid} className="rp-item">
              {item.screen === 'ecommerceless' ? (
                <ItemLayout below={below?.(item)}>
                  <TypedItem item={item} />
                </ItemLayout>
              ) : (
                <ItemLayout
                  image={
                    <ProductImage
                      src={item.imageUrl}
                      alt={item.name ?? ''}
                      size={72}
                      eager={index < EAGER_IMAGES}
                    />
                  }
                  below={below?.(item)}
                >
                  <OrderItem item={item} />
                </ItemLayout>
              )}
            </Card>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/** An item the shopper typed in. */
function TypedItem({ item }: { item: SelectedItem }) {
  const { t } = useTranslation();
  const choice = describeChoice(item);
  return (
    <>
      <h3 className="rp-item__title" title={item.name}>
        {displayTitle(item.name ?? '')}
      </h3>
      <p className="rp-item__meta">{t('confirm_items.quantity', { quantity: item.quantity })}</p>
      <p className="rp-item__meta">{t('confirm_items.color', { color: item.color })}</p>
      <p className="rp-item__meta">{t('confirm_items.size', { size: item.variant })}</p>
      <p className="rp-item__meta">{t('confirm_items.reason', { reason: item.returnReason })}</p>
      {choice.kind === 'return' && choice.comment && (
        <p className="rp-item__meta">{t('confirm_items.comment', { comment: choice.comment })}</p>
      )}
    </>
  );
}

/** An item from one of the shopper's orders. */
function OrderItem({ item }: { item: SelectedItem }) {
  const { t } = useTranslation();
  const choice = describeChoice(item);
  return (
    <>
      <h3 className="rp-item__title">{item.name}</h3>
      {item.variant && <p className="rp-item__meta">{t('confirm_items.size', { size: item.variant })}</p>}
      {choice.kind === 'exchange' && (
        <p className="rp-item__meta">
          {t('confirm_items.new_size', { size: choice.size })}
          <LookupState lookup={choice.lookup} />
        </p>
      )}
      {choice.kind === 'product' && (
        <p className="rp-item__meta">
          {t('confirm_items.new_product', { product: choice.product, variant: choice.variant })}
        </p>
      )}
      {/* An exchange's reason only once it is found: the stored look-up forms are not for shoppers. */}
      {(choice.kind === 'return' || choice.reason) && (
        <p className="rp-item__meta">{t('confirm_items.reason', { reason: choice.reason })}</p>
      )}
      {choice.kind === 'return' && choice.comment && (
        <p className="rp-item__meta">{t('confirm_items.comment', { comment: choice.comment })}</p>
      )}
      <p className="rp-item__meta">{t('confirm_items.quantity', { quantity: item.quantity })}</p>
      {choice.kind === 'product' && choice.exchange && (
        <ExchangeSums exchange={choice.exchange} currency={item.orderCurrency ?? 'EUR'} rest={choice.rest} />
      )}
    </>
  );
}
