/**
 * The carriers step of the draft flow (docs/business-rules.md#carrier-order,
 * docs/business-rules.md#draft-changes-are-optimistic): the draft return order is fetched when the page opens; without a
 * shipping quote the first option is chosen for the shopper; every change (carrier, variant,
 * parcels, insurance, terms) shows at once and is written to the draft, and is rolled back with a
 * message when the server refuses it. A draft that is gone (404) or no longer fits (409) sends the
 * shopper back to select items.
 *
 * Changes are written one at a time: a change made while another is under way waits and is sent
 * merged with any later ones, so the server's answers arrive in the order the changes were made
 * and a refusal rolls back only what it refused.
 *
 * The return order is created once per selection: never while an attempt is under way, never
 * again once it was created and paid or free (Back shows the existing confirmation), but again when
 * the shopper came back from a payment that is not through: with its status, or by Back from the
 * payment page, where the page reads the return order first (its payment still open, say). The
 * platform lets the new one replace the unpaid one, so the shopper has one return either way. A submission keeps one request uuid (in session storage, per draft
 * selection) for every try and press until it is created or refused for good, so a lost answer
 * never makes a second return order.
 */
import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  type CreatedReturnOrder,
  createGate,
  type DraftReturnOrder,
  isHttpError,
  purchasesLoaded,
  type ReturnOrder,
  type ShippingOption,
  type ShopConfig,
  selectionRestored,
  selectionSubmitted,
  stepErrorRaised,
} from '@portal/shared';
import type { readDraftSelection } from '@portal/shared/purchase-items';
import { usesQuoteFlow } from '@portal/shared/quotes';
import { submissionKey, submitOnce } from '@portal/shared/submission';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { or, reset } from 'patronum';
import { type DraftUpdate, fetchDraft, updateDraft } from '../api/draft-return-order';
import { fetchPurchases } from '../api/purchases';
import { createReturnOrder, fetchReturnOrder } from '../api/return-order';
import { trackCarrierStep, visibleKeys } from './analytics';
import { $carrierFeatures, fetchCarrierFeaturesFx } from './carrier-features';
import { automaticShippingChoice, byPosition, type CarrierList, draftFlowCarrierList } from './carrier-order';
import { applyDraftUpdate, carrierUpdate, clampPackageAmount, mergeDraftUpdates } from './draft-change';
import { endsSession } from './inline-error';
import { draftFlowInsuranceOffer } from './insurance';
// Demo mode's answers for this step's calls are registered with the model, so every page using it has them.
import './demo-data';
import { $insuranceAnswerSaved, insuranceAnswerSaved } from './carrier-answers';
import { confirmationReached, consumerMissing } from './navigation';
import { goToPaymentFx } from './payment-redirect';
import { chargeTypeOf, draftFlowPriceSummary } from './price-summary';
import { selectionShippingOptions } from './shipping-options';
import { createSubmitCheck } from './submit-rules';

/** The return order id a confirmation path names. */
const returnOrderIdOf = (path: string): string =>
  new URL(path, 'https://portal.invalid').searchParams.get('returnOrderId') ?? '';

/** Whether a return order this tab created is not paid and not replaced: the step may make it again. */
const isUnpaid = (order: ReturnOrder): boolean =>
  !order.replacedBy && ['Open', 'Cancelled', 'Failed', 'Expired'].includes(order.paymentStatus ?? '');

/** The submitted status of a return order that must be paid first. */
export const PAYMENT_STATUS = 'Payment';

/** The draft flow's confirmation of a return order. */
export const returnOrderConfirmationPath = (consumerId: string, returnOrderId: string): string =>
  `/order-confirmation?${new URLSearchParams({ id: consumerId, returnOrderId })}`;

/**
 * The carriers page opened in the draft flow; `paymentStatus` is the navigation state's payment
 * status when a payment failed and the shopper was sent back here.
 */
export const draftCarriersOpened = createEvent<{ paymentStatus?: string | null } | undefined>();
/** Open while the draft flow's carriers page is shown: the shop's charge type and the payment status it opened with. */
export const DraftCarriersGate = createGate<{ chargeType: string | null; paymentStatus: string | null }>();
/** The shopper chose a carrier (a shipping option id). */
export const carrierChosen = createEvent<string>();
/** The shopper chose a variant of the selected carrier. */
export const variantChosen = createEvent<string>();
/** The parcel-count selector changed (kept within the draft's bounds). */
export const packageAmountChanged = createEvent<number>();
/** The shopper answered the insurance question. */
export const insuranceChosen = createEvent<boolean>();
/** The shopper ticked or unticked the terms. */
export const termsToggled = createEvent<boolean>();
/** The shopper opened "other options". */
export const otherOptionsExpanded = createEvent();
/** The shopper pressed the next-step button. */
export const returnOrderSubmitted = createEvent();
/**
 * The total's charge type (`deduction` or none): the platform's description names `returnPolicyChargeType`
 * without saying where it comes from, so the page derives it from the shop's `isCarrierPriceDeducted`
 * (`chargeTypeOf` in price-summary.ts) and passes it in.
 */
