/**
 * The carriers step of the quote flow (docs/business-rules.md#carrier-data-from-a-pricelist,
 * docs/business-rules.md#address-forms-and-postal-codes, docs/business-rules.md#carriers-submit): the pricelists
 * from the bus (fetched when they are not there), the chosen carrier, parcels, insurance and terms,
 * the pickup or (ecommerce-less) typed address, the pickup timeslot, and the quote.
 *
 * The quote is created once per selection: never while an attempt is under way, never again once it
 * was created (Back shows the existing confirmation), unless the shopper came back from a payment
 * that did not go through. Each attempt has one request uuid, kept for its retries.
 *
 * What lives in remote-selection comes in with the events: the pricelists query and the quote
 * items (with their per-item type, which needs confirm items' store-credit choice); docs/flows.md has
 * how the two steps hand over.
 */
import {
  $consumerId,
  $pricelists,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $signInDetails,
  createGate,
  logger,
  type Pricelists,
  pricelistsLoaded,
  type QuoteItem,
  type QuoteRequest,
  type QuoteResponse,
  selectionSubmitted,
  stepErrorRaised,
  type Timeslots,
  type ValidatedAddress,
} from '@portal/shared';
import { productExchangesToPayCents, returnedUnits } from '@portal/shared/pricing';
import { createQuote } from '@portal/shared/quotes';
import { submissionKey, submitOnce } from '@portal/shared/submission';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { or } from 'patronum';
import { type AddressCheck, validateAddress } from '../api/address';
import { fetchPricelists, fetchQuoteConfirmation, fetchTimeslots } from '../api/pricelists';
import {
  type AddressValues,
  addressFromPricelist,
  isValidAddress,
  type PickupAddress,
  toPickupAddress,
  validateSimpleAddress,
  validateValidatedAddress,
} from './address';
import { trackCarrierStep, visibleKeys } from './analytics';
import { $carrierFeatures, fetchCarrierFeaturesFx } from './carrier-features';
import { type CarrierKind, carrierKind } from './carrier-kind';
import { automaticPricelist, quoteFlowCarrierList, storePricelists } from './carrier-order';
import { endsSession, inlineErrorKey } from './inline-error';
import { quoteFlowInsuranceOffer, selectedItemsValueCents } from './insurance';
// Demo mode's answers for this step's calls are registered with the model, so every page using it has them.
import './demo-data';
import { $typedAddress, addressTyped } from './carrier-answers';
import { confirmationReached, consumerMissing } from './navigation';
import { goToPaymentFx } from './payment-redirect';
import { quoteFlowPriceSummary } from './price-summary';
import { buildQuoteRequest, type Timeslot } from './quote-request';
import { createSubmitCheck, quoteSubmitBlocker } from './submit-rules';

/**
 * The quote flow's parcel maximum. The spec knows a constant 4 without its purpose; the draft
 * flow's sample draft allows 1 to 4, so 4 it is.
 */
export const QUOTE_FLOW_MAX_PARCELS = 4;

/** The quote flow's confirmation of a quote. */
export const quoteConfirmationPath = (quoteUuid: string): string =>
  `/order-confirmation/${encodeURIComponent(quoteUuid)}`;

/** The quote uuid a confirmation path (`/order-confirmation/{uuid}`) names. */
const quoteUuidOf = (path: string): string =>
  decodeURIComponent(new URL(path, 'https://portal.invalid').pathname.split('/').at(-1) ?? '');

/** A confirmation path holding null, www or false points at a broken answer: it is logged. */
export const suspectConfirmationPath = (path: string): boolean => /null|www|false/.test(path);

/** Which address form the selected carrier needs: none, the simple one, or the validated Dutch pickup form. */
export type AddressForm = 'none' | 'simple' | 'validated';

/**
 * The carriers page opened in the quote flow. `pricelistsQuery` is confirm items' query, used when
 * the bus has no pricelists; `paymentStatus` is the navigation state's, after a failed payment.
 */
