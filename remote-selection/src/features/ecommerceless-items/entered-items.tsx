/**
 * Ecommerce-less select items (docs/business-rules.md#ecommerce-less-items): the items the shopper typed in,
 * each with edit and remove, and the button that adds another. Remove drops what was typed; adding it back
 * means typing it again.
 */
import { itemRemoved, type SelectedItem, useTranslation, useUnit } from '@portal/shared';
import { Button, Card } from '@portal/shared/ui';
import { displayTitle } from '../../model/ecommerceless';
import { ChoiceText } from '../choice-text/choice-text';
import { ItemLayout } from '../item-list/item-layout';

interface EnteredItemsProps {
  items: SelectedItem[];
  onAdd: () => void;
  onEdit: (item: SelectedItem) => void;
}

/** The list and the add-new-item button. */
export function EnteredItems({ items, onAdd, onEdit }: EnteredItemsProps) {
  const { t } = useTranslation();
  const remove = useUnit(itemRemoved);
  return (
    <section className="rp-item-group" aria-labelledby="entered-items-title">
      <div className="rp-item-group__header">
        <h2 id="entered-items-title">{t('select_items.ecommerceless.list_title')}</h2>
      </div>
      {items.length === 0 ? (
        <p>{t('select_items.ecommerceless.empty')}</p>
      ) : (
        <ul className="rp-items">
          {items.map((item) => (
            <Card as="li" key={item.uid} className="rp-item rp-item--selected" selected>
              <ItemLayout
                below={
                  <div className="rp-item__actions">
                    <Button
                      variant="secondary"
                      size="small"
                      aria-label={t('select_items.ecommerceless.edit_named', { title: item.name })}
                      onClick={() => onEdit(item)}
                    >
                      {t('select_items.ecommerceless.edit')}
                    </Button>
                    <Button
                      variant="link"
                      size="small"
                      aria-label={t('select_items.ecommerceless.remove_named', { title: item.name })}
                      onClick={() => remove(item.uid)}
                    >
                      {t('select_items.ecommerceless.remove')}
                    </Button>
                  </div>
                }
              >
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
                <p className="rp-item__meta">
                  <ChoiceText item={item} />
                </p>
              </ItemLayout>
            </Card>
          ))}
        </ul>
      )}
      <div className="rp-button-row">
        {/* The main action until there is something to continue with. */}
        <Button variant={items.length === 0 ? 'primary' : 'secondary'} onClick={onAdd}>
          {t('select_items.ecommerceless.add_new')}
        </Button>
      </div>
    </section>
  );
}