export const returnPolicyChargeTypeKnown = createEvent<string | null>();

/** The draft is gone or no longer fits the selection: the page goes to /select-items. */
export const draftGone = createEvent();

/** Fetches the draft. */
export const fetchDraftFx = createEffect((consumerId: string) => fetchDraft(consumerId));
/** Writes one (merged) change to the draft. */
export const updateDraftFx = createEffect(
  ({ consumerId, update }: { consumerId: string; update: DraftUpdate }) => updateDraft(consumerId, update),
);
/** Fetches the purchases when the session has none: the shipping options are theirs. */
export const fetchPurchasesFx = createEffect((consumerId: string) => fetchPurchases(consumerId));
/** Creates the return order with the submission's kept request uuid (`@portal/shared/submission`). */
export const createReturnOrderFx = createEffect(
  ({ consumerId, submission }: { consumerId: string; submission: string }): Promise<CreatedReturnOrder> =>
    submitOnce(submission, (requestUuid) => createReturnOrder(consumerId, requestUuid)),
);

/** Raised when a refused change finds no draft to roll back to. */
export class DraftRollbackError extends Error {
  constructor() {
    super('No carriers state to roll back to');
    this.name = 'DraftRollbackError';
  }
}

// The draft as the server last answered it: what a refusal rolls back to.
const $confirmedDraft = createStore<DraftReturnOrder | null>(null);
// The change with the server, and the changes made since, merged (not yet sent).
const $inFlight = createStore<DraftUpdate | null>(null);
const $unsent = createStore<DraftUpdate | null>(null);
// True while a change is with the server.
const $sending = createStore(false);

/**
 * The draft as the page shows it: the server's, with the changes it has not answered yet applied.
 * An answer replaces the server's part; a refusal drops only the change it refused.
 */
export const $draft = combine(
  $confirmedDraft,
  $inFlight,
  $unsent,
  (confirmed, inFlight, unsent) =>
    confirmed && applyDraftUpdate(applyDraftUpdate(confirmed, inFlight ?? {}), unsent ?? {}),
);

/** True after the server refused the last change (it was rolled back); cleared by the next change. */
export const $draftUpdateFailed = createStore(false);
/** True while changes wait to be written or are being written. */
export const $draftSaving = or(
  $sending,
  $unsent.map((unsent) => unsent !== null),
);

/** The shipping options of the selection by position; null while the purchases are not known. */
export const $shippingOptions = combine($purchasesCache, $selectedItems, (purchases, items) => {
  const options = selectionShippingOptions(
    purchases,
    items.map((item) => item.purchaseId),
  );
  return options && byPosition(options);
});

const $expanded = createStore(false).on(otherOptionsExpanded, () => true);
/** The list: what is shown, what waits behind "other options", and whether the shopper opened them. */
export const $carrierList = combine(
  $shippingOptions,
  $carrierFeatures,
  $expanded,
  (options, features, expanded): CarrierList<ShippingOption> & { expanded: boolean } => ({
    ...draftFlowCarrierList(options ?? [], { forceExpand: features.forceExpand }),
    expanded,
  }),
);

/** The carrier the draft's shipping quote names. */
export const $selectedOption = combine(
  $draft,
  $shippingOptions,
  (draft, options) =>
    options?.find((option) => option.id === draft?.shippingOptionQuote?.shippingOptionId) ?? null,
);
/** The selected carrier's variant id. */
export const $selectedVariantId = combine($draft, (draft) => draft?.shippingOptionQuote?.variant ?? null);
/** True when the draft says shipping is free: prices read "Free" and the variant chooser is hidden. */
export const $shippingForcedFree = combine($draft, (draft) => Boolean(draft?.shippingOptionsShouldBeFree));

