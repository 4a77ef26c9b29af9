import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $shopConfig,
  $stepError,
  type DraftReturnOrder,
  type Purchase,
  type SelectedItem,
  type ShippingOption,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { SelectionNotOnPlatformError } from '@portal/shared/purchase-items';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $carrierFeaturesSettled, fetchCarrierFeaturesFx } from './carrier-features';
import {
  $draft,
  $priceSummary,
  $shippingOptions,
  carriersRequested,
  draftCarriersOpened,
  fetchDraftFx,
  fetchPurchasesFx,
  selectionOnPlatformFx,
  updateDraftFx,
} from './carriers-draft';

const option = (id: string, position: number, price: number): ShippingOption => ({
  id,
  price: { value: price, currency: 'EUR' },
  service: id,
  printerRequired: false,
  shippingProductKey: `shop_${id}`,
  selectablePackageAmount: true,
  position,
  variants: [],
});
const purchases = [
  { purchaseId: 'p1', shippingOptions: [option('dpd', 2, 0), option('dhl', 1, 4.95)], exchangeOptions: [] },
] as unknown as Purchase[];
const items: SelectedItem[] = [{ uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 }];
const draft: DraftReturnOrder = draftReturnOrderSchema.parse({
  consumerId: 'c1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
});
const config = parseShopConfig({ id: 's', name: 'S', locales: ['nl'], platformSlice: 2 });

/** The host server's scope for the page: what it read before rendering. */
async function renderedByServer(read: () => Promise<unknown> = async () => ({ draft, purchases, items })) {
  const onPlatform = vi.fn(read);
  const update = vi.fn(async () => draft);
  const scope = fork({
    values: [
      [$shopConfig, config],
      [$consumerId, 'c1'],
    ],
    handlers: [
      [selectionOnPlatformFx, onPlatform],
      [fetchCarrierFeaturesFx, async () => []],
      [updateDraftFx, update],
    ],
  });
  await allSettled(carriersRequested, { scope, params: { language: 'nl' } });
  return { scope, onPlatform, update };
}

describe('carriers rendered on the server (draft flow)', () => {
  it('reads the selection, the draft, the purchases and the toggles, and writes nothing', async () => {
    const { scope, onPlatform, update } = await renderedByServer();
    expect(onPlatform).toHaveBeenCalledWith(
      expect.objectContaining({ consumerId: 'c1', cached: null, language: 'nl' }),
    );
    expect(scope.getState($selectedItems)).toEqual(items);
    expect(scope.getState($purchasesCache)).toEqual(purchases);
    expect(scope.getState($draft)).toEqual(draft);
    expect(scope.getState($shippingOptions)?.map((shipping) => shipping.id)).toEqual(['dhl', 'dpd']);
    expect(scope.getState($priceSummary)).not.toBeNull();
    expect(scope.getState($carrierFeaturesSettled)).toBe(true);
    // The draft has no carrier yet: choosing the first for the shopper is the browser's (a write).
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState($stepError)).toBeNull();
  });

  it('a selection only the tab knows (an exchange, say) is an error to the server: the page falls back', async () => {
    const { scope } = await renderedByServer(async () => {
      throw new SelectionNotOnPlatformError('an exchange');
    });
    expect(scope.getState($stepError)).toBeInstanceOf(SelectionNotOnPlatformError);
    expect(scope.getState($selectedItems)).toEqual([]);
  });

  it('does nothing in the quote flow, where the selection is the tab’s', async () => {
    const onPlatform = vi.fn(async () => ({ draft, purchases, items }));
    const scope = fork({
      values: [
        [$shopConfig, parseShopConfig({ id: 's', name: 'S', locales: ['nl'], platformSlice: 1 })],
        [$consumerId, 'c1'],
      ],
      handlers: [[selectionOnPlatformFx, onPlatform]],
    });
    await allSettled(carriersRequested, { scope, params: { language: 'nl' } });
    expect(onPlatform).not.toHaveBeenCalled();
  });

  it("in the browser the page's visit finds the server's draft and toggles: asked once, and the first carrier is chosen", async () => {
    const { scope: server } = await renderedByServer();
    const fetchDraft = vi.fn(async () => draft);
    const fetchFeatures = vi.fn(async () => []);
    const fetchPurchases = vi.fn(async () => purchases);
    const update = vi.fn(async () => draft);
    const browser = fork({
      values: serialize(server),
      handlers: [
        [fetchDraftFx, fetchDraft],
        [fetchCarrierFeaturesFx, fetchFeatures],
        [fetchPurchasesFx, fetchPurchases],
        [updateDraftFx, update],
      ],
    });
    await allSettled(draftCarriersOpened, { scope: browser, params: undefined });
    expect(fetchDraft).not.toHaveBeenCalled();
    expect(fetchFeatures).not.toHaveBeenCalled();
    expect(fetchPurchases).not.toHaveBeenCalled();
    expect(browser.getState($draft)).not.toBeNull();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        update: expect.objectContaining({ shippingOption: expect.objectContaining({ id: 'dhl' }) }),
      }),
    );
    // The next visit asks the platform again.
    await allSettled(draftCarriersOpened, { scope: browser, params: undefined });
    expect(fetchDraft).toHaveBeenCalledTimes(1);
  });
});
