/**
 * Confirm items' rules (docs/business-rules.md#confirm-items): what the page loads once per visit,
 * the store-credit incentive and its exchange rate, what pressing confirm does, and where the
 * shopper goes next. The page renders these stores and calls these events; it holds no rule.
 *
 * While the page is shown its gate carries the router's `navigate` and the page language. Where the
 * shopper goes is decided here and carried out by `confirmItemsNavigateFx`; once the page is gone,
 * a late answer (a draft gone, a request or quote accepted) moves no one.
 */
import {
  $consumerId,
  $gatekeepingAnswers,
  $isDemo,
  $pricelists,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $signInDetails,
  createGate,
  gatekeepingAnswersChanged,
  getDeviceId,
  getSessionId,
  logger,
  type Pricelists,
  purchasesCacheInvalidated,
  type RefundChoice,
  refundChoiceStored,
  type SelectedItem,
  type ShopConfig,
  type SignInDetails,
  selectionCleared,
  stepErrorRaised,
} from '@portal/shared';
import { flowOnly, itemsConfirmed, returnTypeSelected } from '@portal/shared/analytics';
import { featureOn } from '@portal/shared/features';
import { goToPaymentPage } from '@portal/shared/payment';
import {
  confirmationPath,
  isSelfShipping,
  pricelistQuery,
  suspectConfirmationPath,
  toQuoteItems,
  usesQuoteFlow,
} from '@portal/shared/quotes';
import { attach, combine, createEffect, createEvent, createStore, sample, split } from 'effector';
import { and, or } from 'patronum';
import { trackFx } from './analytics';
import {
  $refundChoice,
  choiceRenderedByServer,
  draftFetchedByServer,
  draftGone,
  draftOpened,
  exchangeRatesFailed,
  exchangeRatesRead,
  preselectionToggleRead,
  refundChoiceMade,
  refundChoiceOpened,
} from './draft';
import { conversionRateFx } from './exchange-rates';
import { $featureResults, fetchFeaturesFx } from './features';
import {
  $gatekeeping,
  type Answer,
  type Gatekeeping,
  gatekeepingKnown,
  gatekeepingToggleRequested,
  type ItemAnswers,
  missingAnswers,
  REQUEST_CONFIRMATION,
  requestSendPressed,
  submitRequestFx,
  toPurchaseAssets,
} from './gatekeeping';
import { $photosUploading, photosChosen, uploadPhotosFx } from './photo-upload';
import { loadPricelistsFx } from './pricelists';
import { createQuoteFx, quoteCreatePressed, selfShippingQuote } from './quote-flow';
import { storeCreditHiddenReason, storeCreditIncentive } from './store-credit';

/** The display toggle that leaves the store-credit choice unmade until the shopper makes it. */
export const NO_PRESELECTION = 'no-store-credit-preselection';
/** Where demo mode's self-shipping quote lands. */
export const DEMO_CONFIRMATION = '/order-confirmation/123';
/** Back to choosing what to return. */
export const SELECT_ITEMS = '/select-items';
/** The next step of a return that travels with a carrier. */
export const CARRIERS = '/carriers';

/** What the page hands its model while it is shown. */
export interface ConfirmItemsProps {
  navigate: (path: string) => void;
  /** The page language: the self-shipping quote's locale. */
  locale: string;
}

/** Confirm items is shown: opening it is one visit. */
export const ConfirmItemsGate = createGate<ConfirmItemsProps>({ name: 'confirm items' });

/** Moves the shopper, through the shown page's router (nowhere once it is gone). */
export const confirmItemsNavigateFx = attach({
  source: ConfirmItemsGate.state,
  effect: (props: Partial<ConfirmItemsProps>, path: string) => props.navigate?.(path),
});
/** Leaves the portal for the payment provider; fails with PaymentRedirectRefusedError off the allow-list. */
export const paymentPageOpenedFx = createEffect((url: string): void => goToPaymentPage(url));
const warnFx = createEffect(({ message, context }: { message: string; context?: Record<string, unknown> }) =>
  logger.warn(message, context),
);
const suspectPathLoggedFx = createEffect((path: string) =>
  logger.error('Suspect confirmation URL', { path }),
);
/** Reads the display toggle for this visit; a toggle that cannot be read stays off. */
export const readPreselectionToggleFx = attach({
  effect: fetchFeaturesFx,
  mapParams: () => [NO_PRESELECTION],
});

