// @vitest-environment jsdom
import type { EventCallable, Store } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseSchema, shippingOptionSchema } from '../api/schemas';
import type { StoredPurchases } from './purchases-compact';

// Each test loads the bus afresh, as a page reload does, against the same session storage, and runs it
// in a page scope of its own, as the browser does.
async function loadBus() {
  vi.resetModules();
  const { allSettled, fork } = await import('effector');
  const persistence = await import('./persistence');
  const scope = fork();
  const modules = {
    ...persistence,
    ...(await import('./selection')),
    ...(await import('./consumer')),
    ...(await import('./demo')),
    ...(await import('./caches')),
    scope,
    /** Sends `unit` in the page's scope. */
    send: <T>(unit: EventCallable<T>, ...params: T extends void ? [] : [NoInfer<T>]) =>
      allSettled(unit, { scope, params: params[0] as T }),
    /** What `store` holds in the page's scope. */
    read: <T>(store: Store<T>) => scope.getState(store),
  };
  await persistence.startPersistence(scope);
  return modules;
}

const purchase = purchaseSchema.parse({
  purchaseId: 'p1',
  order: { createdDate: '2026-11-01', orderId: 'o1', currency: 'EUR', orderNumber: 'NW-1001' },
  product: { id: 'prod', name: 'Shirt', sku: 'shirt-m', price: { value: '59.95', currency: 'EUR' } },
  units: [{ fulfillmentDate: null, paidAmount: { value: 59.95, currency: 'EUR' }, returnable: 'yes' }],
});

const pricelists = {
  items: [
    {
      uuid: 'siy',
      price: '0.00',
      currency: 'EUR',
      address: null,
      courierService: {
        type: 'SERVERLESS_SHIP_IT_YOURSELF',
        label: 'Ship it yourself',
        printerRequired: false,
      },
    },
  ],
  insurance: { enabled: false },
};

const stored = (key: string): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null');

