/**
 * Select items, step 1 of 3: the shopper's orders, newest first, each with its items; a
 * dialog to choose a reason or a new size; a bar at the bottom to continue with the selection. The
 * page leaves room under the last card for the bar while it shows.
 */
import {
  $purchasesCache,
  $quantities,
  $selectedItems,
  $shopConfig,
  PageHeading,
  useGate,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { ActionBar, Alert, Button, LoadingState, StepControls, StepProgress } from '@portal/shared/ui';
import { useCallback, useMemo, useState } from 'react';
import { InformationPopup } from '../../features/information-popup/information-popup';
import { textsOnce } from '../../features/item-card/item-card';
import { ItemDialog } from '../../features/item-dialog/item-dialog';
import { isBlockedBySupplier, OrderGroupSection } from '../../features/order-group/order-group';
import { YourReturnsBelow, YourReturnsSummary } from '../../features/your-returns/your-returns';
import { EcommercelessSelectItems } from './ecommerceless-select-items';
import '../../model/demo-data';
import { itemDialogOpened } from '../../model/exchange';
import { derivationSettings, groupByOrder, type PortalItem } from '../../model/portal-items';
import { reasonsFor } from '../../model/return-reasons';
import { $continuing, continuePressed, SelectItemsGate } from '../../model/select-items';
import { $hasEarlierReturns } from '../../model/your-returns';

/** The select-items page: orders to pick from, or items to type in for ecommerce-less shops. */
export function SelectItemsPage() {
  useGate(SelectItemsGate, { navigate: useNavigate() });
  const config = useUnit($shopConfig);
  // The host server renders it (its controls wait for hydration).
  return (
    <StepControls>
      {config?.isEcommerceless ? <EcommercelessSelectItems /> : <OrderSelectItems />}
    </StepControls>
  );
}

/** The shopper's orders, newest first, each item with its select control. */
function OrderSelectItems() {
  const { t: translate, i18n } = useTranslation();
  const t = useMemo(() => textsOnce(translate), [translate]);
  const [config, purchases, selected, quantities, confirming, hasEarlierReturns] = useUnit([
    $shopConfig,
    $purchasesCache,
    $selectedItems,
    $quantities,
    $continuing,
    $hasEarlierReturns,
  ]);
  const [openDialog, continueWith] = useUnit([itemDialogOpened, continuePressed]);
  const [dialogItem, setDialogItem] = useState<PortalItem | null>(null);

  // Each order's cards start where the orders above it end (the first few pictures load at once).
  const listed = useMemo(() => {
    if (!config || !purchases) return null;
    const groups = groupByOrder(purchases, derivationSettings(config));
    let itemCount = 0;
    const itemsAbove = groups.map((group) => {
      const above = itemCount;
      itemCount += group.items.length;
      return above;
    });
    return { groups, itemsAbove, items: groups.flatMap((group) => group.items) };
  }, [config, purchases]);
  const reasons = useMemo(
    () => (config ? reasonsFor(config.returnReasons, i18n.language) : []),
    [config, i18n.language],
  );
  const selectedByUid = useMemo(() => new Map(selected.map((item) => [item.uid, item])), [selected]);
  // Stable, so the memoised orders and cards are not re-rendered for a new function each time.
  const onSelect = useCallback(
    (item: PortalItem) => {
      setDialogItem(item);
      openDialog(item);
    },
    [openDialog],
  );
  if (!config) return null;

  const groups = listed?.groups ?? null;
  const items = listed?.items ?? [];
  const firstSupplier = config.mutuallyExclusiveSupplierSelection
    ? items.find((item) => item.uid === selected[0]?.uid)?.supplier
    : undefined;
  const someBlocked = items.some(
    (item) => !selectedByUid.has(item.uid) && isBlockedBySupplier(item, firstSupplier),
  );

  // The model checks the shipping options and, in the draft flow, saves the draft first.
  const confirm = () =>
    continueWith(items.filter((item) => selectedByUid.has(item.uid)).map((item) => item.shippingOptions));

  return (
    <section>
      <StepProgress current={1} total={3} label={t('steps.indicator', { current: 1, total: 3 })} />
      <PageHeading>{t('select_items.title')}</PageHeading>
      {someBlocked && <Alert tone="warning">{t('select_items.suppliers_warning')}</Alert>}
      {/* Rendered with the orders, never before them: see the feature's comment for the layout. */}
      {groups !== null && hasEarlierReturns && <YourReturnsSummary orders={groups.length} />}
      {groups === null ? (
        <LoadingState label={t('select_items.loading')} />
      ) : groups.length === 0 ? (
        <p>{t('select_items.no_orders')}</p>
      ) : (
        groups.map((group, index) => (
          <OrderGroupSection
            key={group.orderNumber}
            group={group}
            config={config}
            t={t}
            language={i18n.language}
            selectedByUid={selectedByUid}
            quantities={quantities}
            firstSupplier={firstSupplier}
            itemsAbove={listed?.itemsAbove[index] ?? 0}
            onSelect={onSelect}
          />
        ))
      )}
      {groups !== null && !hasEarlierReturns && <YourReturnsBelow orders={groups.length} />}
      <InformationPopup config={config} />
      {dialogItem && (
        <ItemDialog
          item={dialogItem}
          config={config}
          reasons={reasons}
          quantity={quantities[dialogItem.uid] ?? 1}
          onClose={() => setDialogItem(null)}
        />
      )}
      {selected.length > 0 && (
        <ActionBar>
          <Button busy={confirming} busyLabel={t('select_items.saving_selection')} onClick={confirm}>
            {t('select_items.confirm', { count: selected.length })}
          </Button>
        </ActionBar>
      )}
    </section>
  );
}