/** The shopper pressed confirm (or "Submit request"). */
export const confirmPressed = createEvent();
/** The shopper ticked or cleared the self-shipping terms. */
export const termsToggled = createEvent<boolean>();
/** The shopper picked store credit or refund. */
export const refundChoicePicked = createEvent<RefundChoice>();
/** The shopper answered a field of an item's gatekeeping form. */
export const gatekeepingAnswered = createEvent<{ itemUid: string; fieldId: string; answer: Answer }>();
/** "Change selection" or "Exchange instead". */
export const selectItemsChosen = createEvent();
/** An already submitted selection: "To the confirmation". */
export const confirmationChosen = createEvent();
/** An already submitted selection: "Start over" with a new one. */
export const startOverChosen = createEvent();

/** Why the store-credit choice is not offered, or null when it is. */
export const $storeCreditHidden = combine($shopConfig, $selectedItems, (config, items) =>
  config ? storeCreditHiddenReason(items, config.storeCredit.enabled) : 'disabled',
);
/** The store-credit or refund choice is offered. */
export const $choiceOffered = $storeCreditHidden.map((hidden) => hidden === null);
/** The shop uses the quote flow (pricelists here, and the self-shipping quote). */
export const $quoteFlow = $shopConfig.map((config) => (config ? usesQuoteFlow(config) : false));
/** The quote flow's pricelists are on their way: nothing can be confirmed yet. */
export const $pricelistsLoading = and($quoteFlow, loadPricelistsFx.pending);
/** The only way back is ship-it-yourself: terms to agree, and the quote created here. */
export const $selfShipping = combine(
  $quoteFlow,
  loadPricelistsFx.pending,
  $pricelists,
  (quoteFlow, loading, pricelists) => quoteFlow && !loading && isSelfShipping(pricelists),
);
/** A request or a quote is under way. */
export const $sending = or(submitRequestFx.pending, createQuoteFx.pending);
/** Photos of the gatekeeping form still on their way: the answers are complete only once they are here. */
export const $photosOnTheirWay = $photosUploading.map((byField) =>
  Object.values(byField).some((count) => count > 0),
);
/** Not yet confirmable: the gatekeeping toggle or the pricelists are not known, or photos are uploading. */
export const $waiting = combine(
  $gatekeeping,
  $pricelistsLoading,
  $photosOnTheirWay,
  (gatekeeping, loading, photos) => !gatekeepingKnown(gatekeeping) || loading || photos,
);

/** The terms of the self-shipping pricelist are agreed (asked anew each visit). */
export const $termsAgreed = createStore(false)
  .on(termsToggled, (_, agreed) => agreed)
  .reset(ConfirmItemsGate.open);
/** Confirm was pressed without the terms. */
export const $termsMissing = createStore(false)
  .on(termsToggled, () => false)
  .reset(ConfirmItemsGate.open);
/** Confirm was pressed with no choice made. */
export const $choiceMissing = createStore(false)
  .on(refundChoicePicked, () => false)
  .reset(ConfirmItemsGate.open);
/** Confirm was pressed with required answers missing: they are marked from then on. */
const $answersChecked = createStore(false).reset(ConfirmItemsGate.open);
/** The rate from the incentive's currency into the order's; null until known. */
export const $exchangeRate = createStore<number | null>(null)
  .on(conversionRateFx.doneData, (_, { rate }) => rate)
  .reset(ConfirmItemsGate.open);

