import {
  $consumerId,
  $purchasesCache,
  $selectedItems,
  $selectionSubmitted,
  $stepError,
  type CreatedReturnOrder,
  type DraftReturnOrder,
  HttpError,
  type Purchase,
  type ReturnOrder,
  type SelectedItem,
  type ShippingOption,
} from '@portal/shared';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { DraftUpdate } from '../api/draft-return-order';
import { $insuranceAnswerSaved } from './carrier-answers';
import { fetchCarrierFeaturesFx } from './carrier-features';
import {
  $alreadySubmitted,
  $createFailed,
  $draft,
  $draftUpdateFailed,
  $insuranceChoice,
  $priceSummary,
  $selectedOption,
  $submitProblem,
  $submitting,
  $unpaidSubmitted,
  carrierChosen,
  createReturnOrderFx,
  draftCarriersOpened,
  draftGone,
  fetchDraftFx,
  fetchPurchasesFx,
  fetchSubmittedFx,
  insuranceChosen,
  packageAmountChanged,
  returnOrderSubmitted,
  termsToggled,
  updateDraftFx,
} from './carriers-draft';
import { confirmationReached, consumerMissing } from './navigation';
import { goToPaymentFx } from './payment-redirect';

const option = (id: string, position: number, price: number, variants: string[] = []): ShippingOption => ({
  id,
  price: { value: price, currency: 'EUR' },
  service: id,
  printerRequired: false,
  shippingProductKey: `shop_${id}`,
  selectablePackageAmount: true,
  position,
  variants: variants.map((variant) => ({ id: variant, key: variant, name: variant })),
});
const dpd = option('dpd', 2, 0);
const dhl = option('dhl', 1, 4.95, ['dhl-small', 'dhl-large']);
const purchases = [{ purchaseId: 'p1', shippingOptions: [dpd, dhl] }] as Purchase[];
const items: SelectedItem[] = [{ uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 }];

const baseDraft = (overrides: Record<string, unknown> = {}): DraftReturnOrder =>
  draftReturnOrderSchema.parse({
    consumerId: 'c1',
    totalPrice: { value: '59.95', currency: 'EUR' },
    selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
    maxReturnShipments: 4,
    ...overrides,
  });
const withDpd = baseDraft({
  shippingOptionQuote: { shippingOptionId: 'dpd', price: { value: '0.00', currency: 'EUR' }, variant: null },
});

/** A server that applies each update to its draft, or refuses with `refuse(update)`. */
function server(start: DraftReturnOrder, refuse: (update: DraftUpdate) => Error | null = () => null) {
  let current = start;
  const updates: DraftUpdate[] = [];
  const update = vi.fn(async ({ update: change }: { consumerId: string; update: DraftUpdate }) => {
    updates.push(change);
    const refusal = refuse(change);
    if (refusal) throw refusal;
    current = {
      ...current,
      ...(change.packageAmount !== undefined ? { packageAmount: change.packageAmount } : {}),
      ...(change.addInsurance !== undefined ? { addInsurance: change.addInsurance } : {}),
      ...(change.tacAgreed !== undefined ? { tacAgreed: change.tacAgreed } : {}),
      ...(change.shippingOption
        ? {
            shippingOptionQuote: {
              shippingOptionId: change.shippingOption.id,
              price: change.shippingOption.price,
              variant: change.shippingOptionVariantId ?? null,
            },
          }
        : {}),
    };
    return current;
  });
  return { update, updates, fetch: vi.fn(async () => current) };
}

const returnOrder = (
  paymentStatus: ReturnOrder['paymentStatus'],
  replacedBy: string | null = null,
): ReturnOrder => ({
  id: 'ro-1',
  paymentStatus,
  replacedBy,
  isShipItYourself: false,
});