describe('session storage persistence', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('writes every store under its session-storage key and reads it back after a reload', async () => {
    const first = await loadBus();
    await first.send(first.signedIn, 'consumer-1');
    await first.send(first.itemSelected, {
      uid: 'NW-1001p1',
      key: 'k',
      purchaseId: 'p1',
      operation: 'Return',
      quantity: 1,
    });
    await first.send(first.quantityChanged, { uid: 'NW-1001p1', quantity: 2 });
    await first.send(first.demoEntered);
    await first.send(first.purchasesLoaded, [purchase]);
    await first.send(first.pricelistsLoaded, pricelists);
    await first.send(first.signInDetailsStored, { orderNumber: 'K-5521', country: 'DE' });
    await first.send(first.gatekeepingAnswersChanged, { purchaseId: 'p1', answers: [{ label: 'Photo' }] });
    await first.send(first.selectionSubmitted, { kind: 'request', next: '/request-confirmation' });

    // A first visit: the values are written once effector-storage has arrived.
    await vi.waitFor(() => expect(stored('consumer-storage')).toBe('consumer-1'));
    expect(stored('selectItems-storage')).toEqual([expect.objectContaining({ uid: 'NW-1001p1' })]);
    expect(sessionStorage.getItem('isDemo')).toBe('true');
    expect(stored('purchases-cache')).toEqual(
      expect.objectContaining({ v: 1, purchases: [expect.objectContaining({ purchaseId: 'p1' })] }),
    );
    expect(stored('pricelists-storage')).toEqual(pricelists);
    expect(stored('sign-in-details')).toEqual({ orderNumber: 'K-5521', country: 'DE' });
    expect(stored('gatekeeping-storage')).toEqual({ p1: [{ label: 'Photo' }] });
    expect(stored('selectItems-submitted')).toEqual({ kind: 'request', next: '/request-confirmation' });

    const second = await loadBus();
    expect(second.read(second.$consumerId)).toBe('consumer-1');
    expect(second.read(second.$selectedItems).map((item) => item.uid)).toEqual(['NW-1001p1']);
    expect(second.read(second.$quantities)).toEqual({ 'NW-1001p1': 2 });
    expect(second.read(second.$isDemo)).toBe(true);
    expect(second.read(second.$purchasesCache)).toEqual([purchase]);
    expect(second.read(second.$gatekeepingAnswers)).toEqual({ p1: [{ label: 'Photo' }] });
    expect(second.read(second.$pricelists)).toEqual(pricelists);
    expect(second.read(second.$signInDetails)).toEqual({ orderNumber: 'K-5521', country: 'DE' });
    expect(second.read(second.$selectionSubmitted)).toEqual({
      kind: 'request',
      next: '/request-confirmation',
    });
    // Read back into the page's scope only: the global state stays the stores' defaults.
    expect(second.$consumerId.getState()).toBeNull();
    expect(second.$selectedItems.getState()).toEqual([]);
  });

  it('clears the stored selection and purchases when the next shopper signs in', async () => {
    const first = await loadBus();
    await first.send(first.itemSelected, {
      uid: 'a',
      key: 'k',
      purchaseId: 'p1',
      operation: 'Return',
      quantity: 1,
    });
    await first.send(first.purchasesLoaded, [purchase]);
    await first.send(first.signedIn, 'consumer-2');
    await vi.waitFor(() => expect(stored('consumer-storage')).toBe('consumer-2'));
    const second = await loadBus();
    expect(second.read(second.$selectedItems)).toEqual([]);
    expect(second.read(second.$purchasesCache)).toBeNull();
  });

  it('keeps the purchases with each shared carrier once, and reads them back whole', async () => {
    const option = shippingOptionSchema.parse({
      id: 'dhl',
      price: { value: '4.95', currency: 'EUR' },
      service: 'DHL',
      shippingProductKey: 'dhl-parcel',
      position: 1,
    });
    const lines = ['p1', 'p2', 'p3'].map((purchaseId) => ({
      ...purchase,
      purchaseId,
      shippingOptions: [option],
    }));
    const first = await loadBus();
    await first.send(first.signedIn, 'consumer-1');
    await first.send(first.purchasesLoaded, lines);
    await vi.waitFor(() => expect(stored('purchases-cache')).not.toBeNull());
    const kept = stored('purchases-cache') as StoredPurchases;
    expect(kept.shippingOptions).toEqual([option]);
    expect(kept.purchases.map((line) => line.shippingOptions)).toEqual([[0], [0], [0]]);
    const reloaded = await loadBus();
    expect(reloaded.read(reloaded.$purchasesCache)).toEqual(lines);

    // A stored line pointing at an option that is not there is a damaged value: dropped, not half read.
    sessionStorage.setItem(
      'purchases-cache',
      JSON.stringify({ ...kept, purchases: [{ ...kept.purchases[0], shippingOptions: [7] }] }),
    );
    const damaged = await loadBus();
    expect(damaged.read(damaged.$purchasesCache)).toBeNull();
  });

  it('falls back to the defaults for corrupt or foreign stored values instead of crashing', async () => {
    sessionStorage.setItem('selectItems-storage', '{not json');
    sessionStorage.setItem('consumer-storage', JSON.stringify({ hacked: true }));
    sessionStorage.setItem('isDemo', '"yes"');
    sessionStorage.setItem('purchases-cache', JSON.stringify([{ purchaseId: 1 }]));
    // A forged "submitted" mark must not lead off the portal.
    sessionStorage.setItem('selectItems-submitted', JSON.stringify({ kind: 'quote', next: '//evil.test/x' }));
    const bus = await loadBus();
    expect(bus.read(bus.$selectedItems)).toEqual([]);
    expect(bus.read(bus.$consumerId)).toBeNull();
    expect(bus.read(bus.$isDemo)).toBe(false);
    expect(bus.read(bus.$purchasesCache)).toBeNull();
    expect(bus.read(bus.$selectionSubmitted)).toBeNull();
    // The shopper carries on: the stores work and write valid values again.
    await bus.send(bus.signedIn, 'consumer-3');
    expect(stored('consumer-storage')).toBe('consumer-3');
  });

  it('leaves storage alone until persistence is started', async () => {
    vi.resetModules();
    const { signedIn } = await import('./consumer');
    signedIn('consumer-4');
    expect(sessionStorage.getItem('consumer-storage')).toBeNull();
  });

  it('fetches effector-storage on a first visit only with the first value worth keeping, once', async () => {
    const loads = vi.fn();
    vi.doMock('effector-storage/session', async (original) => {
      loads();
      return original();
    });
    try {
      const first = await loadBus();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loads).not.toHaveBeenCalled();
      await first.send(first.signedIn, 'consumer-6');
      await first.send(first.demoEntered);
      // Written at once, before effector-storage is here: a reload right away finds the shopper.
      expect(stored('consumer-storage')).toBe('consumer-6');
      await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
      expect(sessionStorage.getItem('isDemo')).toBe('true');
      await first.send(first.pricelistsLoaded, pricelists);
      expect(stored('pricelists-storage')).toEqual(pricelists);
      expect(loads).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('effector-storage/session');
    }
  });

  it('downloads the storage contracts (and zod) only when something is stored', async () => {
    const loads = vi.fn();
    vi.doMock('../api/load-schemas', async (original) => {
      const real = await original<typeof import('../api/load-schemas')>();
      return {
        loadApiSchemas: () => {
          loads();
          return real.loadApiSchemas();
        },
      };
    });
    try {
      const first = await loadBus();
      expect(loads).not.toHaveBeenCalled();
      await first.send(first.signedIn, 'consumer-5');
      await vi.waitFor(() => expect(stored('consumer-storage')).toBe('consumer-5'));
      await loadBus();
      expect(loads).toHaveBeenCalledTimes(1);
    } finally {
      vi.doUnmock('../api/load-schemas');
    }
  });

  describe("a step's own stores (keepForSession)", () => {
    // A step's store as its remote declares it: under a key of the step's own, with a schema of its own.
    async function loadStep() {
      const bus = await loadBus();
      const { createEvent, createStore } = await import('effector');
      const answered = createEvent<string>();
      const $answer = createStore<string | null>(null, { skipVoid: false }).on(answered, (_, value) => value);
      bus.keepForSession($answer, 'step-answer', ({ storedValueZod: z }) => z.nullable(z.string()));
      return { ...bus, answered, $answer };
    }

    it('keeps a store registered after the page started persisting, on a first visit and after a reload', async () => {
      const first = await loadStep();
      await first.send(first.answered, 'yes');
      await vi.waitFor(() => expect(stored('step-answer')).toBe('yes'));
      await first.send(first.answered, 'no');
      expect(stored('step-answer')).toBe('no');
      const reloaded = await loadStep();
      expect(reloaded.read(reloaded.$answer)).toBe('no');
      expect(reloaded.$answer.getState()).toBeNull();
    });

    it("reads a stored value back only when it fits the step's schema", async () => {
      sessionStorage.setItem('step-answer', JSON.stringify(42));
      const step = await loadStep();
      expect(step.read(step.$answer)).toBeNull();
      await step.send(step.answered, 'maybe');
      expect(stored('step-answer')).toBe('maybe');
    });

    // A key of its own: effector-storage outlives the module resets, and keeps earlier tests' stores in step.
    it('keeps a store registered before the page starts persisting, as the bus', async () => {
      sessionStorage.setItem('early-step-answer', JSON.stringify('yes'));
      vi.resetModules();
      const persistence = await import('./persistence');
      const { createStore, fork } = await import('effector');
      const $answer = createStore<string | null>(null, { skipVoid: false });
      persistence.keepForSession($answer, 'early-step-answer', ({ storedValueZod: z }) =>
        z.nullable(z.string()),
      );
      const scope = fork();
      await persistence.startPersistence(scope);
      expect(scope.getState($answer)).toBe('yes');
      expect($answer.getState()).toBeNull();
    });
  });
});