/** The incentive shown with store credit: waits for the rate when its currency is not the order's. */
export function incentiveFor(
  config: ShopConfig | null,
  items: SelectedItem[],
  offered: boolean,
  rate: number | null,
): { amount: number; percentage?: number } | null {
  if (!config || !offered) return null;
  const incentiveCurrency = config.storeCredit.incentive?.currency;
  const needsRate = Boolean(incentiveCurrency) && incentiveCurrency !== orderCurrencyOf(items);
  if (needsRate && rate === null) return null;
  return storeCreditIncentive(items, config.storeCredit, {
    rate: needsRate ? (rate ?? 1) : 1,
    alreadyUsed: false,
  });
}

/** The currency the page shows amounts in. */
export const orderCurrencyOf = (items: SelectedItem[]): string => items[0]?.orderCurrency ?? 'EUR';

/** The incentive, as `incentiveFor` works it out. */
export const $incentive = combine(
  $shopConfig,
  $selectedItems,
  $choiceOffered,
  $exchangeRate,
  (config, items, offered, rate) => incentiveFor(config, items, offered, rate),
);

/** The ids of each item's required fields left empty, once confirm was pressed; none before. */
export const $missingAnswers = combine(
  $answersChecked,
  $gatekeeping,
  $selectedItems,
  $gatekeepingAnswers,
  (checked, gatekeeping, items, answers): Record<string, string[]> =>
    checked && gatekeeping.status === 'on'
      ? Object.fromEntries(
          items.map((item) => [item.uid, missingAnswers(gatekeeping.form, answersOf(answers, item.uid))]),
        )
      : {},
);

const answersOf = (answers: Record<string, unknown>, itemUid: string) =>
  (answers[itemUid] ?? {}) as ItemAnswers;

// Opening the page: the preselected choice, the toggles, and the draft or the pricelists. A
// selection already submitted loads nothing: the page only says so (Back never resubmits).
const opened = sample({
  clock: ConfirmItemsGate.open,
  source: {
    submitted: $selectionSubmitted,
    offered: $choiceOffered,
    features: $featureResults,
    quoteFlow: $quoteFlow,
    config: $shopConfig,
    consumerId: $consumerId,
    isDemo: $isDemo,
    pricelists: $pricelists,
    items: $selectedItems,
    signIn: $signInDetails,
  },
  filter: ({ submitted }) => submitted === null,
});
sample({
  clock: opened,
  fn: ({ offered, features }) => ({ offered, noPreselection: featureOn(features, NO_PRESELECTION) }),
  target: refundChoiceOpened,
});
sample({ clock: opened, target: readPreselectionToggleFx });
// The host server's render (draft-selection.ts) shows the same choice, from the draft it fetched.
sample({
  clock: draftFetchedByServer,
  source: { offered: $choiceOffered, features: $featureResults },
  fn: ({ offered, features }) => ({ offered, noPreselection: featureOn(features, NO_PRESELECTION) }),
  target: choiceRenderedByServer,
});
sample({
  clock: readPreselectionToggleFx.doneData,
  fn: (results) => results.some((result) => result.feature === NO_PRESELECTION && result.result === true),
  target: preselectionToggleRead,
});
// The guarding toggle is asked on its own (model/gatekeeping.ts).
sample({ clock: opened, fn: () => undefined, target: gatekeepingToggleRequested });
sample({
  clock: opened,
  filter: ({ quoteFlow, consumerId, isDemo }) => !quoteFlow && Boolean(consumerId) && !isDemo,
  fn: ({ consumerId }) => consumerId as string,
  target: draftOpened,
});
// Ecommerce-less pricelists depend on the country only: select items loaded them already.
sample({
  clock: opened,
  filter: ({ quoteFlow, config, pricelists }) =>
    quoteFlow && !(Boolean(config?.isEcommerceless) && pricelists !== null),
  fn: ({ items, config, signIn, offered }) =>
    pricelistQuery(items, {
      ecommerceless: Boolean(config?.isEcommerceless),
      country: signIn?.country,
      storeCredit: offered,
    }),
  target: loadPricelistsFx,
});

