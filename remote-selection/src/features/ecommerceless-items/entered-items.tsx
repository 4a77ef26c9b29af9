/**
 * Ecommerce-less select items (000 §2): the items the shopper typed in, each with edit and unselect,
 * and the button that adds another.
 */
import { itemDeselected, type SelectedItem, useTranslation } from '@portal/shared';
import { displayTitle } from '../../model/ecommerceless';

interface EnteredItemsProps {
  items: SelectedItem[];
  onAdd: () => void;
  onEdit: (item: SelectedItem) => void;
}

/** The list and the add-new-item button. */
export function EnteredItems({ items, onAdd, onEdit }: EnteredItemsProps) {
  const { t } = useTranslation();
  return (
    <section className="rp-order" aria-labelledby="entered-items-title">
      <div className="rp-order__header">
        <h2 id="entered-items-title">{t('select_items.ecommerceless.list_title')}</h2>
      </div>
      {items.length === 0 ? (
        <p>{t('select_items.ecommerceless.empty')}</p>
      ) : (
        <ul className="rp-items">
          {items.map((item) => (
            <li key={item.uid} className="rp-item rp-item--selected">
              <div className="rp-item__body">
                <h3 className="rp-item__title" title={item.name}>
                  {displayTitle(item.name ?? '')}
                </h3>
                <p className="rp-item__meta">
                  {t('select_items.ecommerceless.details', {
                    quantity: item.quantity,
                    color: item.color,
                    size: item.variant,
                  })}
                </p>
                <p className="rp-item__meta">{t('select_items.reason', { reason: item.returnReason })}</p>
                <div className="rp-item__actions">
                  <button
                    type="button"
                    className="rp-button rp-button--secondary"
                    aria-label={t('select_items.ecommerceless.edit_named', { title: item.name })}
                    onClick={() => onEdit(item)}
                  >
                    {t('select_items.ecommerceless.edit')}
                  </button>
                  <button
                    type="button"
                    className="rp-button rp-button--link"
                    aria-label={t('select_items.ecommerceless.unselect_named', { title: item.name })}
                    onClick={() => itemDeselected(item.uid)}
                  >
                    {t('select_items.ecommerceless.unselect')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="rp-button" onClick={onAdd}>
        {t('select_items.ecommerceless.add_new')}
      </button>
    </section>
  );
}