const scopeWith = (
  handlers: {
    fetch?: () => Promise<DraftReturnOrder>;
    update?: ReturnType<typeof server>['update'];
    create?: (params: { consumerId: string; submission: string }) => Promise<CreatedReturnOrder>;
    /** The return order this tab created, as the platform tells it now (paid by default). */
    submittedOrder?: (params: { consumerId: string; returnOrderId: string }) => Promise<ReturnOrder>;
  },
  values: {
    consumerId?: string | null;
    submitted?: { kind: 'return-order'; next: string } | null;
    insuranceAnswerSaved?: boolean;
  } = {},
) =>
  fork({
    values: [
      [$consumerId, values.consumerId === undefined ? 'c1' : values.consumerId],
      [$insuranceAnswerSaved, values.insuranceAnswerSaved ?? false],
      [$purchasesCache, purchases],
      [$selectedItems, items],
      [$selectionSubmitted, values.submitted ?? null],
    ],
    handlers: [
      [fetchDraftFx, handlers.fetch ?? (async () => withDpd)],
      [updateDraftFx, handlers.update ?? server(withDpd).update],
      [createReturnOrderFx, handlers.create ?? (async () => ({ id: 'ro-1', submittedStatus: 'Created' }))],
      [fetchCarrierFeaturesFx, async () => []],
      [fetchPurchasesFx, async () => purchases],
      [goToPaymentFx, vi.fn()],
      [fetchSubmittedFx, handlers.submittedOrder ?? (async () => returnOrder('Paid'))],
    ],
  });