/** The shopper chose "Try again" after the exchange rates failed (docs/business-rules.md#incentive). */
export const exchangeRatesRetried = createEvent();

// The incentive's maximum is in the shop's currency: the rate into the order's is asked each visit,
// and again when the shopper retries after a failure, in place.
sample({
  clock: [ConfirmItemsGate.open, exchangeRatesRetried],
  source: { config: $shopConfig, items: $selectedItems },
  filter: ({ config, items }) => Boolean(config?.storeCredit.incentive?.currency && items[0]?.orderCurrency),
  fn: ({ config, items }) => ({
    from: config?.storeCredit.incentive?.currency as string,
    to: items[0]?.orderCurrency as string,
  }),
  target: conversionRateFx,
});
// Without rates the incentive is not shown, refund stays the default, and the page says so.
sample({ clock: conversionRateFx.failData, fn: () => undefined, target: exchangeRatesFailed });
sample({ clock: conversionRateFx.done, fn: () => undefined, target: exchangeRatesRead });
sample({
  clock: conversionRateFx.failData,
  fn: (error) => ({ message: 'Exchange rates unavailable', context: { message: String(error) } }),
  target: warnFx,
});
sample({
  clock: ConfirmItemsGate.open,
  source: $storeCreditHidden,
  filter: (hidden) => hidden === 'no-currency',
  fn: () => ({ message: 'Store credit hidden: the first item has no currency' }),
  target: warnFx,
});

sample({
  clock: refundChoicePicked,
  source: { consumerId: $consumerId, isDemo: $isDemo, items: $selectedItems },
  fn: ({ consumerId, isDemo, items }, choice) => ({ choice, consumerId: isDemo ? null : consumerId, items }),
  target: refundChoiceMade,
});
sample({
  clock: gatekeepingAnswered,
  source: $gatekeepingAnswers,
  fn: (answers, { itemUid, fieldId, answer }) => ({
    purchaseId: itemUid,
    answers: { ...answersOf(answers, itemUid), [fieldId]: answer },
  }),
  target: gatekeepingAnswersChanged,
});

/** What pressing confirm does, in the order the page checks it. */
export type ConfirmOutcome =
  | 'wait'
  | 'after-waiting'
  | 'choice-missing'
  | 'terms-missing'
  | 'carriers'
  | 'gatekeeping-request'
  | 'self-shipping-quote';

/**
 * Pressing confirm: nothing while sending; while the page is not yet confirmable, the press is carried out
 * once it is (a press is never lost to a slow answer); a choice, then the self-shipping terms, are required; then the gatekeeping request, the self-shipping quote, or on to the carriers
 * (where the quote flow's other quotes are created with the choice made here).
 */
export function confirmOutcome(state: {
  sending: boolean;
  waiting: boolean;
  offered: boolean;
  choice: RefundChoice | null;
  selfShipping: boolean;
  termsAgreed: boolean;
  gatekeeping: Gatekeeping;
}): ConfirmOutcome {
  if (state.sending) return 'wait';
  if (state.waiting) return 'after-waiting';
  if (state.offered && !state.choice) return 'choice-missing';
  if (state.selfShipping && !state.termsAgreed) return 'terms-missing';
  if (state.gatekeeping.status === 'on') return 'gatekeeping-request';
  return state.selfShipping ? 'self-shipping-quote' : 'carriers';
}

const confirmed = sample({
  clock: confirmPressed,
  source: {
    sending: $sending,
    waiting: $waiting,
    offered: $choiceOffered,
    choice: $refundChoice,
    selfShipping: $selfShipping,
    termsAgreed: $termsAgreed,
    gatekeeping: $gatekeeping,
  },
  fn: (state) => ({ ...state, outcome: confirmOutcome(state) }),
});
const byOutcome = split(confirmed, {
  afterWaiting: ({ outcome }) => outcome === 'after-waiting',
  choiceMissing: ({ outcome }) => outcome === 'choice-missing',
  termsMissing: ({ outcome }) => outcome === 'terms-missing',
  carriers: ({ outcome }) => outcome === 'carriers',
  request: ({ outcome }) => outcome === 'gatekeeping-request',
  quote: ({ outcome }) => outcome === 'self-shipping-quote',
});
$choiceMissing.on(byOutcome.choiceMissing, () => true);