/** The parcel-count selector: shown when the shop allows it and the carrier does, with the draft's bounds. */
export const $parcels = combine($draft, $selectedOption, $shopConfig, (draft, option, config) => ({
  shown: Boolean(config?.customizations.packagesQuantityEnabled && option?.selectablePackageAmount),
  amount: draft?.packageAmount ?? 1,
  min: draft?.minReturnShipments ?? 1,
  max: draft?.maxReturnShipments ?? 1,
}));

/** The insurance on offer (the draft's quote), null when there is none. */
export const $insuranceOffer = combine($draft, (draft) => (draft ? draftFlowInsuranceOffer(draft) : null));
// The draft cannot tell "no" from "not answered": the shopper's answer in this visit is kept at once
// (optimistic), and the session keeps that the server took one, so a reload does not ask again. A
// refused answer puts back the saved state, so "No" is never shown chosen after the message says the
// previous choice is back.
const $insuranceAnswered = createStore(false).on(insuranceChosen, () => true);
/** The insurance answer: null until answered (a "yes" saved before counts as answered). */
export const $insuranceChoice = combine(
  $draft,
  $insuranceAnswered,
  $insuranceAnswerSaved,
  (draft, answered, saved) =>
    answered || saved || draft?.addInsurance ? Boolean(draft?.addInsurance) : null,
);
/** The terms as saved on the draft. */
export const $termsAccepted = combine($draft, (draft) => Boolean(draft?.tacAgreed));

const submitCheck = createSubmitCheck({
  $insuranceOffer,
  $insuranceChoice,
  $termsAccepted,
  insuranceChosen,
  termsToggled,
});
/** The check that stopped the last submit; the answer it asked for clears it. */
export const $submitProblem = submitCheck.$submitProblem;

const $returnPolicyChargeType = createStore<string | null>(null, { skipVoid: false }).on(
  returnPolicyChargeTypeKnown,
  (_, type) => type,
);
/** The price summary (see price-summary.ts); null until the draft is there. */
export const $priceSummary = combine($draft, $returnPolicyChargeType, (draft, chargeType) =>
  draft ? draftFlowPriceSummary(draft, { returnPolicyChargeType: chargeType }) : null,
);

/**
 * Reads the return order this tab created, when the page opens again without a payment status
 * (Back from the payment page, a reload): unpaid, the shopper may pay or change it here.
 */
export const fetchSubmittedFx = createEffect(
  ({ consumerId, returnOrderId }: { consumerId: string; returnOrderId: string }) =>
    fetchReturnOrder(consumerId, returnOrderId),
);

// Came back from a payment that is not through: the shopper may create a return order again.
const $paymentRetry = createStore(false);
/**
 * The payment status of the return order this tab created, when it turned out unpaid on opening the
 * page again (the banner says it, as the navigation state's status after a payment that failed).
 */
export const $unpaidSubmitted = createStore<string | null>(null, { skipVoid: false });
/** The selection was submitted before and may not be again: the page offers its confirmation instead. */
export const $alreadySubmitted = combine(
  $selectionSubmitted,
  $paymentRetry,
  fetchSubmittedFx.pending,
  (submitted, retry, checking) => submitted !== null && !retry && !checking,
);
// A valid submit waiting for the changes under way to be written first.
const $submitWaiting = createStore(false);
/** True from a valid submit until the return order is created or the attempt failed. */
export const $submitting = or(createReturnOrderFx.pending, $submitWaiting);
/** True when creating the return order failed ("Could not create return order"). */
export const $createFailed = createStore(false);

