/**
 * The carriers step of the draft flow (docs/business-rules.md#draft-changes-are-optimistic): every choice shows at once and is saved on the draft by the model; the main button
 * creates the return order, which goes to payment or straight to the confirmation.
 */
import { type ShippingOption, type ShopConfig, useGate, useTranslation, useUnit } from '@portal/shared';
import { Alert, formatPrice, LoadingState, StatusLine } from '@portal/shared/ui';
import { useId } from 'react';
import { type CarrierEntry, CarrierList } from '../../features/carrier-list/carrier-list';
import { VariantChooser } from '../../features/variant-chooser/variant-chooser';
import { $carrierFeatures, $carrierFeaturesSettled } from '../../model/carrier-features';
import {
  isShipItYourselfKey,
  showsFree,
  showsVariantChooser,
  sustainabilityBadge,
} from '../../model/carrier-order';
import * as draftModel from '../../model/carriers-draft';
import { $draftFlowGetBack } from '../../model/get-back';
import { fromCents, toCents } from '../../model/money';
import { chargeTypeOf } from '../../model/price-summary';
import {
  AlreadySubmitted,
  BackToProducts,
  CarriersTop,
  NoCarriers,
  SubmitBar,
  useFocusAfterPress,
} from './carriers-frame';
import { ShipmentChoices } from './shipment-choices';

/** The draft flow's carriers step. */
export function DraftCarriers({
  config,
  paymentStatus,
}: {
  config: ShopConfig;
  paymentStatus: string | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ids = { carriers: `${id}-carrier`, insurance: `${id}-insurance`, terms: `${id}-terms` };
  const [draft, options, list, selectedOption, variantId, forcedFree, parcels] = useUnit([
    draftModel.$draft,
    draftModel.$shippingOptions,
    draftModel.$carrierList,
    draftModel.$selectedOption,
    draftModel.$selectedVariantId,
    draftModel.$shippingForcedFree,
    draftModel.$parcels,
  ]);
  const [offer, insurance, terms, summary, problem] = useUnit([
    draftModel.$insuranceOffer,
    draftModel.$insuranceChoice,
    draftModel.$termsAccepted,
    draftModel.$priceSummary,
    draftModel.$submitProblem,
  ]);
  const [updateFailed, saving, submitting, createFailed, alreadySubmitted, features] = useUnit([
    draftModel.$draftUpdateFailed,
    draftModel.$draftSaving,
    draftModel.$submitting,
    draftModel.$createFailed,
    draftModel.$alreadySubmitted,
    $carrierFeatures,
  ]);
  const featuresSettled = useUnit($carrierFeaturesSettled);
  const choices = useUnit({
    returnOrderSubmitted: draftModel.returnOrderSubmitted,
    carrierChosen: draftModel.carrierChosen,
    otherOptionsExpanded: draftModel.otherOptionsExpanded,
    variantChosen: draftModel.variantChosen,
    packageAmountChanged: draftModel.packageAmountChanged,
    insuranceChosen: draftModel.insuranceChosen,
    termsToggled: draftModel.termsToggled,
  });
  const focusAfterPress = useFocusAfterPress(problem, ids);
  // Back from the payment page carries no status: the return order this tab made tells it.
  const unpaidSubmitted = useUnit(draftModel.$unpaidSubmitted);

  // Opening the page: the draft, the purchases' shipping options and the display toggles.
  const getBack = useUnit($draftFlowGetBack);
  useGate(draftModel.DraftCarriersGate, { chargeType: chargeTypeOf(config), paymentStatus });

  const top = <CarriersTop config={config} paymentStatus={paymentStatus ?? unpaidSubmitted} />;
  if (alreadySubmitted) {
    return (
      <section className="rp-carriers-page">
        {top}
        <AlreadySubmitted />
      </section>
    );
  }
  if (draft === null || options === null || summary === null || !featuresSettled) {
    return (
      <section className="rp-carriers-page">
        {top}
        <LoadingState label={t('carriers.loading')} />
      </section>
    );
  }
  if (options.length === 0) {
    return (
      <section className="rp-carriers-page">
        {top}
        <NoCarriers config={config} />
      </section>
    );
  }

  const shippingFeeCents = toCents(draft.shippingFee?.value) ?? 0;
  const entry = (option: ShippingOption): CarrierEntry => {
    const priceCents = toCents(option.price.value) ?? 0;
    return {
      id: option.id,
      label: option.service,
      logoUrl: option.logoUrl,
      priceCents,
      currency: option.price.currency,
      free: showsFree(priceCents, forcedFree),
      fee:
        option.id === selectedOption?.id && draft.shippingFee && shippingFeeCents > 0
          ? { cents: shippingFeeCents, currency: draft.shippingFee.currency, perItem: false }
          : null,
      emissions: sustainabilityBadge(
        option.shippingProductKey,
        features.mostSustainable,
        option.emissionsPerParcel,
      ),
    };
  };
  const variantsShown =
    selectedOption !== null && showsVariantChooser(selectedOption, { selected: true, forcedFree });
  const total = formatPrice(fromCents(summary.totalCents), summary.currency, i18n.language);

  const submit = () => {
    choices.returnOrderSubmitted();
    focusAfterPress();
  };

  return (
    <section className="rp-carriers-page" aria-busy={saving || undefined}>
      {top}
      {updateFailed && (
        <Alert tone="error">
          <p>{t('carriers.not_saved')}</p>
        </Alert>
      )}
      <CarrierList
        name={ids.carriers}
        shown={list.shown.map(entry)}
        hidden={list.hidden.map(entry)}
        expanded={list.expanded}
        selectedId={selectedOption?.id ?? null}
        onChoose={choices.carrierChosen}
        onExpand={choices.otherOptionsExpanded}
        busy={saving}
        selectedDetails={
          variantsShown ? (
            <VariantChooser
              variants={selectedOption.variants}
              value={variantId}
              onChoose={choices.variantChosen}
              busy={saving}
            />
          ) : null
        }
      />
      <ShipmentChoices
        ids={ids}
        parcels={parcels}
        onParcelsChange={choices.packageAmountChanged}
        offer={offer}
        insurance={insurance}
        onInsuranceChoose={choices.insuranceChosen}
        summary={summary}
        getBack={getBack}
        terms={terms}
        onTermsToggle={choices.termsToggled}
        problem={problem}
        busy={saving}
        shipItYourself={selectedOption !== null && isShipItYourselfKey(selectedOption.shippingProductKey)}
      />
      <StatusLine>{saving && t('carriers.saving')}</StatusLine>
      {createFailed && (
        <Alert tone="error" title={t('carriers.create_failed')}>
          <p>{t('carriers.create_failed_body')}</p>
        </Alert>
      )}
      <SubmitBar
        total={`${t(summary.totalLabelKey)}: ${total}`}
        pays={summary.totalCents > 0}
        busy={submitting}
        onSubmit={submit}
      />
      <div className="rp-button-row">
        <BackToProducts />
      </div>
    </section>
  );
}