export const quoteCarriersOpened = createEvent<{
  pricelistsQuery: URLSearchParams;
  paymentStatus?: string | null;
}>();
/** Open while the quote flow's carriers page is shown: the shop's charge type and what the page opened with. */
export const QuoteCarriersGate = createGate<{
  chargeType: string | null;
  opened: { pricelistsQuery: URLSearchParams; paymentStatus?: string | null };
}>();
/** The shopper chose a pricelist (its uuid). */
export const pricelistChosen = createEvent<string>();
/** The chosen pricelist was cleared: every carrier flag resets. */
export const pricelistCleared = createEvent();
/** The parcel-count selector changed (kept within 1 and QUOTE_FLOW_MAX_PARCELS). */
export const parcelAmountChanged = createEvent<number>();
/** The shopper answered the insurance question. */
export const insuranceChosen = createEvent<boolean>();
/** The shopper ticked or unticked the terms. */
export const termsToggled = createEvent<boolean>();
/** The shopper opened "other options". */
export const otherOptionsExpanded = createEvent();
/** The shopper saved an address form the page found valid (address.ts); the DHL pickup's is checked by the carrier first. */
export const addressSaved = createEvent<AddressValues>();
/** The shopper pressed "edit" on the saved address: the form opens with it, and its timeslot goes. */
export const addressEditStarted = createEvent();
/** The shopper chose a pickup window. */
export const timeslotChosen = createEvent<Timeslot | null>();
/** The shopper pressed "Try again" on a failed timeslots fetch: the same address is asked again. */
export const timeslotsRetried = createEvent();
/**
 * The shopper pressed the next-step button. `quoteItems` are confirm items' quote items for the
 * selection; `locale` the page's language.
 */
export const quoteSubmitted = createEvent<{
  quoteItems: QuoteItem[];
  locale: string;
  deviceId: string;
  sessionId: string;
}>();
/**
 * The total's charge type (`deduction` or none): the platform's description names `returnPolicyChargeType`
 * without saying where it comes from, so the page derives it from the shop's `isCarrierPriceDeducted`
 * (`chargeTypeOf` in price-summary.ts) and passes it in.
 */
export const returnPolicyChargeTypeKnown = createEvent<string | null>();

/** Fetches the pricelists when the bus has none. */
export const fetchPricelistsFx = createEffect(
  (query: URLSearchParams): Promise<Pricelists> => fetchPricelists(query),
);
/** Fetches a pickup's timeslots. */
export const fetchTimeslotsFx = createEffect(
  ({
    pricelistUuid,
    productKeys,
    postalCode,
  }: {
    pricelistUuid: string;
    productKeys: string[];
    postalCode: string;
  }): Promise<Timeslots> => fetchTimeslots(pricelistUuid, { productKeys, postalCode }),
);
/** Validates the DHL pickup's address with the carrier. */
export const validateAddressFx = createEffect(
  (check: AddressCheck & { address: AddressValues }): Promise<ValidatedAddress> => validateAddress(check),
);
/** Creates the quote with the submission's kept request uuid (`@portal/shared/submission`). */
export const createQuoteFx = createEffect(
  ({ request, submission }: { request: QuoteRequest; submission: string }): Promise<QuoteResponse> =>
    submitOnce(submission, (requestUuid) => createQuote(request, requestUuid)),
);

/** The pricelists as stored (non-DPD first, DPD last, DPD remembered); null until loaded. */
export const $storedPricelists = combine(
  $pricelists,
  (pricelists) => pricelists && storePricelists(pricelists),
);
/** True while the pricelists load. */
export const $pricelistsLoading = fetchPricelistsFx.pending;
/** True when the pricelists are there and hold no carrier (orderConfirmationModal.noPricelists). */
export const $noPricelists = combine(
  $storedPricelists,
  (stored) => stored !== null && stored.items.length === 0,
);
const $expanded = createStore(false).on(otherOptionsExpanded, () => true);
/** The list: what is shown, what waits behind "other options", and whether the shopper opened them. */
export const $carrierList = combine(
  $storedPricelists,
  $carrierFeatures,
  $expanded,
  (stored, features, expanded) => ({
    ...(stored
      ? quoteFlowCarrierList(stored, { forceExpand: features.forceExpand })
      : { shown: [], hidden: [] }),
    expanded,
  }),
);