// A press while the gatekeeping toggle, the pricelists or the form's photos were still on their way (the page
// says so) is carried out once they are here, once. Their failure forgets it (the page says why it cannot go
// on, and trying again is not confirming), and so does leaving the page.
// Waiting for anything but an unreadable toggle, which only the shopper's retry can end.
const $onItsWay = combine(
  $waiting,
  $gatekeeping,
  (waiting, { status }) => waiting && status !== 'unreadable',
);
const $pressedWhileWaiting = createStore(false).on(
  sample({ clock: byOutcome.afterWaiting, filter: $onItsWay }),
  () => true,
);
/** A press that waited for photos, one of which was refused: nothing was sent, and the page says so. */
const pressLostToPhoto = sample({
  clock: uploadPhotosFx.fail,
  source: $pressedWhileWaiting,
  filter: Boolean,
});
$pressedWhileWaiting.reset(
  ConfirmItemsGate.open,
  ConfirmItemsGate.close,
  loadPricelistsFx.fail,
  sample({ clock: $gatekeeping.updates, filter: ({ status }) => status === 'unreadable' }),
  pressLostToPhoto,
);
/** The last press waited for a photo that was refused; the next press or new photos clear it. */
export const $pressLostToPhoto = createStore(false)
  .on(pressLostToPhoto, () => true)
  .reset(confirmPressed, photosChosen, ConfirmItemsGate.open, ConfirmItemsGate.close);
const pressCarriedOut = sample({
  clock: $waiting.updates,
  source: $pressedWhileWaiting,
  filter: (pressed, waiting) => pressed && !waiting,
});
$pressedWhileWaiting.reset(pressCarriedOut);
sample({ clock: pressCarriedOut, fn: () => undefined, target: confirmPressed });
$termsMissing.on(byOutcome.termsMissing, () => true);

// The quote flow's other quotes are created on carriers: they need the choice made here.
sample({
  clock: byOutcome.carriers,
  filter: ({ offered, choice }) => offered && choice !== null,
  fn: ({ choice }) => choice as RefundChoice,
  target: refundChoiceStored,
});
sample({ clock: byOutcome.carriers, fn: () => CARRIERS, target: confirmItemsNavigateFx });
// The summary is confirmed once the press goes on (to carriers, a request or a quote).
sample({
  clock: [byOutcome.carriers, byOutcome.request, byOutcome.quote],
  source: $selectedItems,
  fn: (items) => ({ event: 'Product summary confirmed' as const, properties: itemsConfirmed(items) }),
  target: trackFx,
});
sample({
  clock: refundChoicePicked,
  fn: (choice) => ({
    event: 'Return type selected' as const,
    properties: returnTypeSelected(choice === 'store-credit' ? 'StoreCredit' : 'Refund'),
  }),
  target: trackFx,
});
// A self-shipping quote is the quote flow's return, sent to the platform from here.
sample({
  clock: createQuoteFx.done,
  fn: () => ({ event: 'Return submitted' as const, properties: flowOnly('quote') }),
  target: trackFx,
});

