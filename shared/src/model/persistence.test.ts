// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseSchema, shippingOptionSchema } from '../api/schemas';
import type { StoredPurchases } from './purchases-compact';

// Each test loads the bus afresh, as a page reload does, against the same session storage.
async function loadBus() {
  vi.resetModules();
  const persistence = await import('./persistence');
  const modules = {
    ...persistence,
    ...(await import('./selection')),
    ...(await import('./consumer')),
    ...(await import('./demo')),
    ...(await import('./caches')),
  };
  await persistence.startPersistence();
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
    first.signedIn('consumer-1');
    first.itemSelected({ uid: 'NW-1001p1', key: 'k', purchaseId: 'p1', operation: 'Return', quantity: 1 });
    first.quantityChanged({ uid: 'NW-1001p1', quantity: 2 });
    first.demoEntered();
    first.purchasesLoaded([purchase]);
    first.pricelistsLoaded(pricelists);
    first.signInDetailsStored({ orderNumber: 'K-5521', country: 'DE' });
    first.gatekeepingAnswersChanged({ purchaseId: 'p1', answers: [{ label: 'Photo' }] });
    first.selectionSubmitted({ kind: 'request', next: '/request-confirmation' });

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
    expect(second.$consumerId.getState()).toBe('consumer-1');
    expect(second.$selectedItems.getState().map((item) => item.uid)).toEqual(['NW-1001p1']);
    expect(second.$quantities.getState()).toEqual({ 'NW-1001p1': 2 });
    expect(second.$isDemo.getState()).toBe(true);
    expect(second.$purchasesCache.getState()).toEqual([purchase]);
    expect(second.$gatekeepingAnswers.getState()).toEqual({ p1: [{ label: 'Photo' }] });
    expect(second.$pricelists.getState()).toEqual(pricelists);
    expect(second.$signInDetails.getState()).toEqual({ orderNumber: 'K-5521', country: 'DE' });
    expect(second.$selectionSubmitted.getState()).toEqual({ kind: 'request', next: '/request-confirmation' });
  });

  it('clears the stored selection and purchases when the next shopper signs in', async () => {
    const first = await loadBus();
    first.itemSelected({ uid: 'a', key: 'k', purchaseId: 'p1', operation: 'Return', quantity: 1 });
    first.purchasesLoaded([purchase]);
    first.signedIn('consumer-2');
    await vi.waitFor(() => expect(stored('consumer-storage')).toBe('consumer-2'));
    const second = await loadBus();
    expect(second.$selectedItems.getState()).toEqual([]);
    expect(second.$purchasesCache.getState()).toBeNull();
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
    first.signedIn('consumer-1');
    first.purchasesLoaded(lines);
    await vi.waitFor(() => expect(stored('purchases-cache')).not.toBeNull());
    const kept = stored('purchases-cache') as StoredPurchases;
    expect(kept.shippingOptions).toEqual([option]);
    expect(kept.purchases.map((line) => line.shippingOptions)).toEqual([[0], [0], [0]]);
    expect((await loadBus()).$purchasesCache.getState()).toEqual(lines);

    // A stored line pointing at an option that is not there is a damaged value: dropped, not half read.
    sessionStorage.setItem(
      'purchases-cache',
      JSON.stringify({ ...kept, purchases: [{ ...kept.purchases[0], shippingOptions: [7] }] }),
    );
    expect((await loadBus()).$purchasesCache.getState()).toBeNull();
  });

  it('falls back to the defaults for corrupt or foreign stored values instead of crashing', async () => {
    sessionStorage.setItem('selectItems-storage', '{not json');
    sessionStorage.setItem('consumer-storage', JSON.stringify({ hacked: true }));
    sessionStorage.setItem('isDemo', '"yes"');
    sessionStorage.setItem('purchases-cache', JSON.stringify([{ purchaseId: 1 }]));
    // A forged "submitted" mark must not lead off the portal.
    sessionStorage.setItem('selectItems-submitted', JSON.stringify({ kind: 'quote', next: '//evil.test/x' }));
    const bus = await loadBus();
    expect(bus.$selectedItems.getState()).toEqual([]);
    expect(bus.$consumerId.getState()).toBeNull();
    expect(bus.$isDemo.getState()).toBe(false);
    expect(bus.$purchasesCache.getState()).toBeNull();
    expect(bus.$selectionSubmitted.getState()).toBeNull();
    // The shopper carries on: the stores work and write valid values again.
    bus.signedIn('consumer-3');
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
      first.signedIn('consumer-6');
      first.demoEntered();
      // Written at once, before effector-storage is here: a reload right away finds the shopper.
      expect(stored('consumer-storage')).toBe('consumer-6');
      await vi.waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
      expect(sessionStorage.getItem('isDemo')).toBe('true');
      first.pricelistsLoaded(pricelists);
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
      first.signedIn('consumer-5');
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
      first.answered('yes');
      await vi.waitFor(() => expect(stored('step-answer')).toBe('yes'));
      first.answered('no');
      expect(stored('step-answer')).toBe('no');
      expect((await loadStep()).$answer.getState()).toBe('no');
    });

    it("reads a stored value back only when it fits the step's schema", async () => {
      sessionStorage.setItem('step-answer', JSON.stringify(42));
      const step = await loadStep();
      expect(step.$answer.getState()).toBeNull();
      step.answered('maybe');
      expect(stored('step-answer')).toBe('maybe');
    });

    // A key of its own: effector-storage outlives the module resets, and keeps earlier tests' stores in step.
    it('keeps a store registered before the page starts persisting, as the bus', async () => {
      sessionStorage.setItem('early-step-answer', JSON.stringify('yes'));
      vi.resetModules();
      const persistence = await import('./persistence');
      const { createStore } = await import('effector');
      const $answer = createStore<string | null>(null, { skipVoid: false });
      persistence.keepForSession($answer, 'early-step-answer', ({ storedValueZod: z }) =>
        z.nullable(z.string()),
      );
      await persistence.startPersistence();
      expect($answer.getState()).toBe('yes');
    });
  });
});
