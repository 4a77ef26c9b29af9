// @vitest-environment jsdom
import {
  $consumerId,
  $gatekeepingAnswers,
  $isDemo,
  $pricelists,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $signInDetails,
  $stepError,
  $refundChoice as $storedRefundChoice,
  type FeatureResult,
  type Pricelists,
  type QuoteRequest,
  type QuoteResponse,
  type SelectedItem,
  type ShopConfig,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { SHIP_IT_YOURSELF } from '@portal/shared/quotes';
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $choiceMissing,
  $exchangeRate,
  $incentive,
  $missingAnswers,
  $pressLostToPhoto,
  $selfShipping,
  $termsAgreed,
  $termsMissing,
  $waiting,
  CARRIERS,
  ConfirmItemsGate,
  confirmationChosen,
  confirmItemsNavigateFx,
  confirmOutcome,
  confirmPressed,
  DEMO_CONFIRMATION,
  gatekeepingAnswered,
  incentiveFor,
  NO_PRESELECTION,
  readPreselectionToggleFx,
  refundChoicePicked,
  SELECT_ITEMS,
  selectItemsChosen,
  startOverChosen,
  termsToggled,
} from './confirm-items';
import { $incentiveUnavailable, $refundChoice, draftGone, fetchDraftFx } from './draft';
import { conversionRateFx } from './exchange-rates';
import { $featureResults } from './features';
import {
  $gatekeepingToggle,
  gatekeepingToggleRequested,
  REQUEST_CONFIRMATION,
  readGatekeepingToggleFx,
  submitRequestFx,
} from './gatekeeping';
import { photosChosen, uploadPhotosFx } from './photo-upload';
import { loadPricelistsFx } from './pricelists';
import { createQuoteFx } from './quote-flow';

const item = (overrides: Partial<SelectedItem> = {}): SelectedItem => ({
  uid: 'u1',
  key: 'p1-100',
  purchaseId: 'p1',
  operation: 'Return',
  quantity: 1,
  returnReasonId: 'r1',
  returnReason: 'Too big',
  returnReasonType: 1,
  orderCurrency: 'GBP',
  itemRef: { allowStoreCredit: true, currencyCode: 'GBP', price: 100, orderNumber: '100078' },
  ...overrides,
});

const shop = (overrides: Record<string, unknown> = {}): ShopConfig =>
  parseShopConfig({
    id: 's',
    name: 'S',
    locales: ['nl'],
    storeCredit: {
      enabled: true,
      incentive: { type: 'PERCENTAGE', percentage: 10, maximumAmount: 5, currency: 'EUR' },
    },
    ...overrides,
  });
const draftFlow = shop({ platformSlice: 2 });
const gatekeepingShop = shop({
  platformSlice: 2,
  storeCredit: { enabled: false },
  gatekeeping: {
    form: {
      title: 'T',
      fields: [{ id: 'what', type: 'ShortText', label: 'What', position: 1, required: true }],
    },
  },
});

const pricelists = (...types: string[]): Pricelists => ({
  items: types.map((type, index) => ({
    uuid: `pl-${index}`,
    price: '0.00',
    currency: 'EUR',
    address: null,
    courierService: { type, label: type, printerRequired: false },
  })),
  insurance: { enabled: false },
});

/** A scope with the page's handlers stubbed; `values` on top of a signed-in draft-flow shopper. */
function scopeWith(values: [unknown, unknown][] = [], handlers: [unknown, unknown][] = []) {
  const calls = {
    navigate: vi.fn<(path: string) => void>(),
    draft: vi.fn(async () => {
      throw new Error('no draft in this test');
    }),
    features: vi.fn(async (): Promise<FeatureResult[]> => []),
    pricelists: vi.fn(async (_query: URLSearchParams) => pricelists('DPD')),
    rate: vi.fn(async (..._args: unknown[]) => ({ rate: 0.5, fetched: null })),
    quote: vi.fn(
      async (_params: { request: QuoteRequest; submission: string }): Promise<QuoteResponse> => ({
        quoteUuid: 'q-1',
        paymentUrl: null,
      }),
    ),
    request: vi.fn(async () => ({})),
    pay: vi.fn(),
  };
  const scope = fork({
    values: new Map([
      [$shopConfig, draftFlow],
      [$selectedItems, [item()]],
      [$consumerId, 'c1'],
      ...values,
    ] as [never, never][]),
    handlers: new Map([
      [fetchDraftFx, calls.draft],
      [readPreselectionToggleFx, calls.features],
      [readGatekeepingToggleFx, calls.features],
      [loadPricelistsFx, calls.pricelists],
      [conversionRateFx, calls.rate],
      [createQuoteFx, calls.quote],
      [submitRequestFx, calls.request],
      ...handlers,
    ] as [never, never][]),
  });
  const open = () =>
    allSettled(ConfirmItemsGate.open, { scope, params: { navigate: calls.navigate, locale: 'nl' } });
  return { scope, calls, open };
}