// Opening the page.
const opened = sample({
  clock: draftCarriersOpened,
  source: { consumerId: $consumerId, submitted: $selectionSubmitted },
  fn: ({ consumerId, submitted }, payload) => ({
    consumerId,
    submitted,
    paymentRetry: Boolean(payload?.paymentStatus),
  }),
});
$paymentRetry.on(opened, (_, { paymentRetry }) => paymentRetry);
sample({ clock: opened, filter: ({ consumerId }) => consumerId === null, target: consumerMissing });
// Submitted before, and no payment status to go on: where does that return order stand?
sample({
  clock: opened,
  filter: ({ consumerId, submitted, paymentRetry }) =>
    consumerId !== null && submitted?.kind === 'return-order' && !paymentRetry,
  fn: ({ consumerId, submitted }) => ({
    consumerId: consumerId as string,
    returnOrderId: returnOrderIdOf(submitted?.next ?? ''),
  }),
  target: fetchSubmittedFx,
});
// Not paid (open, cancelled, failed, expired): the step is the shopper's again, with the draft's choices.
const unpaidFound = sample({
  clock: fetchSubmittedFx.done,
  filter: ({ result }) => isUnpaid(result),
  fn: ({ params, result }) => ({
    consumerId: params.consumerId,
    paymentStatus: result.paymentStatus as string,
  }),
});
$paymentRetry.on(unpaidFound, () => true);
$unpaidSubmitted.on(unpaidFound, (_, { paymentStatus }) => paymentStatus).reset(draftCarriersOpened);
const fetchable = sample({
  clock: [opened, unpaidFound],
  filter: (visit) =>
    visit.consumerId !== null && ('paymentStatus' in visit || visit.submitted === null || visit.paymentRetry),
  fn: ({ consumerId }) => consumerId as string,
});
// The visit the host server began (`carriersRequested`) goes on with what it read: the draft and the
// toggles are in the scope the browser hydrated, and are not asked for a second time. Once: the next visit
// asks. One decision per opening, carried in the payload.
const $draftFromServer = createStore(false);
const visitBegun = sample({
  clock: fetchable,
  source: $draftFromServer,
  fn: (fromServer, consumerId) => ({ consumerId, fromServer }),
});
$draftFromServer.reset(visitBegun);
/** The visit found the server's draft. */
const draftFound = sample({ clock: visitBegun, filter: ({ fromServer }) => fromServer });
const fetchWanted = sample({
  clock: visitBegun,
  filter: ({ fromServer }) => !fromServer,
  fn: ({ consumerId }) => consumerId,
});
sample({ clock: fetchWanted, target: [fetchDraftFx, fetchCarrierFeaturesFx] });

/**
 * The host server asks for the page (its `pageStarted`, docs/architecture.md#steps-rendered-on-the-server):
 * in the draft flow the platform keeps the selection, so the draft, the purchases (their shipping options)
 * and the toggles are read, and the selection is made again from the draft as select items made it.
 */
export const carriersRequested = createEvent<{ language: string }>();
/** Reads the draft and the purchases, and makes the draft's selection of them (SelectionNotOnPlatformError). */
export const selectionOnPlatformFx = createEffect(
  async (params: Parameters<typeof readDraftSelection>[0]) => {
    // Run by the host server's render alone: the step's browser bundle does not carry select items' rules.
    const items = await import('@portal/shared/purchase-items');
    return items.readDraftSelection(params, { fetchDraft, fetchPurchases });
  },
);
const requested = sample({
  clock: carriersRequested,
  source: { config: $shopConfig, consumerId: $consumerId, isDemo: $isDemo, cached: $purchasesCache },
  filter: ({ config, consumerId, isDemo }) =>
    config !== null && !usesQuoteFlow(config) && consumerId !== null && !isDemo,
  fn: ({ config, consumerId, cached }, { language }) => ({
    config: config as ShopConfig,
    consumerId: consumerId as string,
    cached,
    language,
  }),
});
sample({ clock: requested, target: selectionOnPlatformFx });
sample({ clock: requested, fn: () => undefined, target: fetchCarrierFeaturesFx });
// The total's label as the page's gate would tell it in the browser.
sample({ clock: requested, fn: ({ config }) => chargeTypeOf(config), target: returnPolicyChargeTypeKnown });
sample({ clock: selectionOnPlatformFx.doneData, fn: ({ items }) => items, target: selectionRestored });
sample({
  clock: selectionOnPlatformFx.done,
  filter: ({ params }) => params.cached === null,
  fn: ({ result }) => result.purchases,
  target: purchasesLoaded,
});
$confirmedDraft.on(selectionOnPlatformFx.doneData, (_, { draft }) => draft);
$draftFromServer.on(selectionOnPlatformFx.done, () => true);
// A selection only the tab knows, or a platform that failed: the page is the browser's to render.
sample({ clock: selectionOnPlatformFx.failData, target: stepErrorRaised });
sample({
  clock: fetchWanted,
  source: $purchasesCache,
  filter: (purchases) => purchases === null,
  fn: (_, id) => id,
  target: fetchPurchasesFx,
});
sample({ clock: fetchPurchasesFx.doneData, target: purchasesLoaded });
// Each visit starts from the server's draft, with nothing pending, failed or expanded.
// Each visit starts from the platform's draft (the server's, in the visit it began): a visit that shows
// one fetches it first.
$confirmedDraft.reset(fetchWanted);
reset({
  clock: draftCarriersOpened,
  target: [
    $inFlight,
    $unsent,
    $draftUpdateFailed,
    $insuranceAnswered,
    $submitProblem,
    $createFailed,
    $expanded,
    $submitWaiting,
  ],
});
$confirmedDraft.on(fetchDraftFx.doneData, (_, draft) => draft);

