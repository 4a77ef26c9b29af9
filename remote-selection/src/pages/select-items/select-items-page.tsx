/**
 * Step 1 of 3. The full item list (grouping, cards, the item dialog) arrives with its own issue;
 * this frame loads the shopper's purchases and writes selections to the bus.
 */
import {
  $consumerId,
  $selectedItems,
  itemDeselected,
  itemSelected,
  LoadingState,
  PageHeading,
  type Purchase,
  StepIndicator,
  stepErrorRaised,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { fetchPurchases } from '../../api/purchases';

/** The select-items page. */
export function SelectItemsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [consumerId, selected] = useUnit([$consumerId, $selectedItems]);
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);

  useEffect(() => {
    if (!consumerId) return;
    let current = true;
    fetchPurchases(consumerId).then(
      (result) => current && setPurchases(result),
      (error: unknown) => current && stepErrorRaised(error),
    );
    return () => {
      current = false;
    };
  }, [consumerId]);

  const selectedIds = new Set(selected.map((item) => item.uid));

  return (
    <section>
      <StepIndicator current={1} total={3} />
      <PageHeading>{t('select_items.title')}</PageHeading>
      {purchases === null ? (
        <LoadingState label={t('shell.loading')} />
      ) : (
        <ul className="rp-item-list">
          {purchases.map((purchase) => {
            const uid = `${purchase.order.orderNumber}${purchase.purchaseId}`;
            const isSelected = selectedIds.has(uid);
            return (
              <li key={uid} className="rp-card">
                <span>{purchase.product.name}</span>{' '}
                <button
                  type="button"
                  className="rp-button rp-button--secondary"
                  aria-pressed={isSelected}
                  onClick={() =>
                    isSelected
                      ? itemDeselected(uid)
                      : itemSelected({
                          uid,
                          key: purchase.product.legacyKey ?? purchase.product.sku,
                          purchaseId: purchase.purchaseId,
                          operation: 'Return',
                          quantity: 1,
                          name: purchase.product.name,
                        })
                  }
                >
                  {isSelected ? t('select_items.unselect') : t('select_items.select')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button
        type="button"
        className="rp-button"
        disabled={selected.length === 0}
        onClick={() => navigate('/confirm-items')}
      >
        {t('select_items.confirm', { count: selected.length })}
      </button>
    </section>
  );
}
