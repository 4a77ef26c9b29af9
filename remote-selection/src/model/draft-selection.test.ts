import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $shopConfig,
  $stepError,
  type DraftReturnOrder,
  type Purchase,
} from '@portal/shared';
import { SelectionNotOnPlatformError } from '@portal/shared/purchase-items';
import { draftFlowShop, draftOf, draftPurchases, refundOf } from '@portal/shared/testing/draft-selection';
import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmItemsGate, readPreselectionToggleFx } from './confirm-items';
import { $draft, $refundChoice, fetchDraftFx } from './draft';
import { confirmItemsRequested } from './draft-selection';
import { conversionRateFx } from './exchange-rates';
import { readGatekeepingToggleFx } from './gatekeeping';

// The platform's answers: the draft each test names, and the purchases.
const platform = vi.hoisted(() => ({ draft: vi.fn(), purchases: vi.fn() }));
vi.mock('../api/purchases', () => ({ fetchDraft: platform.draft, fetchPurchases: platform.purchases }));

/** The host server's scope for the page: what it read before rendering. */
async function renderedByServer(draft: DraftReturnOrder, cached: Purchase[] | null = null) {
  platform.draft.mockReset().mockResolvedValue(draft);
  platform.purchases.mockReset().mockResolvedValue(draftPurchases);
  const server = fork({
    values: [
      [$shopConfig, draftFlowShop()],
      [$consumerId, 'c1'],
      [$purchasesCache, cached],
    ],
  });
  await allSettled(confirmItemsRequested, { scope: server, params: { language: 'nl' } });
  return { server };
}

describe('confirm items rendered on the server', () => {
  it('the server reads the selection and the purchases from the platform into the scope', async () => {
    const { server } = await renderedByServer(draftOf([refundOf()]));
    expect(platform.draft).toHaveBeenCalledWith('c1');
    expect(platform.purchases).toHaveBeenCalledWith('c1');
    expect(server.getState($selectedItems).map((item) => item.uid)).toEqual(['NW-1p11']);
    expect(server.getState($purchasesCache)).toEqual(draftPurchases);
    expect(server.getState($draft)?.selectedPurchases).toHaveLength(1);
    expect(server.getState($stepError)).toBeNull();
  });

  it("the server's page shows the choice the browser's visit opens with: the draft's", async () => {
    const { server } = await renderedByServer(draftOf([refundOf()]));
    expect(server.getState($refundChoice)).toBe('store-credit');
    const refund = await renderedByServer(draftOf([refundOf({ resolutionType: 'Refund' })]));
    expect(refund.server.getState($refundChoice)).toBe('refund');
  });

  it('purchases the scope holds are not asked for again', async () => {
    const { server } = await renderedByServer(draftOf([refundOf()]), draftPurchases);
    expect(platform.purchases).not.toHaveBeenCalled();
    expect(server.getState($selectedItems)).toHaveLength(1);
  });

  it('a selection only the tab knows is an error to the server: the page falls back', async () => {
    const { server } = await renderedByServer(draftOf([refundOf({ resolutionType: 'Exchange' })]));
    expect(server.getState($stepError)).toBeInstanceOf(SelectionNotOnPlatformError);
    expect(server.getState($selectedItems)).toEqual([]);
  });

  it("in the browser the page's gate finds the draft: no second fetch, and the draft's choice is shown", async () => {
    const { server } = await renderedByServer(draftOf([refundOf()]));
    const fetchDraft = vi.fn(async () => draftOf([refundOf()]));
    const browser = fork({
      values: { ...serialize(server), [$shopConfig.sid as string]: draftFlowShop() },
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
