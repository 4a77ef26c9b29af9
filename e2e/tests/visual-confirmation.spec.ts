/**
 * Visual regression of the confirmation step (issue 12): every variant of the draft flow's order
 * confirmation (label being made, label ready, the return's status later, a home pickup in two
 * parcels, ship it yourself from outside the EU, in store, label-less, payment open), each
 * label-creation error, the server error pages, and the quote flow's confirmation (pickup, ship it
 * yourself, carrier unavailable, payment error), on a phone and a laptop. On the phone each stop is also checked at 320 px and with axe-core
 * (`Walk` in e2e/support/visual.ts).
 *
 * The answers are fixed here rather than taken from the sandbox, whose codes, ids and dates change
 * with every run: the page still fetches, parses and renders them as it does the platform's
 * (`order-confirmation.spec.ts` runs the same screens end to end against the sandbox).
 */
import { expect, type Page } from '@playwright/test';
import { RETURN_ADDRESS } from '../../deploy/sandbox/src/data/carriers';
import { portalUrl, sandboxUrl } from '../support/portal';
import { type Size, signIn, test, VIEWPORTS, Walk } from '../support/visual';

/** A return order answer as the platform sends it, with `shipment` and the rest overridden. */
function returnOrder(id: string, overrides: Record<string, unknown>, shipment: Record<string, unknown> = {}) {
  return {
    id,
    submittedStatus: 'Submitted',
    status: null,
    refundedAt: null,
    paymentUrl: null,
    paymentStatus: 'Paid',
    shipment: {
      status: 'LABEL_CREATED',
      trackingNumber: '05222333444555',
      trackingUpdates: [],
      paperlessCode: null,
      shippingProduct: { key: 'DPD_PICKUP_POINT' },
      sender: { countryCode: 'NL', name: 'Emma de Vries' },
      receiver: { companyName: 'Nordwind Outfitters Returns', address: RETURN_ADDRESS },
      // On a label host (LABEL_HOSTS): the sandbox's.
      labelUrl: sandboxUrl(`/sandbox/labels/${id}.pdf`),
      errorCode: null,
      errorMessage: null,
      ...shipment,
    },
    returnedItems: [],
    dropOffUrl: 'https://locator.example/dpd?country=NL',
    shippingMethod: 'DROP_OFF',
    carrierName: 'DPD',
    isShipItYourself: false,
    ...overrides,
  };
}

const at = (iso: string) => ({ timestamp: iso, description: null });

/** The draft flow's variants: the return order answered for each id. */
const RETURN_ORDERS: Record<string, ReturnType<typeof returnOrder>> = {
  'ro-label-pending': returnOrder('ro-label-pending', {}, { status: 'LABEL_PENDING', labelUrl: null }),
  'ro-label-ready': returnOrder('ro-label-ready', {}),
  'ro-status': returnOrder(
    'ro-status',
    {},
    {
      trackingUpdates: [
        { status: 'LABEL_CREATED', ...at('2026-11-02T09:12:00Z') },
        { status: 'HANDED_IN', ...at('2026-11-03T15:40:00Z') },
        { status: 'IN_TRANSIT', ...at('2026-11-04T06:05:00Z') },
      ],
    },
  ),
  'ro-pickup': returnOrder(
    'ro-pickup',
    { shippingMethod: 'PICKUP', carrierName: 'DHL', dropOffUrl: null, packageAmount: 2 },
    {
      shippingProduct: { key: 'NORDWIND_DHL_PICKUP' },
      pickupStartsAt: '2026-12-01T08:00:00Z',
      pickupEndsAt: '2026-12-01T12:00:00Z',
      pickupAddress: {
        streetAddress: 'Prinsengracht 263',
        street: 'Prinsengracht',
        houseNumber: '263',
        postalCode: '1016 GV',
        city: 'Amsterdam',
        country: 'NL',
      },
    },
  ),
  'ro-ship-it-yourself-gb': returnOrder(
    'ro-ship-it-yourself-gb',
    {
      isShipItYourself: true,
      shippingMethod: 'SHIP_IT_YOURSELF',
      carrierName: 'Your own carrier',
      dropOffUrl: null,
    },
    {
      status: 'NO_LABEL_NEEDED',
      labelUrl: null,
      trackingNumber: null,
      shippingProduct: { key: 'SHIP_IT_YOURSELF' },
      sender: { countryCode: 'GB', name: 'George Whitfield' },
    },
  ),
  'ro-in-store': returnOrder(
    'ro-in-store',
    {
      shippingMethod: 'IN_STORE_DROP_OFF',
      carrierName: 'Nordwind Outfitters',
      dropOffUrl: 'https://nordwind.example/stores',
      paymentStatus: null,
    },
    { status: 'NO_LABEL_NEEDED', labelUrl: null, trackingNumber: null, shippingProduct: { key: 'IN_STORE' } },
  ),
  'ro-label-less': returnOrder(
    'ro-label-less',
    { carrierName: 'DHL', dropOffUrl: 'https://locator.example/dhl?country=NL' },
    {
      labelUrl: null,
      shippingProduct: { key: 'DHL_PAPERLESS' },
      paperlessCode: { code: 'RTN-4821-7730', validUntil: '2026-12-09T23:59:00Z' },
    },
  ),
  'ro-payment-open': returnOrder(
    'ro-payment-open',
    { paymentStatus: 'Open', paymentUrl: portalUrl('nordwind', '/pay/ro-payment-open') },
    { status: 'AWAITING_PAYMENT', labelUrl: null, trackingNumber: null },
  ),
  ...Object.fromEntries(
    [
      'AUTHENTICATION_ERROR',
      'LABEL_REQUEST_VALIDATION_ERROR',
      'ADDRESS_FORMAT_ERROR',
      'UNSPECIFIED_ERROR',
    ].map((status) => {
      const id = `ro-${status.toLowerCase()}`;
      return [id, returnOrder(id, {}, { status, errorCode: status, labelUrl: null, trackingNumber: null })];
    }),
  ),
};

