import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $shopConfig,
  $stepError,
  type DraftReturnOrder,
  type Purchase,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { SelectionNotOnPlatformError, selectionFromDraft } from '@portal/shared/purchase-items';
import { draftReturnOrderSchema, purchasesResponseSchema } from '@portal/shared/schemas';
import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmItemsGate, readPreselectionToggleFx } from './confirm-items';
import { $draft, $refundChoice, fetchDraftFx } from './draft';
import { confirmItemsRequested, selectionOnPlatformFx } from './draft-selection';
import { conversionRateFx } from './exchange-rates';
import { readGatekeepingToggleFx } from './gatekeeping';

const shop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({
    id: 's',
    name: 'Shop',
    locales: ['nl', 'en'],
    platformSlice: 2,
    storeCredit: { enabled: true },
    returnReasons: [
      { type: 1, disablesReturnFlow: false, value: 'fit', text: 'Past niet', locale: 'nl', position: 1 },
      { type: 1, disablesReturnFlow: false, value: 'fit', text: 'Does not fit', locale: 'en', position: 1 },
      { type: 2, disablesReturnFlow: false, value: 'other', text: 'Anders', locale: 'nl', position: 2 },
    ],
    ...overrides,
  });

const purchases: Purchase[] = purchasesResponseSchema.parse([
  {
    purchaseId: 'p1',
    order: { createdDate: '2026-11-20T10:00:00Z', orderId: 'o1', currency: 'EUR', orderNumber: 'NW-1' },
    product: {
      id: 'prod',
      name: 'Linen Shirt',
      sku: 'shirt-m',
      price: { value: '59.95', currency: 'EUR' },
      imageUrls: ['http://img/shirt.svg'],
      attributes: [{ name: 'size', value: 'M' }],
    },
    units: [
      {
        fulfillmentDate: null,
        paidAmount: { value: 50, currency: 'EUR' },
        returnable: 'no_already_requested',
      },
      { fulfillmentDate: null, paidAmount: { value: 50, currency: 'EUR' }, returnable: 'yes' },
      { fulfillmentDate: null, paidAmount: { value: 40, currency: 'EUR' }, returnable: 'yes' },
    ],
    shippingOptions: [
      {
        id: 's',
        price: { value: 0, currency: 'EUR' },
        service: 'DPD',
        shippingProductKey: 'x_DPD',
        position: 1,
      },
    ],
  },
]);

const draftOf = (selectedPurchases: Record<string, unknown>[]): DraftReturnOrder =>
  draftReturnOrderSchema.parse({
    consumerId: 'c1',
    totalPrice: { value: '90.00', currency: 'EUR' },
    selectedPurchases,
  });
const refund = (extra: Record<string, unknown> = {}) => ({
  purchaseId: 'p1',
  returnReasonId: 'fit',
  resolutionType: 'StoreCredit',
  ...extra,
});

describe('the selection made from the draft', () => {
  it("is select items' own: each entry the purchase's next returnable unit, with its reason in the page language", () => {
    const items = selectionFromDraft(
      draftOf([refund(), refund({ returnReasonId: 'other', returnReasonComment: 'Te kriebelig' })]),
      purchases,
      shop(),
      'nl',
    );
    expect(items.map((item) => [item.uid, item.paidAmount, item.returnReason])).toEqual([
      ['NW-1p11', 50, 'Past niet'],
      ['NW-1p12', 40, 'Anders'],
    ]);
    expect(items[1]).toMatchObject({
      returnReasonOtherText: 'Te kriebelig',
      name: 'Linen Shirt',
      quantity: 1,
    });
    expect(selectionFromDraft(draftOf([refund()]), purchases, shop(), 'en')[0]?.returnReason).toBe(
      'Does not fit',
    );
  });

  it("one card with the draft's quantity where the shop counts units with the stepper", () => {
    const [item] = selectionFromDraft(
      draftOf([refund({ quantity: 2 })]),
      purchases,
      shop({ selectItemsQtySelector: true }),
      'nl',
    );
    expect(item).toMatchObject({ uid: 'NW-1p1', quantity: 2 });
  });

  it('refuses what only the tab knows: an exchange, a purchase or unit the platform does not list, an unknown reason', () => {
    const refused = (entries: Record<string, unknown>[]) => () =>
      selectionFromDraft(draftOf(entries), purchases, shop(), 'nl');
    expect(refused([refund({ resolutionType: 'Exchange', exchangeProductId: 'x' })])).toThrow(
      SelectionNotOnPlatformError,
    );
    expect(refused([refund({ purchaseId: 'gone' })])).toThrow(SelectionNotOnPlatformError);
    expect(refused([refund(), refund(), refund()])).toThrow(SelectionNotOnPlatformError);
    expect(refused([refund({ returnReasonId: 'nope' })])).toThrow(SelectionNotOnPlatformError);
  });
});

/** A browser's scope for the page as the server sent it: its values, forked again, as start-up does. */
async function renderedByServer(draft: DraftReturnOrder, cached: Purchase[] | null = null) {
  const onPlatform = vi.fn(async () => ({ draft, purchases }));
  const server = fork({
    values: [
      [$shopConfig, shop()],
      [$consumerId, 'c1'],
      [$purchasesCache, cached],
    ],
    handlers: [[selectionOnPlatformFx, onPlatform]],
  });
  await allSettled(confirmItemsRequested, { scope: server, params: { language: 'nl' } });
  return { server, onPlatform };
}

describe('confirm items rendered on the server', () => {
  it('the server reads the selection and the purchases from the platform into the scope', async () => {
    const { server, onPlatform } = await renderedByServer(draftOf([refund()]));
    expect(onPlatform).toHaveBeenCalledWith(expect.objectContaining({ consumerId: 'c1', cached: null }));
    expect(server.getState($selectedItems).map((item) => item.uid)).toEqual(['NW-1p11']);
    expect(server.getState($purchasesCache)).toEqual(purchases);
    expect(server.getState($draft)?.selectedPurchases).toHaveLength(1);
    expect(server.getState($stepError)).toBeNull();
  });

  it('a selection only the tab knows is an error to the server: the page falls back', async () => {
    const { server } = await renderedByServer(draftOf([refund({ resolutionType: 'Exchange' })]));
    expect(server.getState($stepError)).toBeInstanceOf(SelectionNotOnPlatformError);
    expect(server.getState($selectedItems)).toEqual([]);
  });

  it("in the browser the page's gate finds the draft: no second fetch, and the draft's choice is shown", async () => {
    const { server } = await renderedByServer(draftOf([refund()]));
    const fetchDraft = vi.fn(async () => draftOf([refund()]));
    const browser = fork({
      values: { ...serialize(server), [$shopConfig.sid as string]: shop() },
      handlers: [
        [fetchDraftFx, fetchDraft],
        [readPreselectionToggleFx, async () => []],
        [readGatekeepingToggleFx, async () => []],
        [conversionRateFx, async () => ({ rate: 1, fetched: null })],
      ],
    });
    const props = { navigate: vi.fn(), locale: 'nl' };
    const open = () => allSettled(ConfirmItemsGate.open, { scope: browser, params: props });
    await open();
    expect(fetchDraft).not.toHaveBeenCalled();
    expect(browser.getState($refundChoice)).toBe('store-credit');
    // The next visit asks the platform again: the selection may have changed since.
    await allSettled(ConfirmItemsGate.close, { scope: browser, params: props });
    await open();
    expect(fetchDraft).toHaveBeenCalledTimes(1);
  });
});