// A pricelist chosen for the shopper (DPD included), not by them: analytics counts only theirs.
const pricelistPreset = createEvent<string>();
const $selectedUuid = createStore<string | null>(null, { skipVoid: false })
  .on([pricelistChosen, pricelistPreset], (_, uuid) => uuid)
  .reset(pricelistCleared, quoteCarriersOpened);
/** The chosen pricelist item. */
export const $selectedPricelist = combine(
  $storedPricelists,
  $selectedUuid,
  (stored, uuid) => stored?.items.find((item) => item.uuid === uuid) ?? null,
);
/** What the chosen carrier is (pickup, drop-off, validated pickup, ship-it-yourself, DPD, printer). */
export const $carrier = combine($selectedPricelist, (item): CarrierKind => carrierKind(item?.courierService));

const $ecommerceless = combine($shopConfig, (config) => Boolean(config?.isEcommerceless));
/** The country the address is in: the carrier's address, the sign-in's (ecommerce-less), or the pricelists'. */
const $addressCountry = combine(
  $selectedPricelist,
  $signInDetails,
  $storedPricelists,
  (item, signIn, stored) =>
    String(item?.address?.country ?? signIn?.country ?? stored?.country ?? '').toUpperCase(),
);
/** The address form the chosen carrier needs. */
export const $addressForm = combine(
  $selectedPricelist,
  $carrier,
  $ecommerceless,
  $addressCountry,
  (item, carrier, ecommerceless, country): AddressForm => {
    if (carrier.isPickup)
      return carrier.needsValidatingPickupAddress && country === 'NL' ? 'validated' : 'simple';
    return ecommerceless && item !== null ? 'simple' : 'none';
  },
);

/** The saved address; null while the form is open. */
export const $pickupAddress = createStore<PickupAddress | null>(null, { skipVoid: false }).reset(
  $selectedUuid.updates,
  addressEditStarted,
  quoteCarriersOpened,
);
/** What the open form starts with: the carrier's address, or the saved one when editing. */
export const $addressDraft = createStore<AddressValues>({
  street: '',
  houseNumber: '',
  city: '',
  postalCode: '',
  country: '',
});
// The address an ecommerce-less shopper saved, names included, is kept for the session: another carrier
// that asks for it starts from it, and so does the step when the shopper comes back to it or reloads, so
// nothing is typed twice (docs/business-rules.md#address-forms-and-postal-codes).
sample({ clock: addressSaved, filter: $ecommerceless, target: addressTyped });
/** True while the address form is open (a needed address not yet saved). */
export const $addressFormOpen = combine(
  $addressForm,
  $pickupAddress,
  (form, saved) => form !== 'none' && saved === null,
);
/** True while the carrier checks the address. */
export const $addressValidating = validateAddressFx.pending;
/** The address check's message key (invalid address, or the server's trouble); null when none. */
export const $addressError = createStore<string | null>(null, { skipVoid: false }).reset(
  addressSaved,
  addressEditStarted,
  $selectedUuid.updates,
  quoteCarriersOpened,
);

/** The pickup windows on offer; null until fetched. */
export const $timeslots = createStore<Timeslot[] | null>(null, { skipVoid: false });
/** True when the carrier offers no window (v2.carrierSelection.noTimeslots). */
export const $noTimeslots = combine($timeslots, (slots) => slots !== null && slots.length === 0);
/** The timeslots' message key when they could not be fetched; null otherwise. */
export const $timeslotsError = createStore<string | null>(null, { skipVoid: false });
/** True while the timeslots load. */
export const $timeslotsLoading = fetchTimeslotsFx.pending;
/** The chosen window. */
export const $timeslot = createStore<Timeslot | null>(null, { skipVoid: false }).on(
  timeslotChosen,
  (_, slot) => slot,
);
// The timeslot goes with the address.
$timeslots.reset($pickupAddress.updates);
$timeslotsError.reset($pickupAddress.updates);
$timeslot.reset($pickupAddress.updates);

/** The parcel count. */
export const $parcelAmount = createStore(1)
  .on(parcelAmountChanged, (_, amount) => Math.min(Math.max(Math.round(amount), 1), QUOTE_FLOW_MAX_PARCELS))
  .reset(quoteCarriersOpened);
