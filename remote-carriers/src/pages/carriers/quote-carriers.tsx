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
  useGate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { pricelistQuery, toQuoteItems } from '@portal/shared/quotes';
import { Alert, formatPrice, LoadingState } from '@portal/shared/ui';
import { useId } from 'react';
import { CarrierList } from '../../features/carrier-list/carrier-list';
import { $carrierFeatures, $carrierFeaturesSettled } from '../../model/carrier-features';
import * as quoteModel from '../../model/carriers-quote';
import { $quoteFlowGetBack } from '../../model/get-back';
import { fromCents } from '../../model/money';
import { chargeTypeOf } from '../../model/price-summary';
import {
  AlreadySubmitted,
  BackToProducts,
  CarriersTop,
  NoCarriers,
  SubmitBar,
  useFocusAfterPress,
} from './carriers-frame';
import { quoteCarrierEntry } from './quote-carrier-entry';
import { QuotePickupDetails } from './quote-pickup-details';
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
  const [selected, signIn, refundChoice, features, featuresSettled] = useUnit([
    $selectedItems,
    $signInDetails,
    $refundChoice,
    $carrierFeatures,
    $carrierFeaturesSettled,
  ]);
  const [stored, list, item, carrier, noPricelists, loading] = useUnit([
    quoteModel.$storedPricelists,
    quoteModel.$carrierList,
    quoteModel.$selectedPricelist,
    quoteModel.$carrier,
    quoteModel.$noPricelists,
    quoteModel.$pricelistsLoading,
  ]);
  const [parcels, offer, insurance, terms, problem, summary] = useUnit([
    quoteModel.$parcels,
    quoteModel.$insuranceOffer,
    quoteModel.$insuranceChoice,
    quoteModel.$termsAccepted,
    quoteModel.$submitProblem,
    quoteModel.$priceSummary,
  ]);
  // Back from the payment page carries no status: the quote this tab made tells it.
  const unpaidSubmitted = useUnit(quoteModel.$unpaidSubmitted);
  const [submitDisabled, hint, creating, quoteError, alreadySubmitted] = useUnit([
    quoteModel.$submitDisabled,
    quoteModel.$submitHint,
    quoteModel.$creatingQuote,
    quoteModel.$quoteError,
    quoteModel.$alreadySubmitted,
  ]);

  const choices = useUnit({
    quoteSubmitted: quoteModel.quoteSubmitted,
    pricelistChosen: quoteModel.pricelistChosen,
    otherOptionsExpanded: quoteModel.otherOptionsExpanded,
    parcelAmountChanged: quoteModel.parcelAmountChanged,
    insuranceChosen: quoteModel.insuranceChosen,
    termsToggled: quoteModel.termsToggled,
  });
  const focusAfterPress = useFocusAfterPress(problem, ids);

  // Opening the page: the pricelists when the bus has none (confirm items' query), and the toggles.
  const getBack = useUnit($quoteFlowGetBack);
  useGate(quoteModel.QuoteCarriersGate, {
    chargeType: chargeTypeOf(config),
    opened: {
      pricelistsQuery: pricelistQuery(selected, {
        ecommerceless,
        country: signIn?.country,
        // Confirm items stores a choice only when store credit is offered: the query it asked with.
        storeCredit: refundChoice !== null,
      }),
      paymentStatus,
    },
  });

  const top = <CarriersTop config={config} paymentStatus={paymentStatus ?? unpaidSubmitted} />;
  if (alreadySubmitted) {
    return (
      <section className="rp-carriers-page">
        {top}
        <AlreadySubmitted />
      </section>
    );
  }
  if (stored === null || loading || !featuresSettled) {
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

  const entry = (pricelist: PricelistItem) => quoteCarrierEntry(pricelist, stored, features.mostSustainable);
  const details = item && <QuotePickupDetails isPickup={carrier.isPickup} ecommerceless={ecommerceless} />;

  // Why the button cannot be used yet, when it is something the shopper can do.
  const hintKey = hint && `carriers.submit_hint.${hint}`;
  const waiting = submitDisabled && !creating;
  const total = summary.showTotal
    ? `${t(summary.totalLabelKey)}: ${formatPrice(fromCents(summary.totalCents), summary.currency, i18n.language)}`
    : undefined;

  const submit = () => {
    choices.quoteSubmitted({
      quoteItems: toQuoteItems(selected, {
        choice: refundChoice,
        orderNumber: signIn?.orderNumber,
        ecommerceless,
      }),
      locale: i18n.language,
      deviceId: getDeviceId(),
      sessionId: getSessionId(),
    });
    focusAfterPress();
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
        onChoose={choices.pricelistChosen}
        onExpand={choices.otherOptionsExpanded}
        selectedDetails={details}
      />
      <ShipmentChoices
        ids={ids}
        parcels={parcels}
        onParcelsChange={choices.parcelAmountChanged}
        offer={offer}
        insurance={insurance}
        onInsuranceChoose={choices.insuranceChosen}
        summary={summary}
        getBack={getBack}
        terms={terms}
        onTermsToggle={choices.termsToggled}
        problem={problem}
        shipItYourself={carrier.isShipItYourself}
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
