import {
  $consumerId,
  $pricelists,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $signInDetails,
  $stepError,
  type Confirmation,
  HttpError,
  logger,
  type PricelistItem,
  type Pricelists,
  type QuoteItem,
  type QuoteResponse,
  type SelectedItem,
  signedIn,
  type ValidatedAddress,
} from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { confirmationSchema } from '@portal/shared/schemas';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchCarrierFeaturesFx } from './carrier-features';
import {
  $addressDraft,
  $addressError,
  $addressForm,
  $addressFormOpen,
  $alreadySubmitted,
  $carrier,
  $carrierList,
  $insuranceOffer,
  $noTimeslots,
  $pickupAddress,
  $priceSummary,
  $quoteError,
  $selectedPricelist,
  $submitDisabled,
  $submitProblem,
  $timeslot,
  $timeslots,
  $timeslotsError,
  $unpaidSubmitted,
  addressEditStarted,
  addressSaved,
  createQuoteFx,
  fetchPricelistsFx,
  fetchSubmittedQuoteFx,
  fetchTimeslotsFx,
  insuranceChosen,
  parcelAmountChanged,
  pricelistChosen,
  pricelistCleared,
  quoteCarriersOpened,
  quoteSubmitted,
  termsToggled,
  timeslotChosen,
  timeslotsRetried,
  validateAddressFx,
} from './carriers-quote';
import { confirmationReached, consumerMissing } from './navigation';
import { goToPaymentFx } from './payment-redirect';

const address = {
  street: 'Havenstraat',
  houseNumber: '12',
  postalCode: ' 1011 ab ',
  city: 'Amsterdam',
  country: 'NL',
};
const item = (uuid: string, type: string, price: string): PricelistItem => ({
  uuid,
  price,
  currency: 'EUR',
  address,
  courierService: { type, label: type, printerRequired: false },
});
const dropoff = item('pl-drop', 'DHL_DROPOFF', '4.95');
const dhlPickup = item('pl-dhl', 'SERVERLESS_DHL_PICKUP', '6.95');
const upsPickup = item('pl-ups', 'UPS_PICKUP', '7.95');
const dpd = item('pl-dpd', 'SHOP_DPD', '0.00');
const pricelists = (...items: PricelistItem[]): Pricelists => ({
  items,
  insurance: { enabled: true, price: '2.50', currency: 'EUR' },
  handlingFeePerItem: null,
});
const items: SelectedItem[] = [
  { uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1, paidAmount: 59.95 },
];
const quoteItems: QuoteItem[] = [
  {
    itemId: 'p1',
    productKey: 'k1',
    orderNumber: '100045',
    returnReason: { content: 'Too big', type: 1, value: 'r1' },
    type: 'REFUND',
  },
];
const submission = { quoteItems, locale: 'nl', deviceId: 'd-1', sessionId: 's-1' };
const slot = { start: '2030-01-02T09:00:00Z', end: '2030-01-02T13:00:00Z' };
const validated: ValidatedAddress = {
  zip: '1011AB',
  city: 'Amsterdam',
  street1: 'Havenstraat',
  street2: '12',
};
const config = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({ id: 1, name: 'Atelier', locales: ['nl'], ...overrides });

interface Handlers {
  pricelists?: (query: URLSearchParams) => Promise<Pricelists>;
  timeslots?: (params: {
    pricelistUuid: string;
    productKeys: string[];
    postalCode: string;
  }) => Promise<{ items: (typeof slot)[] }>;
  validate?: (params: {
    postalCode: string;
    houseNumber: string;
    productKeys: string[] | null;
  }) => Promise<ValidatedAddress>;
  create?: (params: { request: Record<string, unknown>; submission: string }) => Promise<QuoteResponse>;
  pay?: (url: string) => void;
  /** The confirmation of the quote this tab made, as the platform tells it now (paid by default). */
  submittedQuote?: (params: { quoteUuid: string }) => Promise<Confirmation>;
}