/** The parcel-count selector: shown when the shop allows it and a carrier other than ship-it-yourself is chosen. */
export const $parcels = combine(
  $parcelAmount,
  $shopConfig,
  $carrier,
  $selectedPricelist,
  (amount, config, carrier, item) => ({
    shown: Boolean(config?.customizations.packagesQuantityEnabled && item && !carrier.isShipItYourself),
    amount,
    min: 1,
    max: QUOTE_FLOW_MAX_PARCELS,
  }),
);

/** The insurance on offer (tiers or the pricelists' price, see insurance.ts); null when not enabled. */
export const $insuranceOffer = combine(
  $storedPricelists,
  $selectedItems,
  $carrierFeatures,
  (stored, items, features) =>
    stored
      ? quoteFlowInsuranceOffer(stored.insurance, {
          itemsValueCents: selectedItemsValueCents(items),
          tiers: features.insuranceTiers,
        })
      : null,
);
/** The insurance answer; null until the shopper answers. */
export const $insuranceChoice = createStore<boolean | null>(null, { skipVoid: false })
  .on(insuranceChosen, (_, choice) => choice)
  .reset(quoteCarriersOpened);
/** The terms checkbox. */
export const $termsAccepted = createStore(false)
  .on(termsToggled, (_, accepted) => accepted)
  .reset(quoteCarriersOpened);
const submitCheck = createSubmitCheck({
  $insuranceOffer,
  $insuranceChoice,
  $termsAccepted,
  insuranceChosen,
  termsToggled,
});
/** The check that stopped the last submit; ticking or unticking the terms, or answering insurance, clears its own. */
export const $submitProblem = submitCheck.$submitProblem.reset(quoteCarriersOpened);

const $returnPolicyChargeType = createStore<string | null>(null, { skipVoid: false }).on(
  returnPolicyChargeTypeKnown,
  (_, type) => type,
);
/** The price summary (see price-summary.ts). */
export const $priceSummary = combine(
  {
    item: $selectedPricelist,
    stored: $storedPricelists,
    parcels: $parcelAmount,
    offer: $insuranceOffer,
    insured: $insuranceChoice,
    items: $selectedItems,
    chargeType: $returnPolicyChargeType,
  },
  ({ item, stored, parcels, offer, insured, items, chargeType }) =>
    quoteFlowPriceSummary({
      carrier: item && { price: item.price, currency: item.currency },
      parcels,
      insurance: offer,
      insured: insured === true,
      handlingFeePerItem: stored?.handlingFeePerItem,
      units: returnedUnits(items),
      productExchangeCents: productExchangesToPayCents(items),
      returnPolicyChargeType: chargeType,
    }),
);

// A confirmation URL with null, www or false in it is logged as an error.
const logSuspectPathFx = createEffect((path: string) => logger.error('Suspect confirmation URL', { path }));

/** True while the quote is being created. */
export const $creatingQuote = createQuoteFx.pending;
/** The quote creation's message key when it failed; null otherwise. */
export const $quoteError = createStore<string | null>(null, { skipVoid: false }).reset(quoteCarriersOpened);

/** Why the submit button cannot be used yet (quoteSubmitBlocker); null when it can. */
const $submitBlocker = combine(
  {
    item: $selectedPricelist,
    loading: or($pricelistsLoading, $addressValidating, $timeslotsLoading, $creatingQuote),
    carrier: $carrier,
    formOpen: $addressFormOpen,
    timeslot: $timeslot,
    ecommerceless: $ecommerceless,
  },
  ({ item, loading, carrier, formOpen, timeslot, ecommerceless }) =>
    quoteSubmitBlocker({
      pricelistSelected: item !== null,
      loading,
      isPickup: carrier.isPickup,
      addressFormOpen: formOpen,
      timeslotChosen: timeslot !== null,
      ecommerceless,
    }),
);
/** The submit button's disabled state. */
export const $submitDisabled = $submitBlocker.map((blocker) => blocker !== null);
/** What the shopper still has to do before the button can be used (`carriers.submit_hint.*`); null for none. */
export const $submitHint = $submitBlocker.map((blocker) => (blocker === 'loading' ? null : blocker));

/**
 * Reads the quote this tab made, when the page opens again without a payment status (Back from the
 * payment page, a reload): unpaid, the shopper may choose and pay again here
 * (docs/business-rules.md#an-unpaid-return-can-be-paid).
 */