const press = (scope: Scope) => allSettled(confirmPressed, { scope });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('what pressing confirm does', () => {
  const state = {
    sending: false,
    waiting: false,
    offered: true,
    choice: 'refund' as const,
    selfShipping: false,
    termsAgreed: false,
    gatekeeping: { status: 'off' as const },
  };

  it('waits, asks for the choice, then for the terms, then sends or goes on', () => {
    expect(confirmOutcome({ ...state, sending: true })).toBe('wait');
    expect(confirmOutcome({ ...state, sending: true, waiting: true })).toBe('wait');
    expect(confirmOutcome({ ...state, waiting: true })).toBe('after-waiting');
    expect(confirmOutcome({ ...state, choice: null })).toBe('choice-missing');
    expect(confirmOutcome({ ...state, offered: false, choice: null })).toBe('carriers');
    expect(confirmOutcome({ ...state, selfShipping: true })).toBe('terms-missing');
    expect(confirmOutcome({ ...state, selfShipping: true, termsAgreed: true })).toBe('self-shipping-quote');
    expect(
      confirmOutcome({ ...state, gatekeeping: { status: 'on', form: { title: 'T', fields: [] } } }),
    ).toBe('gatekeeping-request');
    expect(confirmOutcome(state)).toBe('carriers');
  });
});

describe('the incentive', () => {
  it('waits for the rate when the incentive is in another currency, and is capped in the order currency', () => {
    expect(incentiveFor(draftFlow, [item()], true, null)).toBeNull();
    expect(incentiveFor(draftFlow, [item()], true, 0.5)).toEqual({ amount: 2.5, percentage: 10 });
    expect(incentiveFor(draftFlow, [item()], false, 0.5)).toBeNull();
    expect(incentiveFor(null, [item()], true, 0.5)).toBeNull();
    const eur = item({
      orderCurrency: 'EUR',
      itemRef: { allowStoreCredit: true, currencyCode: 'EUR', price: 30 },
    });
    expect(incentiveFor(draftFlow, [eur], true, null)).toEqual({ amount: 3, percentage: 10 });
  });
});

