import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $shopConfig,
  $stepError,
  type DraftReturnOrder,
} from '@portal/shared';
import { SelectionNotOnPlatformError } from '@portal/shared/purchase-items';
import { draftFlowShop, draftOf, draftPurchases, refundOf } from '@portal/shared/testing/draft-selection';
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
  updateDraftFx,
} from './carriers-draft';

// The platform's answers: the draft each test names, and the purchases.
const platform = vi.hoisted(() => ({ draft: vi.fn(), purchases: vi.fn() }));
vi.mock('../api/draft-return-order', () => ({ fetchDraft: platform.draft, updateDraft: vi.fn() }));
vi.mock('../api/purchases', () => ({ fetchPurchases: platform.purchases }));

const draft = draftOf([refundOf()]);

/** The host server's scope for the page: what it read before rendering. */
async function renderedByServer(answer: DraftReturnOrder = draft, config = draftFlowShop()) {
  platform.draft.mockReset().mockResolvedValue(answer);
  platform.purchases.mockReset().mockResolvedValue(draftPurchases);
  const update = vi.fn(async () => answer);
  const scope = fork({
    values: [
      [$shopConfig, config],
      [$consumerId, 'c1'],
    ],
    handlers: [
      [fetchCarrierFeaturesFx, async () => []],
      [updateDraftFx, update],
    ],
  });
  await allSettled(carriersRequested, { scope, params: { language: 'nl' } });
  return { scope, update };
}

describe('carriers rendered on the server (draft flow)', () => {
  it('reads the selection, the draft, the purchases and the toggles, and writes nothing', async () => {
    const { scope, update } = await renderedByServer();
    expect(platform.draft).toHaveBeenCalledWith('c1');
    expect(scope.getState($selectedItems)).toMatchObject([{ purchaseId: 'p1', returnReason: 'Past niet' }]);
    expect(scope.getState($purchasesCache)).toEqual(draftPurchases);
    expect(scope.getState($draft)).toEqual(draft);
    expect(scope.getState($shippingOptions)?.map((shipping) => shipping.id)).toEqual(['dhl', 'dpd']);
    expect(scope.getState($priceSummary)).not.toBeNull();
    expect(scope.getState($carrierFeaturesSettled)).toBe(true);
    // The draft has no carrier yet: choosing the first for the shopper is the browser's (a write).
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState($stepError)).toBeNull();
  });

  it('a selection only the tab knows (an exchange, say) is an error to the server: the page falls back', async () => {
    const { scope } = await renderedByServer(draftOf([refundOf({ resolutionType: 'Exchange' })]));
    expect(scope.getState($stepError)).toBeInstanceOf(SelectionNotOnPlatformError);
    expect(scope.getState($selectedItems)).toEqual([]);
  });

  it('does nothing in the quote flow, where the selection is the tab’s', async () => {
    const { scope } = await renderedByServer(draft, draftFlowShop({ platformSlice: 1 }));
    expect(platform.draft).not.toHaveBeenCalled();
    expect(scope.getState($selectedItems)).toEqual([]);
  });

  it("in the browser the page's visit finds the server's draft and toggles: asked once, and the first carrier is chosen", async () => {
    const { scope: server } = await renderedByServer();
    const fetchDraft = vi.fn(async () => draft);
    const fetchFeatures = vi.fn(async () => []);
    const fetchPurchases = vi.fn(async () => draftPurchases);
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