export const fetchSubmittedQuoteFx = createEffect(
  ({ quoteUuid }: { quoteUuid: string; pricelistsQuery: URLSearchParams }) =>
    fetchQuoteConfirmation(quoteUuid),
);

// Came back from a payment that did not go through: the shopper may create a quote again.
const $paymentRetry = createStore(false).on(quoteCarriersOpened, (_, { paymentStatus }) =>
  Boolean(paymentStatus),
);
/** The payment status of the quote this tab made, when it turned out unpaid on opening the page again. */
export const $unpaidSubmitted = createStore<string | null>(null, { skipVoid: false });
/** The selection was submitted before and may not be again: the page offers its confirmation instead. */
export const $alreadySubmitted = combine(
  $selectionSubmitted,
  $paymentRetry,
  fetchSubmittedQuoteFx.pending,
  (submitted, retry, checking) => submitted !== null && !retry && !checking,
);

// Opening the page.
sample({
  clock: quoteCarriersOpened,
  source: $consumerId,
  filter: (id) => id === null,
  target: consumerMissing,
});
// Submitted before, and no payment status to go on: where does that quote stand?
sample({
  clock: quoteCarriersOpened,
  source: { consumerId: $consumerId, submitted: $selectionSubmitted },
  filter: ({ consumerId, submitted }, { paymentStatus }) =>
    consumerId !== null && submitted?.kind === 'quote' && !paymentStatus,
  fn: ({ submitted }, { pricelistsQuery }) => ({
    quoteUuid: quoteUuidOf(submitted?.next ?? ''),
    pricelistsQuery,
  }),
  target: fetchSubmittedQuoteFx,
});
// Not paid (open, cancelled, failed, expired) and not replaced: the step is the shopper's again.
const unpaidFound = sample({
  clock: fetchSubmittedQuoteFx.done,
  filter: ({ result }) =>
    !result.replacedBy && ['open', 'canceled', 'failed', 'expired'].includes(result.paymentStatus),
  fn: ({ params, result }) => ({
    pricelistsQuery: params.pricelistsQuery,
    paymentStatus: result.paymentStatus,
  }),
});
$paymentRetry.on(unpaidFound, () => true);
$unpaidSubmitted.on(unpaidFound, (_, { paymentStatus }) => paymentStatus).reset(quoteCarriersOpened);
const loadable = sample({
  clock: [quoteCarriersOpened, unpaidFound],
  source: { consumerId: $consumerId, submitted: $selectionSubmitted, retry: $paymentRetry },
  filter: ({ consumerId, submitted, retry }) => consumerId !== null && (submitted === null || retry),
  fn: (_, { pricelistsQuery }) => pricelistsQuery,
});
sample({ clock: loadable, target: fetchCarrierFeaturesFx });
sample({
  clock: loadable,
  source: $pricelists,
  filter: (pricelists) => pricelists === null,
  fn: (_, query) => query,
  target: fetchPricelistsFx,
});
sample({ clock: fetchPricelistsFx.doneData, target: pricelistsLoaded });
sample({ clock: fetchPricelistsFx.failData, target: stepErrorRaised });
$expanded.reset(quoteCarriersOpened);

// With DPD included the first pricelist is chosen for the shopper.
sample({
  clock: [loadable, $storedPricelists.updates],
  source: { stored: $storedPricelists, uuid: $selectedUuid },
  filter: ({ stored, uuid }) => uuid === null && stored !== null && automaticPricelist(stored) !== null,
  fn: ({ stored }) => automaticPricelist(stored as NonNullable<typeof stored>)?.uuid as string,
  target: pricelistPreset,
});