describe('opening confirm items', () => {
  it('in the draft flow: preselects, asks the display toggle, fetches the draft and the rate', async () => {
    const { scope, calls, open } = scopeWith();
    await open();
    expect(scope.getState($refundChoice)).toBe('refund');
    expect(calls.features).toHaveBeenCalledTimes(1);
    expect(calls.draft).toHaveBeenCalledWith('c1');
    expect(calls.pricelists).not.toHaveBeenCalled();
    expect(calls.rate.mock.calls[0]).toContainEqual(expect.objectContaining({ from: 'EUR', to: 'GBP' }));
    expect(scope.getState($exchangeRate)).toBe(0.5);
    expect(scope.getState($incentive)).toEqual({ amount: 2.5, percentage: 10 });
  });

  it('with no-store-credit-preselection read on: nothing is preselected', async () => {
    const { scope, open } = scopeWith(
      [],
      [[readPreselectionToggleFx, async () => [{ feature: NO_PRESELECTION, result: true }]]],
    );
    await open();
    expect(scope.getState($refundChoice)).toBeNull();
  });

  it('takes the display toggle already known into account at once', async () => {
    const { scope, open } = scopeWith([[$featureResults, { [NO_PRESELECTION]: true }]]);
    await open();
    expect(scope.getState($refundChoice)).toBeNull();
  });

  it('when the rates fail: refund is chosen and the missing incentive is said', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope, open } = scopeWith(
      [[$featureResults, { [NO_PRESELECTION]: true }]],
      [
        [
          conversionRateFx,
          async () => {
            throw new Error('down');
          },
        ],
      ],
    );
    await open();
    expect(scope.getState($refundChoice)).toBe('refund');
    expect(scope.getState($incentiveUnavailable)).toBe(true);
    expect(scope.getState($incentive)).toBeNull();
    warn.mockRestore();
  });

  it('loads nothing for a selection already submitted, nor a draft in demo mode', async () => {
    const submitted = scopeWith([[$selectionSubmitted, { kind: 'quote', next: '/order-confirmation/q' }]]);
    await submitted.open();
    expect(submitted.calls.draft).not.toHaveBeenCalled();
    expect(submitted.calls.features).not.toHaveBeenCalled();
    const demo = scopeWith([[$isDemo, true]]);
    await demo.open();
    expect(demo.calls.draft).not.toHaveBeenCalled();
  });

  it('in the quote flow: loads the pricelists for the selection, and waits for them', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, shop()]]);
    let release: (value: Pricelists) => void = () => undefined;
    calls.pricelists.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const opening = open();
    expect(scope.getState($waiting)).toBe(true);
    release(pricelists(SHIP_IT_YOURSELF));
    await opening;
    expect(calls.draft).not.toHaveBeenCalled();
    const query = calls.pricelists.mock.calls[0]?.[0] ?? new URLSearchParams();
    expect(query.getAll('product-keys')).toEqual(['p1-100']);
    expect(query.get('storeCredit')).toBe('true');
    expect(scope.getState($waiting)).toBe(false);
    expect(scope.getState($selfShipping)).toBe(true);
  });

  it('ecommerce-less: reuses the pricelists select items loaded', async () => {
    const { calls, open } = scopeWith([
      [$shopConfig, shop({ isEcommerceless: true })],
      [$pricelists, pricelists('DPD')],
    ]);
    await open();
    expect(calls.pricelists).not.toHaveBeenCalled();
    const first = scopeWith([
      [$shopConfig, shop({ isEcommerceless: true })],
      [$signInDetails, { orderNumber: 'K-1', country: 'DE' }],
    ]);
    await first.open();
    expect(String(first.calls.pricelists.mock.calls[0]?.[0])).toBe('country-code=DE');
  });

  it('says why store credit is hidden when the first item has no currency', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { open } = scopeWith([
      [$selectedItems, [item({ orderCurrency: undefined, itemRef: { allowStoreCredit: true } })]],
    ]);
    await open();
    expect(warn.mock.calls.flat().join(' ')).toContain('first item has no currency');
    warn.mockRestore();
  });
});