// A change: shown at once, queued for the server.
const changed = createEvent<DraftUpdate>();
const applied = sample({
  clock: changed,
  source: $draft,
  filter: (draft) => draft !== null,
  fn: (_, update) => ({ update }),
});
$unsent.on(applied, (unsent, { update }) => mergeDraftUpdates(unsent, update));
$draftUpdateFailed.reset(applied);

const sendStarted = createEvent<{ consumerId: string; update: DraftUpdate }>();
sample({
  clock: [$unsent.updates, $sending.updates],
  source: { unsent: $unsent, sending: $sending, consumerId: $consumerId },
  filter: ({ unsent, sending, consumerId }) => unsent !== null && !sending && consumerId !== null,
  fn: ({ unsent, consumerId }) => ({ consumerId: consumerId as string, update: unsent as DraftUpdate }),
  target: sendStarted,
});
$unsent.reset(sendStarted);
$inFlight.on(sendStarted, (_, { update }) => update).reset(updateDraftFx.finally);
$sending.on(sendStarted, () => true).on(updateDraftFx.finally, () => false);
sample({ clock: sendStarted, target: updateDraftFx });
$confirmedDraft.on(updateDraftFx.doneData, (_, draft) => draft);
sample({
  clock: updateDraftFx.done,
  filter: ({ params }) => params.update.addInsurance !== undefined,
  target: insuranceAnswerSaved,
});
sample({
  clock: updateDraftFx.fail,
  source: $insuranceAnswerSaved,
  filter: (_, { params }) => params.update.addInsurance !== undefined,
  target: $insuranceAnswered,
});
sample({
  clock: updateDraftFx.fail,
  source: $confirmedDraft,
  filter: (confirmed) => confirmed === null,
  fn: () => new DraftRollbackError(),
  target: stepErrorRaised,
});

const gone = (error: unknown) => isHttpError(error) && (error.status === 404 || error.status === 409);
sample({
  clock: updateDraftFx.failData,
  filter: (error) => !gone(error),
  fn: () => true,
  target: $draftUpdateFailed,
});
sample({ clock: [fetchDraftFx.failData, updateDraftFx.failData], filter: gone, target: draftGone });
// A draft that cannot be read ends the step; a refused change is only said on the page.
sample({ clock: fetchDraftFx.failData, filter: (error) => !gone(error), target: stepErrorRaised });
sample({ clock: fetchPurchasesFx.failData, target: stepErrorRaised });

// Without a shipping quote the first option is chosen for the shopper, once per visit.
const $automaticChoiceMade = createStore(false).reset(draftCarriersOpened);
// A visit the page opened (never the server's render, which writes nothing).
const $visitOpened = createStore(false).on(draftCarriersOpened, () => true);
const automaticChoice = sample({
  clock: [$draft.updates, $shippingOptions.updates, draftFound],
  source: { draft: $draft, options: $shippingOptions, made: $automaticChoiceMade, opened: $visitOpened },
  filter: ({ draft, options, made, opened }) =>
    opened && !made && draft !== null && !draft.shippingOptionQuote && options !== null && options.length > 0,
  fn: ({ options }) => automaticShippingChoice(options ?? []),
});
$automaticChoiceMade.on(automaticChoice, () => true);
sample({
  clock: automaticChoice,
  filter: Boolean,
  fn: (choice) => carrierUpdate(choice.option, choice.variantId),
  target: changed,
});

// The shopper's changes.
const optionPicked = sample({
  clock: carrierChosen,
  source: { options: $shippingOptions, selected: $selectedOption },
  filter: ({ options, selected }, id) =>
    selected?.id !== id && Boolean(options?.some((option) => option.id === id)),
  fn: ({ options }, id) => options?.find((option) => option.id === id) as ShippingOption,
});
sample({
  clock: optionPicked,
  fn: (option) => carrierUpdate(option),
  target: changed,
});
sample({
  clock: variantChosen,
  source: { selected: $selectedOption, variantId: $selectedVariantId },
  filter: ({ selected, variantId }, id) =>
    id !== variantId && Boolean(selected?.variants.some((variant) => variant.id === id)),
  fn: (_, id): DraftUpdate => ({ shippingOptionVariantId: id }),
  target: changed,
});
sample({
  clock: packageAmountChanged,
  source: $draft,
  filter: (draft, amount): draft is DraftReturnOrder =>
    draft !== null && clampPackageAmount(amount, draft) !== draft.packageAmount,
  fn: (draft, amount): DraftUpdate => ({
    packageAmount: clampPackageAmount(amount, draft as DraftReturnOrder),
  }),
  target: changed,
});
sample({ clock: insuranceChosen, fn: (addInsurance): DraftUpdate => ({ addInsurance }), target: changed });
sample({ clock: termsToggled, fn: (tacAgreed): DraftUpdate => ({ tacAgreed }), target: changed });