/** The quote flow's variants: the confirmation answered for each quote. */
const CONFIRMATIONS: Record<string, Record<string, unknown>> = {
  'q-pickup': {
    hasExchangeItems: true,
    shouldHaveLabel: true,
    labelUrl: sandboxUrl('/sandbox/labels/q-pickup.pdf'),
    paymentStatus: 'paid',
    courierServiceType: 'DHL_PICKUP',
    shipmentType: 'PICKUP',
    pickupStartsAt: '2026-12-01T08:00:00Z',
    pickupEndsAt: '2026-12-01T12:00:00Z',
    pickupAddress: {
      streetAddress: 'Oudegracht 158',
      street: 'Oudegracht',
      houseNumber: '158',
      postalCode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
    },
    customerCountry: 'NL',
  },
  'q-ship-it-yourself': {
    shouldHaveLabel: false,
    labelUrl: null,
    paymentStatus: 'free',
    courierServiceType: 'SERVERLESS_SHIP_IT_YOURSELF',
    shipmentType: 'DROPOFF',
    customerCountry: 'NL',
    receiver: { companyName: 'Atelier Maas Returns', address: RETURN_ADDRESS },
    reference: 'R-3F9A2C1B',
  },
  'q-carrier-unavailable': {
    shouldHaveLabel: true,
    labelUrl: null,
    paymentStatus: 'paid',
    errorCode: 'SERVICE_UNAVAILABLE_ERROR',
    courierServiceType: 'DPD',
    shipmentType: 'DROPOFF',
    customerCountry: 'NL',
  },
  'q-expired': {
    shouldHaveLabel: true,
    labelUrl: null,
    paymentStatus: 'expired',
    courierServiceType: 'DPD',
    shipmentType: 'DROPOFF',
    customerCountry: 'NL',
  },
};

/** Answers the confirmation calls of `page` from the tables above; anything else goes through. */
async function answerConfirmations(page: Page) {
  await page.route('**/api/v0/consumer/*/return-order/*', (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-1) ?? '');
    const answer = RETURN_ORDERS[id];
    return answer ? route.fulfill({ json: answer }) : route.continue();
  });
  await page.route('**/volta/confirmations/*', (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').at(-1) ?? '');
    const answer = CONFIRMATIONS[id];
    return answer ? route.fulfill({ json: answer }) : route.continue();
  });
  // The invoice of a made-up return order: any PDF will do for the picture.
  await page.route('**/commercial-invoice.pdf?*', (route) =>
    route.fulfill({ contentType: 'application/pdf', body: '%PDF-1.4\n%%EOF\n' }),
  );
  // The confirmations end the session; the pictures that follow still need it.
  await page.route('**/logout', (route) => route.fulfill({ status: 204 }));
}

const consumerOf = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('consumer-storage') ?? 'null'));