// The request: every required answer given, by a signed-in shopper; the model sends it once.
const request = sample({
  clock: byOutcome.request,
  source: { items: $selectedItems, answers: $gatekeepingAnswers, consumerId: $consumerId },
  fn: ({ items, answers, consumerId }, { gatekeeping }) => ({ items, answers, consumerId, gatekeeping }),
});
/** Every required answer of every item is given. */
function answersComplete({
  items,
  answers,
  gatekeeping,
}: {
  items: SelectedItem[];
  answers: Record<string, unknown>;
  gatekeeping: Gatekeeping;
}): boolean {
  if (gatekeeping.status !== 'on') return false;
  return items.every((item) => missingAnswers(gatekeeping.form, answersOf(answers, item.uid)).length === 0);
}
$answersChecked.on(sample({ clock: request, filter: (state) => !answersComplete(state) }), () => true);
sample({
  clock: request,
  filter: (state) => answersComplete(state) && !state.consumerId,
  fn: () => '/',
  target: confirmItemsNavigateFx,
});
sample({
  clock: request,
  filter: (state) => answersComplete(state) && Boolean(state.consumerId),
  fn: ({ items, answers, consumerId, gatekeeping }) => ({
    consumerId: consumerId as string,
    purchaseAssets:
      gatekeeping.status === 'on'
        ? toPurchaseAssets(gatekeeping.form, items, answers as Record<string, ItemAnswers>)
        : [],
  }),
  target: requestSendPressed,
});

// The self-shipping pricelist's first item, quoted at once (demo mode only pretends).
const quote = sample({
  clock: byOutcome.quote,
  source: {
    pricelists: $pricelists,
    isDemo: $isDemo,
    items: $selectedItems,
    signIn: $signInDetails,
    config: $shopConfig,
    props: ConfirmItemsGate.state,
  },
  filter: ({ pricelists }) => pricelists !== null,
  fn: (source, { choice }) => ({ ...source, choice }),
});
sample({
  clock: quote,
  filter: ({ isDemo }) => isDemo,
  fn: () => DEMO_CONFIRMATION,
  target: confirmItemsNavigateFx,
});
sample({
  clock: quote,
  filter: ({ isDemo }) => !isDemo,
  fn: ({ pricelists, items, signIn, config, props, choice }) =>
    selfShippingQuote(pricelists as Pricelists, quoteItemsOf(items, choice, signIn, config), {
      locale: (props as Partial<ConfirmItemsProps>).locale ?? '',
      deviceId: getDeviceId(),
      sessionId: getSessionId(),
    }),
  target: quoteCreatePressed,
});

const quoteItemsOf = (
  items: SelectedItem[],
  choice: RefundChoice | null,
  signIn: SignInDetails | null,
  config: ShopConfig | null,
) =>
  toQuoteItems(items, {
    choice,
    orderNumber: signIn?.orderNumber,
    ecommerceless: Boolean(config?.isEcommerceless),
  });

// Once the quote is created: pay first, or the confirmation at once.
const quoteCreated = sample({ clock: createQuoteFx.doneData, filter: ConfirmItemsGate.status });
sample({
  clock: quoteCreated,
  filter: (quote) => Boolean(quote.paymentUrl),
  fn: (quote) => quote.paymentUrl ?? '',
  target: paymentPageOpenedFx,
});
sample({ clock: paymentPageOpenedFx.failData, target: stepErrorRaised });
const confirmedAtOnce = sample({
  clock: quoteCreated,
  filter: (quote) => !quote.paymentUrl,
  fn: (quote) => confirmationPath(quote.quoteUuid),
});
sample({ clock: confirmedAtOnce, filter: suspectConfirmationPath, target: suspectPathLoggedFx });
sample({ clock: confirmedAtOnce, target: confirmItemsNavigateFx });

sample({
  clock: submitRequestFx.done,
  filter: ConfirmItemsGate.status,
  fn: () => REQUEST_CONFIRMATION,
  target: confirmItemsNavigateFx,
});
sample({
  clock: draftGone,
  filter: ConfirmItemsGate.status,
  fn: () => SELECT_ITEMS,
  target: confirmItemsNavigateFx,
});

sample({ clock: selectItemsChosen, fn: () => SELECT_ITEMS, target: confirmItemsNavigateFx });
sample({
  clock: confirmationChosen,
  source: $selectionSubmitted,
  filter: Boolean,
  fn: (submitted) => submitted.next,
  target: confirmItemsNavigateFx,
});
sample({ clock: startOverChosen, target: [selectionCleared, purchasesCacheInvalidated] });
sample({ clock: startOverChosen, fn: () => SELECT_ITEMS, target: confirmItemsNavigateFx });