describe('confirming', () => {
  it('asks for a choice first; picking one clears the message and is made for the shopper', async () => {
    const { scope, calls, open } = scopeWith([[$featureResults, { [NO_PRESELECTION]: true }]]);
    await open();
    await press(scope);
    expect(scope.getState($choiceMissing)).toBe(true);
    expect(calls.navigate).not.toHaveBeenCalled();
    await allSettled(refundChoicePicked, { scope, params: 'store-credit' });
    expect(scope.getState($choiceMissing)).toBe(false);
    expect(scope.getState($refundChoice)).toBe('store-credit');
  });

  it('goes on to the carriers with the choice made here', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, shop()]]);
    await open();
    await allSettled(refundChoicePicked, { scope, params: 'store-credit' });
    await press(scope);
    expect(scope.getState($storedRefundChoice)).toBe('store-credit');
    expect(calls.navigate).toHaveBeenCalledWith(CARRIERS);
    expect(calls.quote).not.toHaveBeenCalled();
  });

  it('a press while the pricelists are on their way is carried out once they are here, once', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, shop({ storeCredit: { enabled: false } })]]);
    let release: (value: Pricelists) => void = () => undefined;
    calls.pricelists.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    // Each settles only with the pricelists' answer, which the test gives after both presses.
    const settled = [open(), press(scope), press(scope)];
    expect(calls.navigate).not.toHaveBeenCalled();
    release(pricelists('DPD'));
    await Promise.all(settled);
    expect(calls.navigate.mock.calls).toEqual([[CARRIERS]]);
  });

  it('a press while waiting is forgotten when what it waited for fails', async () => {
    const quoteShop = shop({ storeCredit: { enabled: false } });
    const pricelistsFail = scopeWith([[$shopConfig, quoteShop]]);
    let refuse: (error: Error) => void = () => undefined;
    pricelistsFail.calls.pricelists.mockImplementation(() => new Promise((_, reject) => (refuse = reject)));
    const settled = [pricelistsFail.open(), press(pricelistsFail.scope)];
    refuse(new Error('502'));
    await Promise.all(settled);
    expect(pricelistsFail.calls.navigate).not.toHaveBeenCalled();

    // The toggle cannot be read; the shopper tries again and it is read: nothing goes on by itself.
    const toggle = scopeWith([
      [$shopConfig, gatekeepingShop],
      [$selectedItems, [item({ returnReasonKey: 'defect_gate_keeping' })]],
    ]);
    let answerToggle: (results: FeatureResult[]) => void = () => undefined;
    toggle.calls.features.mockImplementationOnce(async () => {
      throw new Error('500');
    });
    const pending = [toggle.open(), press(toggle.scope)];
    await Promise.all(pending);
    expect(toggle.scope.getState($gatekeepingToggle)).toBe('unreadable');
    await press(toggle.scope);
    toggle.calls.features.mockImplementationOnce(() => new Promise((resolve) => (answerToggle = resolve)));
    const retried = allSettled(gatekeepingToggleRequested, { scope: toggle.scope });
    answerToggle([{ feature: 'gatekeeping', result: false }]);
    await retried;
    expect(toggle.calls.navigate).not.toHaveBeenCalled();
    expect(toggle.calls.request).not.toHaveBeenCalled();
  });

  it('a press while waiting is forgotten when the shopper leaves the page', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, shop({ storeCredit: { enabled: false } })]]);
    let release: (value: Pricelists) => void = () => undefined;
    calls.pricelists.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const settled = [
      open(),
      press(scope),
      allSettled(ConfirmItemsGate.close, { scope, params: { navigate: calls.navigate, locale: 'nl' } }),
    ];
    release(pricelists('DPD'));
    await Promise.all(settled);
    expect(calls.navigate).not.toHaveBeenCalled();
  });

  it('the self-shipping quote: terms first, then created once and confirmed', async () => {
    const { scope, calls, open } = scopeWith([[$shopConfig, shop()]], []);
    calls.pricelists.mockResolvedValue(pricelists(SHIP_IT_YOURSELF));
    let answer: (quote: QuoteResponse) => void = () => undefined;
    calls.quote.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await open();
    await press(scope);
    expect(scope.getState($termsMissing)).toBe(true);
    await allSettled(termsToggled, { scope, params: true });
    expect(scope.getState($termsMissing)).toBe(false);
    expect(scope.getState($termsAgreed)).toBe(true);
    const first = press(scope);
    // A double click: the second press finds the quote under way.
    const second = press(scope);
    answer({ quoteUuid: 'q-1', paymentUrl: null });
    await Promise.all([first, second]);
    expect(calls.quote).toHaveBeenCalledTimes(1);
    const request = calls.quote.mock.calls[0]?.[0].request as QuoteRequest;
    expect(request).toMatchObject({ pricelistUuid: 'pl-0', locale: 'NL', parcelAmount: 1, isInsured: false });
    expect(request.quoteItems[0]).toMatchObject({ orderNumber: '100078', type: 'REFUND' });
    expect(calls.navigate).toHaveBeenCalledWith('/order-confirmation/q-1');
  });

  it('pays first when the quote has an allowed payment page; refuses any other', async () => {
    document.body.innerHTML = '<script id="payment-hosts" type="application/json">["pay.example"]</script>';
    const { scope, calls, open } = scopeWith([[$shopConfig, shop()]]);
    vi.stubGlobal('location', { assign: calls.pay });
    calls.pricelists.mockResolvedValue(pricelists(SHIP_IT_YOURSELF));
    calls.quote.mockResolvedValue({ quoteUuid: 'q-1', paymentUrl: 'https://pay.example/p/1' });
    await open();
    await allSettled(termsToggled, { scope, params: true });
    await press(scope);
    expect(calls.pay).toHaveBeenCalledWith('https://pay.example/p/1');
    expect(calls.navigate).not.toHaveBeenCalled();

    const refused = scopeWith([
      [$shopConfig, shop()],
      [$consumerId, 'c2'],
    ]);
    vi.stubGlobal('location', { assign: refused.calls.pay });
    refused.calls.pricelists.mockResolvedValue(pricelists(SHIP_IT_YOURSELF));
    refused.calls.quote.mockResolvedValue({ quoteUuid: 'q-2', paymentUrl: 'https://evil.example/p/1' });
    await refused.open();
    await allSettled(termsToggled, { scope: refused.scope, params: true });
    await press(refused.scope);
    expect(refused.calls.pay).not.toHaveBeenCalled();
    expect(String(refused.scope.getState($stepError))).toContain('evil.example');
  });

  it('in demo mode the self-shipping quote only pretends', async () => {
    const { scope, calls, open } = scopeWith([
      [$shopConfig, shop()],
      [$isDemo, true],
    ]);
    calls.pricelists.mockResolvedValue(pricelists(SHIP_IT_YOURSELF));
    await open();
    await allSettled(termsToggled, { scope, params: true });
    await press(scope);
    expect(calls.quote).not.toHaveBeenCalled();
    expect(calls.navigate).toHaveBeenCalledWith(DEMO_CONFIRMATION);
  });

  it('the gatekeeping request: marks missing answers, then sends them and moves on', async () => {
    const gate = item({ returnReasonKey: 'defect_gate_keeping' });
    const { scope, calls, open } = scopeWith([
      [$shopConfig, gatekeepingShop],
      [$selectedItems, [gate]],
    ]);
    calls.features.mockResolvedValue([{ feature: 'gatekeeping', result: true }]);
    await open();
    expect(scope.getState($gatekeepingToggle)).toBe('on');
    expect(scope.getState($missingAnswers)).toEqual({});
    await press(scope);
    expect(scope.getState($missingAnswers)).toEqual({ u1: ['what'] });
    expect(calls.request).not.toHaveBeenCalled();
    await allSettled(gatekeepingAnswered, {
      scope,
      params: { itemUid: 'u1', fieldId: 'what', answer: 'Broken' },
    });
    expect(scope.getState($gatekeepingAnswers)).toEqual({ u1: { what: 'Broken' } });
    expect(scope.getState($missingAnswers)).toEqual({ u1: [] });
    await press(scope);
    expect(calls.request).toHaveBeenCalledWith({
      consumerId: 'c1',
      purchaseAssets: [
        {
          purchaseId: 'p1',
          answers: [{ question: 'What', position: 1, type: 'ShortText', answer: 'Broken' }],
        },
      ],
    });
    expect(calls.navigate).toHaveBeenCalledWith(REQUEST_CONFIRMATION);
  });

  describe('a press while a photo of the form is uploading', () => {
    const photoShop = shop({
      platformSlice: 2,
      storeCredit: { enabled: false },
      gatekeeping: {
        form: {
          title: 'T',
          fields: [{ id: 'photos', type: 'FileUpload', label: 'Photos', position: 1, required: true }],
        },
      },
    });
    const PHOTO = { url: '/u/1.png', mimeType: 'image/png' };

    /** On confirm items with the toggle on; the photo's upload answers when the test says. */
    async function uploading() {
      let upload: { answer: (files: (typeof PHOTO)[]) => void; refuse: (error: Error) => void } = {
        answer: () => undefined,
        refuse: () => undefined,
      };
      const page = scopeWith(
        [
          [$shopConfig, photoShop],
          [$selectedItems, [item({ returnReasonKey: 'defect_gate_keeping' })]],
        ],
        [
          [
            uploadPhotosFx,
            () =>
              new Promise((answer, refuse) => {
                upload = { answer, refuse };
              }),
          ],
        ],
      );
      page.calls.features.mockResolvedValue([{ feature: 'gatekeeping', result: true }]);
      await page.open();
      const chosen = allSettled(photosChosen, {
        scope: page.scope,
        params: {
          itemUid: 'u1',
          fieldId: 'photos',
          consumerId: 'c1',
          purchaseId: 'p1',
          files: [new File(['png'], 'broken.png', { type: 'image/png' })],
        },
      });
      return { ...page, chosen, upload: () => upload };
    }

    it('waits, then sends the answers with the photo once it is here, once', async () => {
      const { scope, calls, chosen, upload } = await uploading();
      expect(scope.getState($waiting)).toBe(true);
      const presses = [press(scope), press(scope)];
      expect(calls.request).not.toHaveBeenCalled();
      upload().answer([PHOTO]);
      await Promise.all([chosen, ...presses]);
      expect(calls.request).toHaveBeenCalledTimes(1);
      expect(calls.request).toHaveBeenCalledWith({
        consumerId: 'c1',
        purchaseAssets: [
          {
            purchaseId: 'p1',
            answers: [{ question: 'Photos', position: 1, type: 'FileUpload', answer: [PHOTO] }],
          },
        ],
      });
      expect(scope.getState($pressLostToPhoto)).toBe(false);
    });

    it('sends nothing when the photo is refused, and says the press was not carried out', async () => {
      const { scope, calls, chosen, upload } = await uploading();
      const pressed = press(scope);
      upload().refuse(new Error('413'));
      await Promise.all([chosen, pressed]);
      expect(calls.request).not.toHaveBeenCalled();
      expect(scope.getState($waiting)).toBe(false);
      expect(scope.getState($pressLostToPhoto)).toBe(true);
      // The next press is the shopper's own: the message goes, and the missing photo is marked.
      await press(scope);
      expect(scope.getState($pressLostToPhoto)).toBe(false);
      expect(scope.getState($missingAnswers)).toEqual({ u1: ['photos'] });
      expect(calls.request).not.toHaveBeenCalled();
    });
  });

  it('a gatekeeping request without a signed-in shopper goes back to sign-in', async () => {
    const { scope, calls, open } = scopeWith([
      [$shopConfig, gatekeepingShop],
      [$selectedItems, [item({ returnReasonKey: 'defect_gate_keeping' })]],
      [$gatekeepingAnswers, { u1: { what: 'Broken' } }],
      [$consumerId, null],
      [$isDemo, true],
    ]);
    await open();
    await press(scope);
    expect(calls.request).not.toHaveBeenCalled();
    expect(calls.navigate).toHaveBeenCalledWith('/');
  });
});

