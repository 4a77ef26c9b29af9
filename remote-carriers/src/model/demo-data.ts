/**
 * What demo mode answers on the carriers step (docs/business-rules.md#demo-mode), registered with the demo
 * adapter: the draft flow's draft (with a free shipping quote on the demo carrier, so the page has
 * a choice made), its updates, and a free return order; and the quote flow's quote, which lands on
 * the demo confirmation like confirm items' does. The demo purchases and pricelists are
 * remote-selection's (registered there, loaded on the bus before this step).
 */
import {
  $selectedItems,
  type DraftReturnOrder,
  pageScope,
  registerDemoHandler,
  type SelectedItem,
  type SelectedPurchase,
} from '@portal/shared';
import { refundAmounts } from '@portal/shared/pricing';
import type { DraftUpdate } from '../api/draft-return-order';
import { applyDraftUpdate } from './draft-change';
import { insuranceTier, selectedItemsValueCents } from './insurance';
import { centsToDecimal, toCents } from './money';

/** The demo return order's id: its confirmation is `/order-confirmation?id=demo-consumer&returnOrderId=demo-return-order`. */
export const DEMO_RETURN_ORDER_ID = 'demo-return-order';
/** The demo quote's uuid, the one confirm items' demo lands on. */
export const DEMO_QUOTE_UUID = '123';
/** remote-selection's demo carrier, on every demo purchase. */
const DEMO_SHIPPING_OPTION_ID = 'demo-dpd';

const money = (cents: number) => ({ value: centsToDecimal(cents), currency: 'EUR' });

/** The selection as the refund rule reads it: what was paid per unit, how many, whether it is exchanged. */
const refundLines = (items: SelectedItem[]) =>
  items.map((item) => ({
    unitCents: toCents(item.paidAmount ?? 0) ?? 0,
    quantity: item.quantity,
    exchange: Boolean(item.exchangeValue),
  }));

/** The demo draft for the selection: a free demo carrier already chosen, one to four parcels, insurance on offer. */
export function demoDraft(items: SelectedItem[]): DraftReturnOrder {
  const totalCents = selectedItemsValueCents(items);
  const tier = insuranceTier(totalCents);
  const selectedPurchases: SelectedPurchase[] = items.map((item) => ({
    purchaseId: item.purchaseId,
    returnReasonId: item.returnReasonId ?? null,
    returnReasonComment: item.returnReasonOtherText ?? item.returnReasonOtherComment ?? null,
    exchangeProductId: item.exchangeProductId ?? null,
    resolutionType: item.exchangeValue ? 'Exchange' : 'Refund',
  }));
  return {
    consumerId: 'demo-consumer',
    totalPrice: money(totalCents),
    shippingOptionsShouldBeFree: false,
    // What the return pays back, by the one refund rule: the returned (not exchanged) items' value.
    refundOptions: [{ type: 'Refund', amount: money(refundAmounts(refundLines(items)).refundCents) }],
    selectedPurchases,
    returnRequestsChargedFor: 0,
    maxReturnShipments: 4,
    minReturnShipments: 1,
    packageCount: 1,
    packageAmount: 1,
    shippingOptionQuote: { shippingOptionId: DEMO_SHIPPING_OPTION_ID, price: money(0), variant: null },
    insuranceQuote: { coverage: money(tier.coverageCents ?? 0), price: money(tier.priceCents) },
    addInsurance: false,
    tacAgreed: false,
  };
}

// The demo draft of this page visit, changed by the demo updates; a new selection starts a new one. Demo
// answers are the browser page's (a server render never runs demo mode): they read its scope.
let current: { key: string; draft: DraftReturnOrder } | null = null;
const selectionKey = (items: SelectedItem[]) => items.map((item) => `${item.uid}:${item.quantity}`).join(',');
const draftNow = (): DraftReturnOrder => {
  const items = pageScope().getState($selectedItems);
  const key = selectionKey(items);
  if (current?.key !== key) current = { key, draft: demoDraft(items) };
  return current.draft;
};

const DRAFT_PATH = /^\/api\/v0\/consumer\/[^/]+\/draft-return-order$/;
registerDemoHandler({ method: 'GET', path: DRAFT_PATH }, draftNow);
registerDemoHandler({ method: 'PUT', path: DRAFT_PATH }, ({ body }) => {
  const draft = applyDraftUpdate(draftNow(), body as DraftUpdate);
  if (current) current.draft = draft;
  return draft;
});
// A free return order: the confirmation follows, no payment.
registerDemoHandler({ method: 'POST', path: /^\/api\/v0\/consumer\/[^/]+\/return-order$/ }, () => ({
  id: DEMO_RETURN_ORDER_ID,
  submittedStatus: 'Created',
  paymentUrl: null,
}));
registerDemoHandler({ method: 'POST', path: '/volta/quotes' }, () => ({
  quoteUuid: DEMO_QUOTE_UUID,
  paymentUrl: null,
}));