for (const size of Object.keys(VIEWPORTS) as Size[]) {
  test.describe(`${size}`, () => {
    test('draft flow: every order confirmation, the label errors and the server error pages', async ({
      openShop,
    }) => {
      test.setTimeout(120_000);
      const walk = new Walk("nordwind, the draft flow's confirmations", size);
      const page = await openShop('nordwind', size);
      await answerConfirmations(page);
      await signIn(page, 'nordwind', 'emma@example.com', 'NW-1001');
      const consumer = await consumerOf(page);
      const open = (id: string) =>
        page.goto(portalUrl('nordwind', `/order-confirmation?id=${consumer}&returnOrderId=${id}`));
      const title = page.getByRole('heading', { level: 1 });

      await open('ro-label-pending');
      await expect(page.getByRole('button', { name: 'Your label is being made…' })).toBeDisabled();
      await walk.snap(page, 'nordwind-confirmation-label-pending');

      await open('ro-label-ready');
      await expect(page.getByRole('link', { name: 'Download your label' })).toBeVisible();
      await walk.snap(page, 'nordwind-confirmation-label-ready');

      await open('ro-status');
      await expect(page.locator('[aria-current="step"]')).toContainText('On its way to the shop');
      await walk.snap(page, 'nordwind-confirmation-status');

      await open('ro-pickup');
      await expect(page.getByRole('region', { name: 'Your pickup' })).toContainText('Prinsengracht 263');
      await expect(page.getByRole('link', { name: 'Download your 2 labels' })).toBeVisible();
      await walk.snap(page, 'nordwind-confirmation-pickup');

      await open('ro-ship-it-yourself-gb');
      await expect(page.getByRole('region', { name: 'Return address' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download the commercial invoice' })).toBeVisible();
      await walk.snap(page, 'nordwind-confirmation-ship-it-yourself-gb');

      await open('ro-in-store');
      await expect(page.getByRole('link', { name: 'Find a store' })).toBeVisible();
      await walk.snap(page, 'nordwind-confirmation-in-store');

      await open('ro-label-less');
      await expect(page.getByRole('img', { name: /^QR code of your drop-off code/ })).toBeVisible();
      await walk.snap(page, 'nordwind-confirmation-label-less');

      await open('ro-payment-open');
      await expect(title).toHaveText('Your payment is not complete');
      await walk.snap(page, 'nordwind-confirmation-payment-open');

      for (const status of [
        'AUTHENTICATION_ERROR',
        'LABEL_REQUEST_VALIDATION_ERROR',
        'ADDRESS_FORMAT_ERROR',
        'UNSPECIFIED_ERROR',
      ]) {
        await open(`ro-${status.toLowerCase()}`);
        await expect(page.getByRole('heading', { name: 'We could not make your label' })).toBeVisible();
        await walk.snap(page, `label-error-${status.toLowerCase().replaceAll('_', '-')}`);
      }

      // The server error pages (500's own is `error-screen` in visual.spec.ts).
      for (const [status, name, text] of [
        [503, 'error-screen-server-down', 'Our service is temporarily unavailable.'],
        [422, 'error-screen-generic', 'Something unexpected happened, sorry for the inconvenience.'],
      ] as const) {
        await page.route('**/api/v0/consumer/*/return-order/ro-failing', (route) =>
          route.fulfill({ status, json: {} }),
        );
        await open('ro-failing');
        await expect(page.getByRole('alert')).toContainText(text);
        await walk.snap(page, name);
        await page.unroute('**/api/v0/consumer/*/return-order/ro-failing');
      }
      walk.print();
    });

    test('quote flow: pickup with an exchange, ship it yourself, carrier unavailable, payment error', async ({
      openShop,
    }) => {
      test.setTimeout(90_000);
      const walk = new Walk("atelier, the quote flow's confirmations", size);
      const page = await openShop('atelier', size);
      await answerConfirmations(page);
      await signIn(page, 'atelier', 'sophie@example.nl', '100045');
      const open = (quote: string) => page.goto(portalUrl('atelier', `/order-confirmation/${quote}`));
      const title = page.getByRole('heading', { level: 1 });

      await open('q-pickup');
      await expect(title).toHaveText('Your exchange is registered');
      await expect(page.getByRole('region', { name: 'Your pickup' })).toContainText('Oudegracht 158');
      await expect(page.getByRole('link', { name: 'Download your label' })).toBeVisible();
      await walk.snap(page, 'atelier-confirmation-pickup');

      await open('q-ship-it-yourself');
      await expect(title).toHaveText('Your return is registered');
      await expect(page.getByText('Send the parcel with a carrier of your choice')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Return address' })).toContainText('R-3F9A2C1B');
      await walk.snap(page, 'atelier-confirmation-ship-it-yourself');

      await open('q-carrier-unavailable');
      await expect(page.getByText(/The carrier service is temporarily unavailable/)).toBeVisible();
      await walk.snap(page, 'atelier-confirmation-carrier-unavailable');

      await open('q-expired');
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
      await walk.snap(page, 'atelier-confirmation-payment-error');
      walk.print();
    });
  });
}