describe('moving on and back', () => {
  it('a gone draft sends the shopper back only while the page is shown', async () => {
    const { scope, calls, open } = scopeWith();
    await open();
    await allSettled(draftGone, { scope });
    expect(calls.navigate).toHaveBeenCalledWith(SELECT_ITEMS);
    calls.navigate.mockClear();
    await allSettled(ConfirmItemsGate.close, { scope, params: { navigate: calls.navigate, locale: 'nl' } });
    await allSettled(draftGone, { scope });
    await allSettled(confirmItemsNavigateFx, { scope, params: '/anywhere' });
    expect(calls.navigate).not.toHaveBeenCalled();
  });

  it('changes the selection, goes to the confirmation, or starts over', async () => {
    const { scope, calls, open } = scopeWith([
      [$selectionSubmitted, { kind: 'quote', next: '/order-confirmation/q' }],
    ]);
    await open();
    await allSettled(selectItemsChosen, { scope });
    expect(calls.navigate).toHaveBeenLastCalledWith(SELECT_ITEMS);
    await allSettled(confirmationChosen, { scope });
    expect(calls.navigate).toHaveBeenLastCalledWith('/order-confirmation/q');
    await allSettled(startOverChosen, { scope });
    expect(scope.getState($selectedItems)).toEqual([]);
    expect(scope.getState($selectionSubmitted)).toBeNull();
    expect(calls.navigate).toHaveBeenLastCalledWith(SELECT_ITEMS);
  });
});
