/**
 * A section of confirm items (000 §2): its title, the product count, and each item with what the
 * shopper chose. Ecommerce-less items show title, quantity, colour, size and reason.
 */
import { type SelectedItem, useTranslation } from '@portal/shared';
import type { ReactNode } from 'react';
import { displayTitle } from '../../model/ecommerceless';

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
    <section className="rp-order">
      <div className="rp-order__header">
        <h2>{title}</h2>
        <p className="rp-order__meta">{t('confirm_items.product_count', { count })}</p>
      </div>
      {items.length > 0 && (
        <ul className="rp-items" aria-label={title}>
          {items.map((item) => (
            <li key={item.uid} className="rp-item">
              {item.screen === 'ecommerceless' ? (
                <TypedItem item={item}>{below?.(item)}</TypedItem>
              ) : (
                <OrderItem item={item}>{below?.(item)}</OrderItem>
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

type ItemProps = { item: SelectedItem; children?: ReactNode };

function TypedItem({ item, children }: ItemProps) {
  const { t } = useTranslation();
  return (
    <div className="rp-item__body">
      <h3 className="rp-item__title" title={item.name}>
        {displayTitle(item.name ?? '')}
      </h3>
      <p className="rp-item__meta">{t('confirm_items.quantity', { quantity: item.quantity })}</p>
      <p className="rp-item__meta">{t('confirm_items.color', { color: item.color })}</p>
      <p className="rp-item__meta">{t('confirm_items.size', { size: item.variant })}</p>
      <p className="rp-item__meta">{t('confirm_items.reason', { reason: item.returnReason })}</p>
      {children}
    </div>
  );
}

function OrderItem({ item, children }: ItemProps) {
  const { t } = useTranslation();
  const comment = item.returnReasonOtherText ?? item.returnReasonOtherComment;
  return (
    <>
      {item.imageUrl ? (
        <img className="rp-item__image" src={item.imageUrl} alt="" width={88} height={88} />
      ) : (
        <span className="rp-item__image" aria-hidden="true" />
      )}
      <div className="rp-item__body">
        <h3 className="rp-item__title">{item.name}</h3>
        {item.variant && <p className="rp-item__meta">{t('confirm_items.size', { size: item.variant })}</p>}
        {item.exchangeVariant && (
          <p className="rp-item__meta">{t('confirm_items.new_size', { size: item.exchangeVariant })}</p>
        )}
        <p className="rp-item__meta">{t('confirm_items.reason', { reason: item.returnReason })}</p>
        {comment && <p className="rp-item__meta">{t('confirm_items.comment', { comment })}</p>}
        <p className="rp-item__meta">{t('confirm_items.quantity', { quantity: item.quantity })}</p>
        {children}
      </div>
    </>
  );
}