// A chosen carrier's address: the form starts from the carrier's address (the sign-in country for
// ecommerce-less shops, whose pricelists carry no address); for other shops it is saved at once
// when it is complete, and the Dutch DHL pickup's is checked with the carrier first.
const carrierAddress = sample({
  clock: $selectedUuid.updates,
  source: {
    form: $addressForm,
    item: $selectedPricelist,
    country: $addressCountry,
    ecommerceless: $ecommerceless,
    typed: $typedAddress,
  },
  filter: ({ form }) => form !== 'none',
  fn: ({ form, item, country, ecommerceless, typed }) => ({
    form,
    ecommerceless,
    prefill: addressFromPricelist(ecommerceless ? null : (item?.address ?? null), country),
    typed,
  }),
});
$addressDraft.on(carrierAddress, (_, { prefill, ecommerceless, typed }) =>
  ecommerceless ? { ...prefill, firstName: '', lastName: '', ...typed, country: prefill.country } : prefill,
);
const AUTO_NAMES = {
  street: '',
  houseNumber: '',
  city: '',
  postalCode: '',
  country: '',
  firstName: '',
  lastName: '',
};
sample({
  clock: carrierAddress,
  filter: ({ form, ecommerceless, prefill }) =>
    form === 'simple' &&
    !ecommerceless &&
    isValidAddress(
      validateSimpleAddress(prefill, {
        countries: [prefill.country],
        ecommerceless: false,
        names: AUTO_NAMES,
      }),
    ),
  fn: ({ prefill }) => prefill,
  target: addressSaved,
});
sample({
  clock: carrierAddress,
  filter: ({ form, ecommerceless, prefill }) =>
    form === 'validated' && !ecommerceless && isValidAddress(validateValidatedAddress(prefill, AUTO_NAMES)),
  fn: ({ prefill }) => prefill,
  target: addressSaved,
});
sample({
  clock: addressEditStarted,
  source: $pickupAddress,
  filter: Boolean,
  fn: (saved) => saved,
  target: $addressDraft,
});

// Saving: the validated form asks the carrier; the simple form is kept as it is.
const saving = sample({
  clock: addressSaved,
  source: {
    form: $addressForm,
    item: $selectedPricelist,
    items: $selectedItems,
    ecommerceless: $ecommerceless,
  },
  fn: (context, address) => ({ ...context, address }),
});
sample({
  clock: saving,
  filter: ({ form }) => form === 'simple',
  fn: ({ address }) => toPickupAddress(address),
  target: $pickupAddress,
});
$addressDraft.on(saving, (_, { address }) => address);
sample({
  clock: saving,
  filter: ({ form, item }) => form === 'validated' && item !== null,
  fn: ({ item, items, ecommerceless, address }) => ({
    pricelistUuid: item?.uuid as string,
    postalCode: toPickupAddress(address).postalCode,
    houseNumber: address.houseNumber.trim(),
    productKeys: ecommerceless ? null : items.map((selected) => selected.key),
    address,
  }),
  target: validateAddressFx,
});
// An answer for a carrier the shopper has since left is dropped.
sample({
  clock: validateAddressFx.done,
  source: $selectedUuid,
  filter: (uuid, { params }) => uuid === params.pricelistUuid,
  fn: (_, { params, result }) =>
    toPickupAddress({
      ...params.address,
      street: result.street1,
      houseNumber: result.street2?.trim() || params.address.houseNumber,
      postalCode: result.zip,
      city: result.city,
    }),
  target: $pickupAddress,
});
sample({ clock: validateAddressFx.failData, filter: endsSession, target: stepErrorRaised });
sample({
  clock: validateAddressFx.failData,
  filter: (error) => !endsSession(error),
  fn: inlineErrorKey,
  target: $addressError,
});

// Timeslots, when a pickup's postal code is known.
sample({
  clock: [$pickupAddress.updates, timeslotsRetried],
  source: { carrier: $carrier, item: $selectedPricelist, items: $selectedItems, address: $pickupAddress },
  filter: ({ carrier, item, address }) => carrier.isPickup && item !== null && Boolean(address?.postalCode),
  fn: ({ item, items, address }) => ({
    pricelistUuid: item?.uuid as string,
    productKeys: items.map((selected) => selected.key),
    postalCode: address?.postalCode as string,
  }),
  target: fetchTimeslotsFx,
});
$timeslots.on(fetchTimeslotsFx, () => null);
// An answer for an address since cleared or changed is dropped.
sample({
  clock: fetchTimeslotsFx.done,
  source: $pickupAddress,
  filter: (address, { params }) => address?.postalCode === params.postalCode,
  fn: (_, { result }) => result.items,
  target: $timeslots,
});
$timeslotsError.on(fetchTimeslotsFx, () => null);
sample({ clock: fetchTimeslotsFx.failData, filter: endsSession, target: stepErrorRaised });
sample({
  clock: fetchTimeslotsFx.failData,
  filter: (error) => !endsSession(error),
  fn: inlineErrorKey,
  target: $timeslotsError,
});

