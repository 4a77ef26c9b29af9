import {
  $consumerId,
  $isDemo,
  $purchasesCache,
  $selectedItems,
  $shopConfig,
  $signInDetails,
  $stepError,
  type DraftReturnOrder,
  HttpError,
  itemDeselected,
  itemSelected,
  quantityChanged,
  type SelectedItem,
  type ShippingOption,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { NoShippingOptionsError } from './confirm';
import { loadPricelistsFx } from './pricelists';
import { DEMO_CONSUMER_ID, fetchPurchasesFx } from './purchases';
import {
  CONFIRM_ITEMS,
  continuePressed,
  createDraftFx,
  SelectItemsGate,
  selectingToldFx,
} from './select-items';

const item: SelectedItem = { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 };
const option = (key: string) => ({ shippingProductKey: key }) as ShippingOption;
const draftFlow = parseShopConfig({ id: 's', name: 'S', locales: ['nl'], platformSlice: 2 });
const quoteFlow = parseShopConfig({ id: 's', name: 'S', locales: ['nl'] });
const ecommerceless = parseShopConfig({ id: 'k', name: 'K', locales: ['nl'], isEcommerceless: true });

function scopeWith(values: [unknown, unknown][]) {
  const calls = {
    navigate: vi.fn<(path: string) => void>(),
    purchases: vi.fn(async () => []),
    pricelists: vi.fn(async (_query: URLSearchParams) => ({ items: [], insurance: { enabled: false } })),
    draft: vi.fn(async (_params: { consumerId: string; items: SelectedItem[] }) => ({}) as DraftReturnOrder),
  };
  const scope = fork({
    values: new Map([[$selectedItems, [item]], [$consumerId, 'c1'], ...values] as [never, never][]),
    handlers: new Map([
      [fetchPurchasesFx, calls.purchases],
      [loadPricelistsFx, calls.pricelists],
      [createDraftFx, calls.draft],
    ] as [never, never][]),
  });
  const open = () => allSettled(SelectItemsGate.open, { scope, params: { navigate: calls.navigate } });
  return { scope, calls, open };
}

describe('opening select items', () => {
  it('loads the purchases once per visit unless they are cached', async () => {
    const { calls, open } = scopeWith([[$shopConfig, draftFlow]]);
    await open();
    expect(calls.purchases).toHaveBeenCalledWith('c1');
    const cached = scopeWith([
      [$shopConfig, draftFlow],
      [$purchasesCache, []],
    ]);
    await cached.open();
    expect(cached.calls.purchases).not.toHaveBeenCalled();
  });

  it('an ecommerce-less shop loads the pricelists of the sign-in country (NL in demo mode) instead', async () => {
    const signedIn = scopeWith([
      [$shopConfig, ecommerceless],
      [$signInDetails, { orderNumber: 'K-1', country: 'DE' }],
    ]);
    await signedIn.open();
    expect(signedIn.calls.purchases).not.toHaveBeenCalled();
    expect(String(signedIn.calls.pricelists.mock.calls[0]?.[0])).toBe('country-code=DE');
    const demo = scopeWith([
      [$shopConfig, ecommerceless],
      [$isDemo, true],
    ]);
    await demo.open();
    expect(String(demo.calls.pricelists.mock.calls[0]?.[0])).toBe('country-code=NL');
  });
});

describe('the selection in progress, told to the host server (it leaves select items to the browser then)', () => {
  it('is told when the page opens, and again each time the tab goes from no selection to one and back', async () => {
    const told = vi.fn<(selecting: boolean) => void>();
    const scope = fork({
      values: new Map([[$selectedItems, [item]]] as [never, never][]),
      handlers: new Map([
        [selectingToldFx, told],
        [fetchPurchasesFx, async () => []],
      ] as [never, never][]),
    });
    await allSettled(SelectItemsGate.open, { scope, params: { navigate: () => {} } });
    expect(told.mock.calls).toEqual([[true]]);
    await allSettled(quantityChanged, { scope, params: { uid: 'u1', quantity: 2 } });
    await allSettled(itemDeselected, { scope, params: 'u1' });
    await allSettled(itemSelected, { scope, params: item });
    await allSettled(itemSelected, { scope, params: { ...item, uid: 'u2' } });
    expect(told.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('is a cookie of the shop’s whole site, set while there is a selection and gone without one; a server render tells nothing', async () => {
    const cookies: string[] = [];
    vi.stubGlobal('document', {
      set cookie(text: string) {
        cookies.push(text);
      },
    });
    try {
      await allSettled(selectingToldFx, { scope: fork(), params: true });
      await allSettled(selectingToldFx, { scope: fork(), params: false });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(cookies).toEqual([
      'portal-selecting=1; path=/; SameSite=Lax',
      'portal-selecting=; max-age=0; path=/; SameSite=Lax',
    ]);
    // Without a document (the host server's render), nothing is written and nothing fails.
    await expect(allSettled(selectingToldFx, { scope: fork(), params: true })).resolves.toMatchObject({
      status: 'done',
    });
  });
});

describe('continuing', () => {
  it('needs a shipping option the chosen items share, or the error screen shows', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, draftFlow]]);
    await open();
    await allSettled(continuePressed, { scope, params: [[option('a')], [option('b')]] });
    expect(scope.getState($stepError)).toBeInstanceOf(NoShippingOptionsError);
    expect(calls.draft).not.toHaveBeenCalled();
    expect(calls.navigate).not.toHaveBeenCalled();
  });

  it('in the draft flow saves the selection as a draft first, once however often pressed', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, draftFlow]]);
    let release: () => void = () => undefined;
    calls.draft.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({} as DraftReturnOrder))),
    );
    await open();
    const first = allSettled(continuePressed, { scope, params: [[option('a')], [option('a')]] });
    const second = allSettled(continuePressed, { scope, params: [[option('a')], [option('a')]] });
    expect(calls.navigate).not.toHaveBeenCalled();
    release();
    await Promise.all([first, second]);
    expect(calls.draft).toHaveBeenCalledTimes(1);
    expect(calls.draft).toHaveBeenCalledWith({ consumerId: 'c1', items: [item] });
    expect(calls.navigate).toHaveBeenCalledWith(CONFIRM_ITEMS);
  });

  it('in demo mode the draft is the demo shopper’s; in the quote flow there is none', async () => {
    const demo = scopeWith([
      [$shopConfig, draftFlow],
      [$consumerId, null],
      [$isDemo, true],
    ]);
    await demo.open();
    await allSettled(continuePressed, { scope: demo.scope, params: [[option('a')]] });
    expect(demo.calls.draft).toHaveBeenCalledWith({ consumerId: DEMO_CONSUMER_ID, items: [item] });
    const quotes = scopeWith([[$shopConfig, quoteFlow]]);
    await quotes.open();
    await allSettled(continuePressed, { scope: quotes.scope, params: [[option('a')]] });
    expect(quotes.calls.draft).not.toHaveBeenCalled();
    expect(quotes.calls.navigate).toHaveBeenCalledWith(CONFIRM_ITEMS);
  });

  it('a refused draft shows the error screen and stays', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, draftFlow]]);
    calls.draft.mockRejectedValue(new HttpError(500, 'Internal Server Error', null));
    await open();
    await allSettled(continuePressed, { scope, params: [[option('a')]] });
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
    expect(calls.navigate).not.toHaveBeenCalled();
  });
});