// Submitting.
const checked = sample({
  clock: returnOrderSubmitted,
  source: {
    consumerId: $consumerId,
    draft: $draft,
    problem: submitCheck.$pendingProblem,
    alreadySubmitted: $alreadySubmitted,
    submitting: $submitting,
  },
  filter: ({ alreadySubmitted, submitting, draft }) => !alreadySubmitted && !submitting && draft !== null,
  fn: ({ consumerId, problem }) => ({ consumerId, problem }),
});
sample({ clock: checked, filter: ({ consumerId }) => consumerId === null, target: consumerMissing });
$submitProblem.on(checked, (_, { problem }) => problem);
const accepted = sample({
  clock: checked,
  filter: ({ consumerId, problem }) => consumerId !== null && problem === null,
});
$createFailed.reset(accepted);
// The terms and insurance answers must be on the draft before it becomes a return order.
$submitWaiting.on(accepted, () => true);
const attemptStarted = createEvent<string>();
sample({
  clock: [accepted, $draftSaving.updates],
  source: { waiting: $submitWaiting, saving: $draftSaving, consumerId: $consumerId },
  filter: ({ waiting, saving, consumerId }) => waiting && !saving && consumerId !== null,
  fn: ({ consumerId }) => consumerId as string,
  target: attemptStarted,
});
// A refused change stops the waiting submit: the shopper sees the refusal and submits again.
$submitWaiting.reset(attemptStarted, updateDraftFx.fail);
sample({
  clock: attemptStarted,
  source: $confirmedDraft,
  fn: (draft, consumerId) => ({
    consumerId,
    submission: submissionKey('return-order', consumerId, draft?.selectedPurchases ?? []),
  }),
  target: createReturnOrderFx,
});

const created = sample({
  clock: createReturnOrderFx.done,
  fn: ({ params, result }) => ({ result, next: returnOrderConfirmationPath(params.consumerId, result.id) }),
});
// Remembered on the bus with the return order id in its path: Back offers this confirmation.
sample({
  clock: created,
  fn: ({ next }) => ({ kind: 'return-order' as const, next }),
  target: selectionSubmitted,
});
$paymentRetry.reset(created);
const mustPay = ({ result }: { result: CreatedReturnOrder }) =>
  result.submittedStatus === PAYMENT_STATUS && Boolean(result.paymentUrl);
sample({
  clock: created,
  filter: mustPay,
  fn: ({ result }) => result.paymentUrl as string,
  target: goToPaymentFx,
});
sample({
  clock: created,
  filter: (outcome) => !mustPay(outcome),
  fn: ({ next }) => next,
  target: confirmationReached,
});

// A 401 or 403 ends the session (the error screen sends the shopper to sign-in); anything else is said here.
sample({ clock: createReturnOrderFx.failData, filter: endsSession, target: stepErrorRaised });
sample({
  clock: createReturnOrderFx.failData,
  filter: (error) => !endsSession(error),
  fn: () => true,
  target: $createFailed,
});

// Each visit: the charge type first (the insurance and fee rules read it), then the page's opening.
sample({
  clock: DraftCarriersGate.open,
  fn: ({ chargeType }) => chargeType,
  target: returnPolicyChargeTypeKnown,
});
sample({
  clock: DraftCarriersGate.open,
  fn: ({ paymentStatus }) => ({ paymentStatus }),
  target: draftCarriersOpened,
});

// Analytics (docs/analytics.md#the-client).
trackCarrierStep({
  flow: 'draft',
  opened: draftCarriersOpened,
  $open: DraftCarriersGate.status,
  $shownKeys: $carrierList.map((list) => visibleKeys(list, (option) => option.shippingProductKey)),
  carrierPicked: optionPicked.map((option) => option.shippingProductKey),
  $insuranceOffer,
  insuranceChosen,
  $parcels: $parcels.map((parcels) => parcels.amount),
  $items: $selectedItems,
  submitted: createReturnOrderFx.done,
});