// Submitting.
const checked = sample({
  clock: quoteSubmitted,
  source: {
    consumerId: $consumerId,
    disabled: $submitDisabled,
    alreadySubmitted: $alreadySubmitted,
    problem: submitCheck.$pendingProblem,
  },
  filter: ({ disabled, alreadySubmitted }) => !disabled && !alreadySubmitted,
  fn: ({ consumerId, problem }, input) => ({ consumerId, input, problem }),
});
sample({ clock: checked, filter: ({ consumerId }) => consumerId === null, target: consumerMissing });
$submitProblem.on(checked, (_, { problem }) => problem);
sample({
  clock: checked,
  source: {
    item: $selectedPricelist,
    parcels: $parcelAmount,
    offer: $insuranceOffer,
    insured: $insuranceChoice,
    address: $pickupAddress,
    form: $addressForm,
    ecommerceless: $ecommerceless,
    timeslot: $timeslot,
  },
  filter: (_, { consumerId, problem }) => consumerId !== null && problem === null,
  fn: (state, { consumerId, input }) => ({
    request: buildQuoteRequest({
      pricelistUuid: state.item?.uuid as string,
      quoteItems: input.quoteItems,
      parcels: state.parcels,
      insurance: state.offer,
      insured: state.insured === true,
      locale: input.locale,
      userProperties: { deviceId: input.deviceId, sessionId: input.sessionId },
      address: state.form === 'none' ? null : state.address,
      ecommerceless: state.ecommerceless,
      timeslot: state.timeslot,
    }),
    submission: submissionKey('quote', consumerId as string, input.quoteItems),
  }),
  target: createQuoteFx,
});
$quoteError.reset(createQuoteFx);

const created = sample({
  clock: createQuoteFx.doneData,
  fn: (quote) => ({ quote, next: quoteConfirmationPath(quote.quoteUuid) }),
});
sample({
  clock: created,
  filter: ({ next }) => suspectConfirmationPath(next),
  fn: ({ next }) => next,
  target: logSuspectPathFx,
});
// Remembered on the bus: Back offers this confirmation instead of a second quote.
sample({ clock: created, fn: ({ next }) => ({ kind: 'quote' as const, next }), target: selectionSubmitted });
$paymentRetry.reset(created);
sample({
  clock: created,
  filter: ({ quote }) => Boolean(quote.paymentUrl),
  fn: ({ quote }) => quote.paymentUrl as string,
  target: goToPaymentFx,
});
sample({
  clock: created,
  filter: ({ quote }) => !quote.paymentUrl,
  fn: ({ next }) => next,
  target: confirmationReached,
});
sample({ clock: createQuoteFx.failData, filter: endsSession, target: stepErrorRaised });
sample({
  clock: createQuoteFx.failData,
  filter: (error) => !endsSession(error),
  fn: inlineErrorKey,
  target: $quoteError,
});

// Each visit: the charge type first (the insurance and fee rules read it), then the page's opening.
sample({
  clock: QuoteCarriersGate.open,
  fn: ({ chargeType }) => chargeType,
  target: returnPolicyChargeTypeKnown,
});
sample({ clock: QuoteCarriersGate.open, fn: ({ opened }) => opened, target: quoteCarriersOpened });

// Analytics (docs/analytics.md#the-client).
trackCarrierStep({
  flow: 'quote',
  opened: quoteCarriersOpened,
  $open: QuoteCarriersGate.status,
  $shownKeys: $carrierList.map((list) => visibleKeys(list, (item) => item.courierService.type)),
  carrierPicked: sample({
    clock: pricelistChosen,
    source: $storedPricelists,
    filter: (stored, uuid) => Boolean(stored?.items.some((item) => item.uuid === uuid)),
    fn: (stored, uuid) => stored?.items.find((item) => item.uuid === uuid)?.courierService.type as string,
  }),
  $insuranceOffer,
  insuranceChosen,
  $parcels: $parcelAmount,
  $items: $selectedItems,
  submitted: createQuoteFx.done,
});