const scopeWith = (
  handlers: Handlers = {},
  values: {
    pricelists?: Pricelists | null;
    ecommerceless?: boolean;
    consumerId?: string | null;
    submitted?: { kind: 'quote'; next: string };
  } = {},
) =>
  fork({
    values: [
      [$consumerId, values.consumerId === undefined ? 'c1' : values.consumerId],
      [
        $pricelists,
        values.pricelists === undefined ? pricelists(dropoff, dhlPickup, upsPickup) : values.pricelists,
      ],
      [$selectedItems, items],
      [$shopConfig, config({ isEcommerceless: values.ecommerceless ?? false })],
      [$signInDetails, values.ecommerceless ? { orderNumber: '100045', country: 'DE' } : null],
      [$selectionSubmitted, values.submitted ?? null],
    ],
    handlers: [
      [fetchCarrierFeaturesFx, async () => []],
      [fetchPricelistsFx, handlers.pricelists ?? (async () => pricelists(dropoff))],
      [fetchTimeslotsFx, handlers.timeslots ?? (async () => ({ items: [slot] }))],
      [validateAddressFx, handlers.validate ?? (async () => validated)],
      [createQuoteFx, handlers.create ?? (async () => ({ quoteUuid: 'q-1', paymentUrl: null }))],
      [goToPaymentFx, handlers.pay ?? vi.fn()],
      [fetchSubmittedQuoteFx, handlers.submittedQuote ?? (async () => quoteConfirmation('paid'))],
    ],
  });

const quoteConfirmation = (paymentStatus: Confirmation['paymentStatus'], replacedBy: string | null = null) =>
  confirmationSchema.parse({ paymentStatus, replacedBy });

const open = (scope: ReturnType<typeof scopeWith>, paymentStatus?: string) =>
  allSettled(quoteCarriersOpened, {
    scope,
    params: { pricelistsQuery: new URLSearchParams('product-keys=k1'), paymentStatus },
  });

