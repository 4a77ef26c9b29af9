/**
 * Select items for ecommerce-less shops: there are no orders to pick from, so the shopper types each
 * item in. The pricelists for the sign-in country are loaded instead of orders (model/select-items.ts);
 * confirm items needs them.
 */
import {
  $selectedItems,
  $shopConfig,
  PageHeading,
  type SelectedItem,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { ActionBar, Button, LoadingState, StepProgress } from '@portal/shared/ui';
import { useMemo, useState } from 'react';
import { EnteredItems } from '../../features/ecommerceless-items/entered-items';
import { ItemFormDialog } from '../../features/ecommerceless-items/item-form-dialog';
import { InformationPopup } from '../../features/information-popup/information-popup';
import '../../model/demo-data';
import { loadPricelistsFx } from '../../model/pricelists';
import { reasonsFor } from '../../model/return-reasons';

/** Ecommerce-less select items. */
export function EcommercelessSelectItems() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [config, selected] = useUnit([$shopConfig, $selectedItems]);
  const loading = useUnit(loadPricelistsFx.pending);
  // null: closed; 'new': adding; an item: editing it.
  const [dialog, setDialog] = useState<SelectedItem | 'new' | null>(null);
  const reasons = useMemo(
    () => (config ? reasonsFor(config.returnReasons, i18n.language) : []),
    [config, i18n.language],
  );

  return (
    <section>
      <StepProgress current={1} total={3} label={t('steps.indicator', { current: 1, total: 3 })} />
      <PageHeading>{t('select_items.title')}</PageHeading>
      <EnteredItems items={selected} onAdd={() => setDialog('new')} onEdit={setDialog} />
      {loading && <LoadingState label={t('select_items.ecommerceless.loading')} />}
      {config && <InformationPopup config={config} />}
      {dialog && config && (
        <ItemFormDialog
          config={config}
          reasons={reasons}
          item={dialog === 'new' ? undefined : dialog}
          onClose={() => setDialog(null)}
        />
      )}
      {selected.length > 0 && (
        <ActionBar>
          <Button onClick={() => navigate('/confirm-items')}>
            {t('select_items.confirm', { count: selected.length })}
          </Button>
        </ActionBar>
      )}
    </section>
  );
}