describe('opening the page', () => {
  it('fetches the draft and, without a shipping quote, chooses the lowest position with its second variant', async () => {
    const api = server(baseDraft());
    const scope = scopeWith({ fetch: api.fetch, update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(api.updates).toEqual([
      {
        shippingOption: { id: 'dhl', price: { value: '4.95', currency: 'EUR' } },
        shippingOptionVariantId: 'dhl-large',
      },
    ]);
    expect(scope.getState($selectedOption)?.id).toBe('dhl');
    expect(scope.getState($draft)?.shippingOptionQuote?.variant).toBe('dhl-large');
  });

  it('keeps the shipping quote the draft already has', async () => {
    const api = server(withDpd);
    const scope = scopeWith({ fetch: api.fetch, update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(api.update).not.toHaveBeenCalled();
    expect(scope.getState($selectedOption)?.id).toBe('dpd');
  });

  it('tries the automatic choice once: a refusal is rolled back and not sent again', async () => {
    const api = server(baseDraft(), () => new HttpError(500, '', null));
    const scope = scopeWith({ fetch: api.fetch, update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(api.update).toHaveBeenCalledTimes(1);
    expect(scope.getState($draft)?.shippingOptionQuote).toBeUndefined();
    expect(scope.getState($draftUpdateFailed)).toBe(true);
  });

  it('sends the shopper to / without a consumer id', async () => {
    const missing = vi.fn();
    const fetch = vi.fn(async () => withDpd);
    const scope = scopeWith({ fetch }, { consumerId: null });
    const unwatch = consumerMissing.watch(missing);
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    unwatch();
    expect(missing).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the shopper back to select items when the draft is gone (404) or no longer fits (409)', async () => {
    for (const status of [404, 409]) {
      const gone = vi.fn();
      const scope = scopeWith({ fetch: () => Promise.reject(new HttpError(status, '', {})) });
      const unwatch = draftGone.watch(gone);
      await allSettled(draftCarriersOpened, { scope, params: undefined });
      unwatch();
      expect(gone).toHaveBeenCalledTimes(1);
      expect(scope.getState($stepError)).toBeNull();
    }
  });

  it('shows any other failure to read the draft on the error screen', async () => {
    const scope = scopeWith({ fetch: () => Promise.reject(new HttpError(500, '', null)) });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
  });

  it('reads the purchases when the session has none', async () => {
    const fetchPurchases = vi.fn(async () => purchases);
    const scope = fork({
      values: [
        [$consumerId, 'c1'],
        [$selectedItems, items],
      ],
      handlers: [
        [fetchDraftFx, async () => withDpd],
        [fetchPurchasesFx, fetchPurchases],
        [fetchCarrierFeaturesFx, async () => []],
      ],
    });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(fetchPurchases).toHaveBeenCalledWith('c1');
    expect(scope.getState($purchasesCache)).toEqual(purchases);
    expect(scope.getState($selectedOption)?.id).toBe('dpd');
  });
});

describe('optimistic changes', () => {
  it('shows a carrier at once and keeps the answer of the server', async () => {
    let release: () => void = () => undefined;
    const api = server(withDpd);
    const scope = scopeWith({
      update: vi.fn(async (params) => {
        await new Promise<void>((resolve) => (release = resolve));
        return api.update(params);
      }),
    });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    const chosen = allSettled(carrierChosen, { scope, params: 'dhl' });
    expect(scope.getState($selectedOption)?.id).toBe('dhl');
    release();
    await chosen;
    expect(scope.getState($draft)?.shippingOptionQuote?.shippingOptionId).toBe('dhl');
    expect(scope.getState($draftUpdateFailed)).toBe(false);
  });

  it('rolls the carrier back with an error flag when the server refuses', async () => {
    const api = server(withDpd, (update) =>
      update.shippingOption ? new HttpError(500, 'Server Error', null) : null,
    );
    const scope = scopeWith({ update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(carrierChosen, { scope, params: 'dhl' });
    expect(scope.getState($selectedOption)?.id).toBe('dpd');
    expect(scope.getState($draftUpdateFailed)).toBe(true);
    // The next change clears the flag.
    await allSettled(packageAmountChanged, { scope, params: 2 });
    expect(scope.getState($draftUpdateFailed)).toBe(false);
    expect(scope.getState($draft)?.packageAmount).toBe(2);
  });

  it('rolls back parcels, insurance and terms too', async () => {
    const api = server(withDpd, () => new HttpError(503, '', null));
    const scope = scopeWith({ update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(packageAmountChanged, { scope, params: 3 });
    await allSettled(insuranceChosen, { scope, params: true });
    await allSettled(termsToggled, { scope, params: true });
    expect(scope.getState($draft)).toMatchObject({ packageAmount: 1, addInsurance: false, tacAgreed: false });
  });

  it('a refused insurance answer is not shown chosen: unanswered stays unanswered, a saved "yes" comes back', async () => {
    let refuse = true;
    const api = server(withDpd, (update) =>
      refuse && update.addInsurance !== undefined ? new HttpError(500, 'Server Error', null) : null,
    );
    const scope = scopeWith({ update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($insuranceChoice)).toBeNull();
    await allSettled(insuranceChosen, { scope, params: false });
    expect(scope.getState($insuranceChoice)).toBeNull();
    await allSettled(insuranceChosen, { scope, params: true });
    expect(scope.getState($insuranceChoice)).toBeNull();
    refuse = false;
    await allSettled(insuranceChosen, { scope, params: true });
    expect(scope.getState($insuranceChoice)).toBe(true);
    refuse = true;
    await allSettled(insuranceChosen, { scope, params: false });
    expect(scope.getState($insuranceChoice)).toBe(true);
  });

  it('writes changes one at a time, merging those made meanwhile', async () => {
    const releases: (() => void)[] = [];
    const api = server(withDpd);
    const update = vi.fn(async (params: { consumerId: string; update: DraftUpdate }) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      return api.update(params);
    });
    const scope = scopeWith({ update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    const done = Promise.all([
      allSettled(packageAmountChanged, { scope, params: 2 }),
      allSettled(packageAmountChanged, { scope, params: 3 }),
      allSettled(termsToggled, { scope, params: true }),
    ]);
    expect(scope.getState($draft)).toMatchObject({ packageAmount: 3, tacAgreed: true });
    expect(update).toHaveBeenCalledTimes(1);
    releases.shift()?.();
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    // The first answer does not undo what is still to be sent.
    expect(scope.getState($draft)).toMatchObject({ packageAmount: 3, tacAgreed: true });
    releases.shift()?.();
    await done;
    expect(api.updates).toEqual([{ packageAmount: 2 }, { packageAmount: 3, tacAgreed: true }]);
    expect(scope.getState($draft)).toMatchObject({ packageAmount: 3, tacAgreed: true });
  });

  it('keeps later changes shown when an earlier one is refused', async () => {
    let refuse: () => void = () => undefined;
    const api = server(withDpd);
    const update = vi
      .fn()
      .mockImplementationOnce(
        () => new Promise((_, reject) => (refuse = () => reject(new HttpError(500, '', null)))),
      )
      .mockImplementation(api.update);
    const scope = scopeWith({ update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    const done = Promise.all([
      allSettled(packageAmountChanged, { scope, params: 2 }),
      allSettled(termsToggled, { scope, params: true }),
    ]);
    refuse();
    await done;
    expect(scope.getState($draft)).toMatchObject({ packageAmount: 1, tacAgreed: true });
  });

  it('keeps the parcel count within the draft’s bounds and sends nothing for no change', async () => {
    const api = server(withDpd);
    const scope = scopeWith({ update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(packageAmountChanged, { scope, params: 9 });
    await allSettled(packageAmountChanged, { scope, params: 4 });
    expect(api.updates).toEqual([{ packageAmount: 4 }]);
  });

  it('sends the shopper back to select items when an update finds the draft gone', async () => {
    const gone = vi.fn();
    const api = server(withDpd, () => new HttpError(409, '', {}));
    const scope = scopeWith({ update: api.update });
    const unwatch = draftGone.watch(gone);
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(carrierChosen, { scope, params: 'dhl' });
    unwatch();
    expect(gone).toHaveBeenCalledTimes(1);
  });
});

describe('submitting', () => {
  const insured = baseDraft({
    ...withDpd,
    insuranceQuote: {
      coverage: { value: '100.00', currency: 'EUR' },
      price: { value: '1.99', currency: 'EUR' },
    },
  });

  it('asks for the insurance answer first, then the terms, and clears each when answered', async () => {
    const api = server(insured);
    const create = vi.fn(async () => ({ id: 'ro-1' }));
    const scope = scopeWith({ fetch: api.fetch, update: api.update, create });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($insuranceChoice)).toBeNull();
    await allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($submitProblem)).toBe('insurance');
    await allSettled(insuranceChosen, { scope, params: false });
    expect(scope.getState($submitProblem)).toBeNull();
    expect(scope.getState($insuranceChoice)).toBe(false);
    await allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($submitProblem)).toBe('terms');
    await allSettled(termsToggled, { scope, params: true });
    expect(scope.getState($submitProblem)).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('a "no" the server took is still the answer after a reload or a new visit', async () => {
    const api = server(insured);
    const scope = scopeWith({ fetch: api.fetch, update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(insuranceChosen, { scope, params: false });
    expect(scope.getState($insuranceAnswerSaved)).toBe(true);
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($insuranceChoice)).toBe(false);
    // A reload: a new page with the session's stores and the draft's addInsurance false.
    const reloaded = scopeWith(
      { fetch: api.fetch, update: api.update },
      { insuranceAnswerSaved: scope.getState($insuranceAnswerSaved) },
    );
    await allSettled(draftCarriersOpened, { scope: reloaded, params: undefined });
    expect(reloaded.getState($insuranceChoice)).toBe(false);
    // Without the session's answer the same draft asks again.
    const fresh = scopeWith({ fetch: api.fetch, update: api.update });
    await allSettled(draftCarriersOpened, { scope: fresh, params: undefined });
    expect(fresh.getState($insuranceChoice)).toBeNull();
  });

  it('creates the return order once, remembers it on the bus and goes to its confirmation', async () => {
    const api = server(baseDraft({ ...withDpd, tacAgreed: true }));
    let answer: () => void = () => undefined;
    const create = vi.fn(
      (_: { consumerId: string; submission: string }) =>
        new Promise<CreatedReturnOrder>(
          (resolve) => (answer = () => resolve({ id: 'ro 1', submittedStatus: 'Created' })),
        ),
    );
    const confirmed = vi.fn();
    const scope = scopeWith({ fetch: api.fetch, update: api.update, create });
    const unwatch = confirmationReached.watch(confirmed);
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    const first = allSettled(returnOrderSubmitted, { scope });
    const second = allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($submitting)).toBe(true);
    answer();
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      consumerId: 'c1',
      submission: expect.stringMatching(/^return-order:c1:[0-9a-f]{8}$/),
    });
    const next = '/order-confirmation?id=c1&returnOrderId=ro+1';
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'return-order', next });
    expect(confirmed).toHaveBeenCalledWith(next);
    expect(scope.getState($alreadySubmitted)).toBe(true);

    await allSettled(returnOrderSubmitted, { scope });
    unwatch();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('goes to the payment page for a return order that must be paid', async () => {
    const pay = vi.fn();
    const confirmed = vi.fn();
    const scope = fork({
      values: [
        [$consumerId, 'c1'],
        [$purchasesCache, purchases],
        [$selectedItems, items],
      ],
      handlers: [
        [fetchDraftFx, async () => baseDraft({ ...withDpd, tacAgreed: true })],
        [fetchCarrierFeaturesFx, async () => []],
        [
          createReturnOrderFx,
          async () => ({
            id: 'ro-2',
            submittedStatus: 'Payment',
            paymentUrl: 'https://www.mollie.com/pay/x',
          }),
        ],
        [goToPaymentFx, pay],
      ],
    });
    const unwatch = confirmationReached.watch(confirmed);
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(returnOrderSubmitted, { scope });
    unwatch();
    expect(pay).toHaveBeenCalledWith('https://www.mollie.com/pay/x');
    expect(confirmed).not.toHaveBeenCalled();
    expect(scope.getState($selectionSubmitted)?.next).toBe('/order-confirmation?id=c1&returnOrderId=ro-2');
  });

  it('says it could not create the return order, and the next press is the same submission', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(500, '', null))
      .mockResolvedValueOnce({ id: 'ro-3', submittedStatus: 'Created' });
    const scope = scopeWith({ fetch: async () => baseDraft({ ...withDpd, tacAgreed: true }), create });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($createFailed)).toBe(true);
    expect(scope.getState($selectionSubmitted)).toBeNull();
    await allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($createFailed)).toBe(false);
    // The same submission: its kept request uuid (shared/src/submission.ts) asks about one return.
    const [first, second] = create.mock.calls.map(([params]) => params.submission);
    expect(second).toBe(first);
  });

  it('waits for the terms to be saved before creating the return order', async () => {
    let release: () => void = () => undefined;
    const api = server(withDpd);
    const order: string[] = [];
    const scope = scopeWith({
      update: vi.fn(async (params) => {
        await new Promise<void>((resolve) => (release = resolve));
        order.push('terms saved');
        return api.update(params);
      }),
      create: vi.fn(async () => {
        order.push('created');
        return { id: 'ro-4' };
      }),
    });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    const ticked = allSettled(termsToggled, { scope, params: true });
    const submitted = allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($submitting)).toBe(true);
    release();
    await Promise.all([ticked, submitted]);
    expect(order).toEqual(['terms saved', 'created']);
  });

  it('does not create the return order when saving the terms was refused', async () => {
    const api = server(withDpd, () => new HttpError(500, '', null));
    const create = vi.fn(async () => ({ id: 'ro-5' }));
    const scope = scopeWith({ update: api.update, create });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await Promise.all([
      allSettled(termsToggled, { scope, params: true }),
      allSettled(returnOrderSubmitted, { scope }),
    ]);
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($submitting)).toBe(false);
    expect(scope.getState($draftUpdateFailed)).toBe(true);
  });

  it('leaves a submitted selection alone on Back, unless a payment failed', async () => {
    const submitted = { kind: 'return-order' as const, next: '/order-confirmation?id=c1&returnOrderId=ro-1' };
    const fetch = vi.fn(async () => baseDraft({ ...withDpd, tacAgreed: true }));
    const create = vi.fn(async () => ({ id: 'ro-6' }));
    const scope = scopeWith({ fetch, create }, { submitted });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($alreadySubmitted)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    await allSettled(returnOrderSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();

    await allSettled(draftCarriersOpened, { scope, params: { paymentStatus: 'Failed' } });
    expect(scope.getState($alreadySubmitted)).toBe(false);
    await allSettled(returnOrderSubmitted, { scope });
    expect(create).toHaveBeenCalledTimes(1);
    expect(scope.getState($selectionSubmitted)?.next).toBe('/order-confirmation?id=c1&returnOrderId=ro-6');
  });

  it('makes the step the shopper’s again on Back from the payment page: the return order it made is not paid', async () => {
    const submitted = { kind: 'return-order' as const, next: '/order-confirmation?id=c1&returnOrderId=ro-1' };
    for (const [paymentStatus, replacedBy, again] of [
      ['Open', null, true],
      ['Cancelled', null, true],
      ['Expired', null, true],
      ['Paid', null, false],
      [null, null, false],
      ['Cancelled', 'ro-2', false],
    ] as const) {
      const fetch = vi.fn(async () => baseDraft({ ...withDpd, tacAgreed: true }));
      const create = vi.fn(async () => ({
        id: 'ro-7',
        submittedStatus: 'Payment',
        paymentUrl: 'https://pay/2',
      }));
      const asked = vi.fn(async (_: { consumerId: string; returnOrderId: string }) =>
        returnOrder(paymentStatus, replacedBy),
      );
      const scope = scopeWith({ fetch, create, submittedOrder: asked }, { submitted });
      await allSettled(draftCarriersOpened, { scope, params: undefined });
      expect(asked).toHaveBeenCalledWith({ consumerId: 'c1', returnOrderId: 'ro-1' });
      expect(scope.getState($alreadySubmitted)).toBe(!again);
      // The banner says how the payment stands; the draft keeps the choices made before.
      expect(scope.getState($unpaidSubmitted)).toBe(again ? paymentStatus : null);
      expect(fetch).toHaveBeenCalledTimes(again ? 1 : 0);
      if (again) expect(scope.getState($selectedOption)?.id).toBe('dpd');
      await allSettled(returnOrderSubmitted, { scope });
      expect(create).toHaveBeenCalledTimes(again ? 1 : 0);
    }
  });

  it('keeps a submitted selection submitted when its return order cannot be read', async () => {
    const submitted = { kind: 'return-order' as const, next: '/order-confirmation?id=c1&returnOrderId=ro-1' };
    const scope = scopeWith(
      {
        submittedOrder: async () => {
          throw new HttpError(503, '', null);
        },
      },
      { submitted },
    );
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    expect(scope.getState($alreadySubmitted)).toBe(true);
    expect(scope.getState($stepError)).toBeNull();
  });

  it('sends a 401 to the error screen instead of the inline message', async () => {
    const scope = scopeWith({
      fetch: async () => baseDraft({ ...withDpd, tacAgreed: true }),
      create: () => Promise.reject(new HttpError(401, '', null)),
    });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(returnOrderSubmitted, { scope });
    expect(scope.getState($stepError)).toBeInstanceOf(HttpError);
    expect(scope.getState($createFailed)).toBe(false);
  });
});

describe('the price summary', () => {
  it('follows the draft as it changes', async () => {
    const api = server(withDpd);
    const scope = scopeWith({ update: api.update });
    await allSettled(draftCarriersOpened, { scope, params: undefined });
    await allSettled(carrierChosen, { scope, params: 'dhl' });
    await allSettled(packageAmountChanged, { scope, params: 2 });
    expect(scope.getState($priceSummary)).toMatchObject({ totalCents: 990, showTotal: true });
  });
});
