/**
 * The carriers step of the quote flow (docs/business-rules.md#carriers-submit): the pricelists as carriers; under the chosen one the pickup information, the
 * address and the pickup time; parcels, insurance, the summary and the terms; the main button
 * creates the quote, which goes to payment or straight to the confirmation.
 */
import {
  $refundChoice,
  $selectedItems,
  $signInDetails,
  getDeviceId,
  getSessionId,
  type PricelistItem,
  type ShopConfig,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { pricelistQuery, toQuoteItems } from '@portal/shared/quotes';
import { Alert, formatPrice, LoadingState } from '@portal/shared/ui';
import { useEffect, useId } from 'react';
import { AddressBlock } from '../../features/address-block/address-block';
import { TimeslotPicker } from '../../features/address-block/timeslot-picker';
import { type CarrierEntry, CarrierList } from '../../features/carrier-list/carrier-list';
import { $carrierFeatures } from '../../model/carrier-features';
import { showsFree, sustainabilityBadge } from '../../model/carrier-order';
import * as quoteModel from '../../model/carriers-quote';
import { fromCents, toCents } from '../../model/money';
import {
  AlreadySubmitted,
  BackToProducts,
  CarriersTop,
  chargeTypeOf,
  focusProblem,
  NoCarriers,
  SubmitBar,
} from './carriers-frame';
import { ShipmentChoices } from './shipment-choices';

/** The quote flow's carriers step. */
export function QuoteCarriers({
  config,
  paymentStatus,
}: {
  config: ShopConfig;
  paymentStatus: string | null;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const ids = { carriers: `${id}-carrier`, insurance: `${id}-insurance`, terms: `${id}-terms` };
  const ecommerceless = config.isEcommerceless;
  const [selected, signIn, refundChoice, features] = useUnit([
    $selectedItems,
    $signInDetails,
    $refundChoice,
    $carrierFeatures,
  ]);
  const [stored, list, item, carrier, noPricelists, loading] = useUnit([
    quoteModel.$storedPricelists,
    quoteModel.$carrierList,
    quoteModel.$selectedPricelist,
    quoteModel.$carrier,
    quoteModel.$noPricelists,
    quoteModel.$pricelistsLoading,
  ]);
  const [addressForm, addressDraft, pickupAddress, validating, addressError] = useUnit([
    quoteModel.$addressForm,
    quoteModel.$addressDraft,
    quoteModel.$pickupAddress,
    quoteModel.$addressValidating,
    quoteModel.$addressError,
  ]);
  const [timeslots, noTimeslots, timeslotsError, timeslotsLoading, timeslot] = useUnit([
    quoteModel.$timeslots,
    quoteModel.$noTimeslots,
    quoteModel.$timeslotsError,
    quoteModel.$timeslotsLoading,
    quoteModel.$timeslot,
  ]);
  const [parcels, offer, insurance, terms, problem, summary] = useUnit([
    quoteModel.$parcels,
    quoteModel.$insuranceOffer,
    quoteModel.$insuranceChoice,
    quoteModel.$termsAccepted,
    quoteModel.$submitProblem,
    quoteModel.$priceSummary,
  ]);
  const [submitDisabled, hint, creating, quoteError, alreadySubmitted] = useUnit([
    quoteModel.$submitDisabled,
    quoteModel.$submitHint,
    quoteModel.$creatingQuote,
    quoteModel.$quoteError,
    quoteModel.$alreadySubmitted,
  ]);

  // Opening the page: the pricelists when the bus has none (confirm items' query), and the toggles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit, with the state it was opened with
  useEffect(() => {
    quoteModel.returnPolicyChargeTypeKnown(chargeTypeOf(config));
    quoteModel.quoteCarriersOpened({
      pricelistsQuery: pricelistQuery(selected, {
        ecommerceless,
        country: signIn?.country,
        // Confirm items stores a choice only when store credit is offered: the query it asked with.
        storeCredit: refundChoice !== null,
      }),
      paymentStatus,
    });
  }, []);

  const top = <CarriersTop config={config} paymentStatus={paymentStatus} />;
  if (alreadySubmitted) {
    return (
      <section className="rp-carriers-page">
        {top}
        <AlreadySubmitted />
      </section>
    );
  }
  if (stored === null || loading) {
    return (
      <section className="rp-carriers-page">
        {top}
        <LoadingState label={t('carriers.loading')} />
      </section>
    );
  }
  if (noPricelists) {
    return (
      <section className="rp-carriers-page">
        {top}
        <NoCarriers config={config} />
      </section>
    );
  }

  const handlingFeeCents = toCents(stored.handlingFeePerItem?.price) ?? 0;
  const entry = (pricelist: PricelistItem): CarrierEntry => {
    const priceCents = toCents(pricelist.price) ?? 0;
    return {
      id: pricelist.uuid,
      label: pricelist.courierService.label,
      logoUrl: pricelist.courierService.logoUrl,
      priceCents,
      currency: pricelist.currency,
      free: showsFree(priceCents),
      fee:
        stored.handlingFeePerItem && handlingFeeCents > 0
          ? { cents: handlingFeeCents, currency: stored.handlingFeePerItem.currency, perItem: true }
          : null,
      emissions: sustainabilityBadge(
        pricelist.courierService.type,
        features.mostSustainable,
        pricelist.courierService.emissionsPerParcel,
      ),
    };
  };

  const details = item && (
    <>
      {carrier.isPickup && <p className="rp-pickup__info">{t('carriers.pickup.info')}</p>}
      {addressForm !== 'none' && (
        <AddressBlock
          form={addressForm}
          title={carrier.isPickup ? t('carriers.address.pickup_title') : t('carriers.address.title')}
          ecommerceless={ecommerceless}
          draft={addressDraft}
          saved={pickupAddress}
          validating={validating}
          errorKey={addressError}
          onSave={quoteModel.addressSaved}
          onEdit={quoteModel.addressEditStarted}
        />
      )}
      {carrier.isPickup && (
        <TimeslotPicker
          postalCode={pickupAddress?.postalCode || null}
          timeslots={timeslots}
          loading={timeslotsLoading}
          noTimeslots={noTimeslots}
          errorKey={timeslotsError}
          value={timeslot}
          onChoose={quoteModel.timeslotChosen}
        />
      )}
    </>
  );

  // Why the button cannot be used yet, when it is something the shopper can do.
  const hintKey = hint && `carriers.submit_hint.${hint}`;
  const waiting = submitDisabled && !creating;
  const total = summary.showTotal
    ? `${t(summary.totalLabelKey)}: ${formatPrice(fromCents(summary.totalCents), summary.currency, i18n.language)}`
    : undefined;

  const submit = () => {
    quoteModel.quoteSubmitted({
      quoteItems: toQuoteItems(selected, {
        choice: refundChoice,
        orderNumber: signIn?.orderNumber,
        ecommerceless,
      }),
      locale: i18n.language,
      deviceId: getDeviceId(),
      sessionId: getSessionId(),
    });
    focusProblem(quoteModel.$submitProblem.getState(), ids);
  };

  return (
    <section className="rp-carriers-page">
      {top}
      <CarrierList
        name={ids.carriers}
        shown={list.shown.map(entry)}
        hidden={list.hidden.map(entry)}
        expanded={list.expanded}
        selectedId={item?.uuid ?? null}
        onChoose={quoteModel.pricelistChosen}
        onExpand={quoteModel.otherOptionsExpanded}
        selectedDetails={details}
      />
      <ShipmentChoices
        ids={ids}
        parcels={parcels}
        onParcelsChange={quoteModel.parcelAmountChanged}
        offer={offer}
        insurance={insurance}
        onInsuranceChoose={quoteModel.insuranceChosen}
        summary={summary}
        terms={terms}
        onTermsToggle={quoteModel.termsToggled}
        problem={problem}
      />
      {quoteError && (
        <Alert tone="error" title={t('carriers.create_failed')}>
          <p>{t(quoteError)}</p>
        </Alert>
      )}
      <SubmitBar
        total={total}
        hint={hintKey && t(hintKey)}
        pays={summary.totalCents > 0}
        busy={creating}
        disabled={waiting}
        onSubmit={submit}
      />
      <div className="rp-button-row">
        <BackToProducts />
      </div>
    </section>
  );
}
