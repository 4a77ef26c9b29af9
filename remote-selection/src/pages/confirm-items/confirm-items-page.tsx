/**
 * Confirm items, step 1 of 3: the exchanges and the returns, each with a product count; the
 * store-credit or refund choice when it is offered; in the quote flow the terms of the self-shipping
 * pricelist; the gatekeeping form; and the way on or back. Every rule, load and move is the model's
 * (model/confirm-items.ts); this page shows its stores and sends it what the shopper does.
 */
import {
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  Navigate,
  PageHeading,
  type SelectedItem,
  type ShopConfig,
  useGate,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import {
  Alert,
  Button,
  Checkbox,
  ErrorMessage,
  LINK_SLOT,
  LoadingState,
  StepControls,
  StepProgress,
  TextWithLink,
} from '@portal/shared/ui';
import { type ReactNode, useId } from 'react';
import { ItemSection } from '../../features/item-summary/item-section';
import '../../model/demo-data';
import {
  $choiceOffered,
  $photosOnTheirWay,
  $pressLostToPhoto,
  $pricelistsLoading,
  $selfShipping,
  $sending,
  $termsAgreed,
  $termsMissing,
  $waiting,
  ConfirmItemsGate,
  confirmPressed,
  selectItemsChosen,
  termsToggled,
} from '../../model/confirm-items';
import { fetchDraftFx, updateDraftFx } from '../../model/draft';
import { $gatekeeping } from '../../model/gatekeeping';
import { AlreadySubmitted } from './already-submitted';
import { GatekeepingToggleState, ItemGatekeeping } from './item-gatekeeping';
import { StoreCreditChoice } from './store-credit-choice';

/** The confirm-items page. */
export function ConfirmItemsPage() {
  const { t, i18n } = useTranslation();
  useGate(ConfirmItemsGate, { navigate: useNavigate(), locale: i18n.language });
  const [selected, config, submitted] = useUnit([$selectedItems, $shopConfig, $selectionSubmitted]);

  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  if (!config) return null;
  const progress = (
    <StepProgress current={1} total={3} label={t('steps.indicator', { current: 1, total: 3 })} />
  );
  // The host server renders it in the draft flow (its controls wait for hydration).
  return (
    <StepControls>
      {submitted ? (
        <AlreadySubmitted progress={progress} />
      ) : (
        <ConfirmSelection config={config} items={selected} progress={progress} />
      )}
    </StepControls>
  );
}

function ConfirmSelection({
  config,
  items,
  progress,
}: {
  config: ShopConfig;
  items: SelectedItem[];
  progress: ReactNode;
}) {
  const { t } = useTranslation();
  const [offered, selfShipping, sending, waiting, gatekeeping, pricelistsLoading] = useUnit([
    $choiceOffered,
    $selfShipping,
    $sending,
    $waiting,
    $gatekeeping,
    $pricelistsLoading,
  ]);
  // The draft's fetch and the choice's save have no button of their own: they are shown here.
  const [draftLoading, choiceSaving] = useUnit([fetchDraftFx.pending, updateDraftFx.pending]);
  const [photosUploading, pressLostToPhoto] = useUnit([$photosOnTheirWay, $pressLostToPhoto]);
  const [confirm, backToSelectItems] = useUnit([confirmPressed, selectItemsChosen]);
  const exchanges = items.filter((item) => item.exchangeValue);
  const returns = items.filter((item) => !item.exchangeValue);
  const exchangeableReturns =
    config.customizations.exchangeFeatureEnabled && returns.some((item) => item.exchangeable);
  const form = gatekeeping.status === 'on' ? gatekeeping.form : null;
  const formBelow = (item: SelectedItem) => (form ? <ItemGatekeeping form={form} item={item} /> : null);

  return (
    // Not busy for uploading photos: the form stays in use, and its changes must be announced.
    <section
      aria-busy={sending || (waiting && !photosUploading) || draftLoading || choiceSaving || undefined}
    >
      {progress}
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      {(exchanges.length > 0 || exchangeableReturns) && (
        <ItemSection title={t('confirm_items.exchanges_section')} items={exchanges} below={formBelow}>
          {exchangeableReturns && (
            <Alert>
              <p>
                {t('confirm_items.exchange_hint')}{' '}
                <Button variant="link" onClick={() => backToSelectItems()}>
                  {t('confirm_items.exchange_instead')}
                </Button>
              </p>
            </Alert>
          )}
        </ItemSection>
      )}
      {returns.length > 0 && (
        <ItemSection title={t('confirm_items.returns_section')} items={returns} below={formBelow} />
      )}
      {offered && <StoreCreditChoice />}
      {selfShipping && <SelfShippingTerms />}
      <GatekeepingToggleState status={gatekeeping.status} />
      <div className="rp-button-row rp-confirm-actions">
        <Button
          busy={sending}
          busyLabel={form ? t('gatekeeping.sending') : t('confirm_items.creating_quote')}
          aria-disabled={waiting || undefined}
          onClick={() => confirm()}
        >
          {form ? t('gatekeeping.submit') : t('confirm_items.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => backToSelectItems()}>
          {t('confirm_items.change_selection')}
        </Button>
      </div>
      {/* Below the buttons: coming and going, it moves nothing the shopper is about to press. */}
      {(draftLoading || pricelistsLoading) && <LoadingState label={t('confirm_items.loading')} />}
      {/* A press now is carried out once the photos are here: the shopper learns why nothing happens yet. */}
      {form && photosUploading && <LoadingState label={t('gatekeeping.waiting_for_photos')} />}
      {pressLostToPhoto && <ErrorMessage>{t('gatekeeping.press_lost_to_photo')}</ErrorMessage>}
    </section>
  );
}

/**
 * The self-shipping pricelist's terms, required before its quote is created, under the notice that
 * the shopper sends the parcel themselves: this is where they confirm, as the carriers step says it
 * where there is a choice.
 */
function SelfShippingTerms() {
  const { t } = useTranslation();
  const id = useId();
  const [agreed, missing, config, toggleTerms] = useUnit([
    $termsAgreed,
    $termsMissing,
    $shopConfig,
    termsToggled,
  ]);
  return (
    <>
      <Alert tone="info">{t('carriers.ship_it_yourself')}</Alert>
      <Checkbox
        id={id}
        label={
          <TextWithLink
            text={t('confirm_items.terms', { link: LINK_SLOT })}
            linkText={t('confirm_items.terms_policy')}
            href={config?.customizations.returnPolicyUrl}
          />
        }
        checked={agreed}
        onChange={(checked) => toggleTerms(checked)}
        error={missing ? t('confirm_items.terms_error') : null}
      />
    </>
  );
}