describe('pricelists', () => {
  it('uses the pricelists on the bus, and fetches them with confirm items’ query when there are none', async () => {
    const fetch = vi.fn(async (_query: URLSearchParams) => pricelists(dropoff));
    const withBus = scopeWith({ pricelists: fetch });
    await open(withBus);
    expect(fetch).not.toHaveBeenCalled();

    const without = scopeWith({ pricelists: fetch }, { pricelists: null });
    await open(without);
    expect(fetch.mock.calls[0]?.[0].toString()).toBe('product-keys=k1');
    expect(without.getState($pricelists)).toEqual(pricelists(dropoff));
    expect(without.getState($carrierList).shown.map((entry) => entry.uuid)).toEqual(['pl-drop']);
  });

  it('with DPD, shows the first carrier only and chooses it for the shopper', async () => {
    const scope = scopeWith({}, { pricelists: pricelists(dpd, dropoff, dhlPickup) });
    await open(scope);
    expect(scope.getState($carrierList).shown.map((entry) => entry.uuid)).toEqual(['pl-drop']);
    expect(scope.getState($carrierList).hidden.map((entry) => entry.uuid)).toEqual(['pl-dhl', 'pl-dpd']);
    expect(scope.getState($selectedPricelist)?.uuid).toBe('pl-drop');
  });

  it('sends the shopper to / without a consumer id', async () => {
    const missing = vi.fn();
    const scope = scopeWith({}, { consumerId: null });
    const unwatch = consumerMissing.watch(missing);
    await open(scope);
    unwatch();
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

describe('a drop-off', () => {
  it('needs no address and can be submitted at once', async () => {
    const scope = scopeWith();
    await open(scope);
    expect(scope.getState($submitDisabled)).toBe(true);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    expect(scope.getState($carrier)).toMatchObject({ isDropoff: true, isPickup: false });
    expect(scope.getState($addressForm)).toBe('none');
    expect(scope.getState($submitDisabled)).toBe(false);
  });

  it('resets the carrier when the pricelist is cleared', async () => {
    const scope = scopeWith();
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-dhl' });
    await allSettled(pricelistCleared, { scope });
    expect(scope.getState($carrier)).toMatchObject({
      isPickup: false,
      isDropoff: false,
      needsValidatingPickupAddress: false,
    });
    expect(scope.getState($pickupAddress)).toBeNull();
    expect(scope.getState($submitDisabled)).toBe(true);
  });
});

describe('the DHL pickup (validated form)', () => {
  it('validates the carrier’s address at once, saves what the carrier answers, then fetches timeslots', async () => {
    const validate = vi.fn(
      async (_check: { postalCode: string; houseNumber: string; productKeys: string[] | null }) => validated,
    );
    const timeslots = vi.fn(async () => ({ items: [slot] }));
    const scope = scopeWith({ validate, timeslots });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-dhl' });
    expect(scope.getState($addressForm)).toBe('validated');
    expect(validate.mock.calls[0]?.[0]).toMatchObject({
      pricelistUuid: 'pl-dhl',
      postalCode: '1011 AB',
      houseNumber: '12',
      productKeys: ['k1'],
    });
    expect(scope.getState($pickupAddress)).toMatchObject({
      street: 'Havenstraat',
      houseNumber: '12',
      postalCode: '1011AB',
      city: 'Amsterdam',
    });
    expect(scope.getState($addressFormOpen)).toBe(false);
    expect(timeslots).toHaveBeenCalledWith({
      pricelistUuid: 'pl-dhl',
      productKeys: ['k1'],
      postalCode: '1011AB',
    });
    expect(scope.getState($timeslots)).toEqual([slot]);
    // A pickup waits for a timeslot.
    expect(scope.getState($submitDisabled)).toBe(true);
    await allSettled(timeslotChosen, { scope, params: slot });
    expect(scope.getState($submitDisabled)).toBe(false);
  });

  it('keeps the form open with the invalid-address message when the carrier refuses the address', async () => {
    const scope = scopeWith({
      validate: () => Promise.reject(new HttpError(400, '', { errorCode: 'EC_60001#002' })),
    });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-dhl' });
    expect(scope.getState($addressError)).toBe('errors.backend.EC_60001#002');
    expect(scope.getState($addressFormOpen)).toBe(true);
    expect(scope.getState($submitDisabled)).toBe(true);
    await allSettled(addressSaved, {
      scope,
      params: { ...address, postalCode: '1055GT', houseNumber: '13 C' },
    });
    expect(scope.getState($addressError)).toBe('errors.backend.EC_60001#002');
  });
});

describe('timeslots', () => {
  it('says when there are none, and clears the chosen one with the address', async () => {
    const scope = scopeWith({ timeslots: async () => ({ items: [] }) });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-ups' });
    expect(scope.getState($addressForm)).toBe('simple');
    expect(scope.getState($noTimeslots)).toBe(true);
    await allSettled(timeslotChosen, { scope, params: slot });
    await allSettled(addressEditStarted, { scope });
    expect(scope.getState($timeslot)).toBeNull();
    expect(scope.getState($timeslots)).toBeNull();
    expect(scope.getState($addressFormOpen)).toBe(true);
  });

  it('shows a failure inline, as server down above 500', async () => {
    const scope = scopeWith({ timeslots: () => Promise.reject(new HttpError(503, '', null)) });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-ups' });
    expect(scope.getState($timeslotsError)).toBe('error_screen.server_down');
    expect(scope.getState($stepError)).toBeNull();
  });

  it('asks the same address again on "Try again", and clears the failure once answered', async () => {
    let failing = true;
    const timeslots = vi.fn(async () => {
      if (failing) throw new HttpError(500, '', null);
      return { items: [slot] };
    });
    const scope = scopeWith({ timeslots });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-dhl' });
    expect(scope.getState($timeslotsError)).toBe('error_screen.internal_server_error');
    failing = false;
    await allSettled(timeslotsRetried, { scope });
    expect(timeslots).toHaveBeenCalledTimes(2);
    expect(timeslots.mock.calls[1]).toEqual(timeslots.mock.calls[0]);
    expect(scope.getState($timeslotsError)).toBeNull();
    expect(scope.getState($timeslots)).toEqual([slot]);
  });
});

describe('ecommerce-less shops', () => {
  it('ask for the address by hand, even for a drop-off, and send it with the names', async () => {
    const create = vi.fn(
      async (_params: { request: Record<string, unknown>; submission: string }): Promise<QuoteResponse> => ({
        quoteUuid: 'q-2',
        paymentUrl: null,
      }),
    );
    const scope = scopeWith(
      { create },
      {
        ecommerceless: true,
        pricelists: { ...pricelists(item('pl-drop', 'DHL_DROPOFF', '4.95')), insurance: { enabled: false } },
      },
    );
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    expect(scope.getState($addressFormOpen)).toBe(true);
    expect(scope.getState($submitDisabled)).toBe(true);
    await allSettled(addressSaved, {
      scope,
      params: {
        street: 'Hauptstraße',
        houseNumber: '5',
        city: 'Berlin',
        postalCode: '10115',
        country: 'DE',
        firstName: 'Jan',
        lastName: 'Jansen',
      },
    });
    expect(scope.getState($addressFormOpen)).toBe(false);
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(create.mock.calls[0]?.[0].request.addressRequest).toEqual({
      streetLine: 'Hauptstraße 5',
      postCode: '10115',
      city: 'Berlin',
      countryCode: 'DE',
      street: 'Hauptstraße',
      houseNumber: '5',
      firstName: 'Jan',
      lastName: 'Jansen',
    });
  });
  it('start another carrier, or the step again, from the address typed, names included', async () => {
    const typed = {
      street: 'Hauptstraße',
      houseNumber: '5',
      city: 'Berlin',
      postalCode: '10115',
      firstName: 'Jan',
      lastName: 'Jansen',
    };
    const kiosk = {
      ...pricelists(item('pl-drop', 'DHL_DROPOFF', '4.95'), item('pl-dpd', 'KIOSK_DPD', '3.95')),
      insurance: { enabled: false },
    };
    const scope = scopeWith(
      {},
      {
        ecommerceless: true,
        pricelists: kiosk,
      },
    );
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    // The country is the step's own (shown, not typed): the typed address keeps it.
    const { country } = scope.getState($addressDraft);
    expect(scope.getState($addressDraft)).toMatchObject({ street: '', firstName: '' });
    await allSettled(addressSaved, { scope, params: { ...typed, country: 'BE' } });
    await allSettled(pricelistChosen, { scope, params: 'pl-dpd' });
    expect(scope.getState($addressFormOpen)).toBe(true);
    expect(scope.getState($addressDraft)).toMatchObject({ ...typed, country });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    expect(scope.getState($addressDraft)).toMatchObject({ ...typed, country });
    // Another shopper's form is blank.
    await allSettled(signedIn, { scope, params: 'c2' });
    await allSettled($pricelists, { scope, params: kiosk });
    await allSettled(pricelistChosen, { scope, params: 'pl-dpd' });
    expect(scope.getState($addressDraft)).toMatchObject({ street: '', firstName: '', lastName: '' });
  });
});

describe('submitting', () => {
  it('asks for the insurance answer, then the terms; ticking or unticking clears the terms message', async () => {
    const create = vi.fn(async () => ({ quoteUuid: 'q-1', paymentUrl: null }));
    const scope = scopeWith({ create });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(scope.getState($submitProblem)).toBe('insurance');
    await allSettled(insuranceChosen, { scope, params: true });
    expect(scope.getState($submitProblem)).toBeNull();
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(scope.getState($submitProblem)).toBe('terms');
    await allSettled(termsToggled, { scope, params: false });
    expect(scope.getState($submitProblem)).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the pickup’s quote once, with parcels, insurance, address and window, and goes to its confirmation', async () => {
    let answer: () => void = () => undefined;
    const create = vi.fn(
      (_: { request: Record<string, unknown>; submission: string }) =>
        new Promise<QuoteResponse>(
          (resolve) => (answer = () => resolve({ quoteUuid: 'q-1', paymentUrl: null })),
        ),
    );
    const confirmed = vi.fn();
    const scope = scopeWith({ create });
    const unwatch = confirmationReached.watch(confirmed);
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-dhl' });
    await allSettled(timeslotChosen, { scope, params: slot });
    await allSettled(parcelAmountChanged, { scope, params: 2 });
    await allSettled(insuranceChosen, { scope, params: true });
    await allSettled(termsToggled, { scope, params: true });
    const first = allSettled(quoteSubmitted, { scope, params: submission });
    const second = allSettled(quoteSubmitted, { scope, params: submission });
    answer();
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    const { request, submission: key } = create.mock.calls[0]?.[0] ?? {};
    expect(key).toMatch(/^quote:c1:[0-9a-f]{8}$/);
    expect(request).toMatchObject({
      pricelistUuid: 'pl-dhl',
      quoteItems,
      isInsured: true,
      insurancePrice: '2.50',
      insuranceCurrency: 'EUR',
      parcelAmount: 2,
      locale: 'NL',
      userProperties: { deviceId: 'd-1', sessionId: 's-1' },
      addressRequest: { postCode: '1011AB', street: 'Havenstraat', houseNumber: '12', countryCode: 'NL' },
      start: 1893574800,
      end: 1893589200,
    });
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'quote', next: '/order-confirmation/q-1' });
    expect(confirmed).toHaveBeenCalledWith('/order-confirmation/q-1');
    expect(scope.getState($alreadySubmitted)).toBe(true);
    await allSettled(quoteSubmitted, { scope, params: submission });
    unwatch();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('goes to the payment page when the quote must be paid', async () => {
    const pay = vi.fn();
    const scope = scopeWith({
      create: async () => ({ quoteUuid: 'q-3', paymentUrl: 'https://www.mollie.com/pay/q' }),
      pay,
    });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(insuranceChosen, { scope, params: false });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(pay).toHaveBeenCalledWith('https://www.mollie.com/pay/q');
    expect(scope.getState($selectionSubmitted)?.next).toBe('/order-confirmation/q-3');
  });

  it('shows a failure inline and lets the shopper try again as the same submission', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(500, '', null))
      .mockResolvedValueOnce({ quoteUuid: 'q-4', paymentUrl: null });
    const scope = scopeWith({ create });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(insuranceChosen, { scope, params: false });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(scope.getState($quoteError)).toBe('error_screen.internal_server_error');
    expect(scope.getState($selectionSubmitted)).toBeNull();
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(scope.getState($quoteError)).toBeNull();
    // The same submission: its kept request uuid (shared/src/submission.ts) asks about one return.
    const [first, second] = create.mock.calls.map(([params]) => params.submission);
    expect(second).toBe(first);
  });

  it('logs a suspect confirmation path', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const scope = scopeWith({ create: async () => ({ quoteUuid: 'null', paymentUrl: null }) });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(insuranceChosen, { scope, params: false });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(error).toHaveBeenCalledWith('Suspect confirmation URL', { path: '/order-confirmation/null' });
    error.mockRestore();
  });

  it('allows a new quote after a payment that did not go through', async () => {
    const create = vi.fn(async () => ({ quoteUuid: 'q-5', paymentUrl: null }));
    const scope = scopeWith({ create }, { submitted: { kind: 'quote', next: '/order-confirmation/q-0' } });
    await open(scope);
    expect(scope.getState($alreadySubmitted)).toBe(true);
    await open(scope, 'canceled');
    expect(scope.getState($alreadySubmitted)).toBe(false);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(insuranceChosen, { scope, params: false });
    await allSettled(termsToggled, { scope, params: true });
    await allSettled(quoteSubmitted, { scope, params: submission });
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('Back from the payment page', () => {
  it('makes the step the shopper’s again when the quote this tab made is not paid, with its status', async () => {
    for (const [paymentStatus, replacedBy, again] of [
      ['open', null, true],
      ['canceled', null, true],
      ['failed', null, true],
      ['paid', null, false],
      ['free', null, false],
      ['canceled', 'q-9', false],
    ] as const) {
      const asked = vi.fn(async (_: { quoteUuid: string }) => quoteConfirmation(paymentStatus, replacedBy));
      const fetch = vi.fn(async (_query: URLSearchParams) => pricelists(dropoff));
      const create = vi.fn(async () => ({ quoteUuid: 'q-6', paymentUrl: null }));
      const scope = scopeWith(
        { submittedQuote: asked, pricelists: fetch, create },
        { submitted: { kind: 'quote', next: '/order-confirmation/q-0' }, pricelists: null },
      );
      await open(scope);
      expect(asked).toHaveBeenCalledWith(expect.objectContaining({ quoteUuid: 'q-0' }));
      expect(scope.getState($alreadySubmitted)).toBe(!again);
      expect(scope.getState($unpaidSubmitted)).toBe(again ? paymentStatus : null);
      // Only a step the shopper may use again loads its carriers.
      expect(fetch).toHaveBeenCalledTimes(again ? 1 : 0);
      await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
      await allSettled(insuranceChosen, { scope, params: false });
      await allSettled(termsToggled, { scope, params: true });
      await allSettled(quoteSubmitted, { scope, params: submission });
      expect(create).toHaveBeenCalledTimes(again ? 1 : 0);
    }
  });
});

describe('insurance and the summary', () => {
  it('offers the pricelists’ price per parcel and sums in cents', async () => {
    const scope = scopeWith();
    await open(scope);
    expect(scope.getState($insuranceOffer)).toEqual({
      priceCents: 250,
      coverageCents: null,
      currency: 'EUR',
    });
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(parcelAmountChanged, { scope, params: 3 });
    await allSettled(insuranceChosen, { scope, params: true });
    expect(scope.getState($priceSummary)).toMatchObject({ totalCents: 3 * 495 + 3 * 250, showTotal: true });
    await allSettled(parcelAmountChanged, { scope, params: 9 });
    expect(scope.getState($priceSummary).lines[0]).toMatchObject({ kind: 'carrier', quantity: 4 });
  });
  it('charges the handling fee per returned unit: a dress twice and a scarf once are 3 fees', async () => {
    const scope = scopeWith(
      {},
      { pricelists: { ...pricelists(dropoff), handlingFeePerItem: { price: '1.00', currency: 'EUR' } } },
    );
    await allSettled($selectedItems, {
      scope,
      params: [
        { uid: 'u1', key: 'dress', purchaseId: '', operation: 'Return', quantity: 2, name: 'Summer dress' },
        { uid: 'u2', key: 'scarf', purchaseId: '', operation: 'Return', quantity: 1, name: 'Wool scarf' },
      ],
    });
    await open(scope);
    await allSettled(pricelistChosen, { scope, params: 'pl-drop' });
    await allSettled(insuranceChosen, { scope, params: false });
    expect(scope.getState($priceSummary).lines).toContainEqual(
      expect.objectContaining({ kind: 'handling_fee', quantity: 3, unitCents: 100, cents: 300 }),
    );
    expect(scope.getState($priceSummary).totalCents).toBe(495 + 300);
  });

  it('shows the flat insurance price with the coverage the pricelists give', async () => {
    const scope = scopeWith(
      {},
      {
        pricelists: {
          ...pricelists(dropoff),
          insurance: { enabled: true, price: '2.50', currency: 'EUR', coverage: '250.00' },
        },
      },
    );
    await open(scope);
    expect(scope.getState($insuranceOffer)).toEqual({
      priceCents: 250,
      coverageCents: 25000,
      currency: 'EUR',
    });
  });
});
