// @vitest-environment jsdom
import {
  BrowserRouter,
  type DraftReturnOrder,
  itemSelected,
  type Purchase,
  purchasesLoaded,
  type ShippingOption,
  selectionCleared,
  signedIn,
} from '@portal/shared';
import { shopConfigSchema } from '@portal/shared/config';
import { draftReturnOrderSchema } from '@portal/shared/schemas';
import { cleanUp, render, setUpTexts } from '@portal/shared/testing';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchFeaturesFx } from '../../model/carrier-features';
import { fetchDraftFx, updateDraftFx } from '../../model/carriers-draft';
import { applyDraftUpdate } from '../../model/draft-change';
import { DraftCarriers } from './draft-carriers';

const option = (id: string, position: number, price: number, variants: string[] = []): ShippingOption => ({
  id,
  price: { value: price, currency: 'EUR' },
  service: `${id} service`,
  printerRequired: false,
  shippingProductKey: `SHOP_${id.toUpperCase()}`,
  selectablePackageAmount: true,
  position,
  variants: variants.map((variant) => ({ id: variant, key: variant, name: `${variant} parcel` })),
});
const servicepoint = option('servicepoint', 1, 4.95, ['small', 'large']);
const dpd = option('dpd', 2, 2.95);
const self = { ...option('self', 3, 0), shippingProductKey: 'SERVERLESS_SHIP_IT_YOURSELF' };
const purchases = [{ purchaseId: 'p1', shippingOptions: [servicepoint, dpd] }] as Purchase[];
const config = shopConfigSchema.parse({ id: 'shop', name: 'Shop', locales: ['en'], platformSlice: 2 });

const draftWith = (overrides: Record<string, unknown>): DraftReturnOrder =>
  draftReturnOrderSchema.parse({
    consumerId: 'c1',
    totalPrice: { value: '4.95', currency: 'EUR' },
    selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
    maxReturnShipments: 4,
    shippingOptionQuote: {
      shippingOptionId: 'servicepoint',
      price: { value: '4.95', currency: 'EUR' },
      variant: 'large',
    },
    ...overrides,
  });

let server: DraftReturnOrder;

async function open() {
  const view = await render(
    <BrowserRouter>
      <DraftCarriers config={config} paymentStatus={null} />
    </BrowserRouter>,
  );
  // The draft's fetch answers.
  await act(async () => undefined);
  return view;
}
const variantRadios = (view: HTMLElement) =>
  [...view.querySelectorAll<HTMLInputElement>('fieldset fieldset input[type="radio"]')].map(
    (radio) => radio.value,
  );

beforeAll(async () => {
  await setUpTexts();
  fetchFeaturesFx.use(async () => []);
  fetchDraftFx.use(async () => server);
  updateDraftFx.use(async ({ update }) => {
    server = applyDraftUpdate(server, update);
    return server;
  });
});
beforeEach(() => {
  signedIn('c1');
  purchasesLoaded(purchases);
  itemSelected({ uid: 'u1', key: 'k1', purchaseId: 'p1', operation: 'Return', quantity: 1 });
});
afterEach(async () => {
  await cleanUp();
  selectionCleared();
});

describe('the draft flow carriers page', () => {
  it('shows the variant chooser under the selected carrier with two variants or more', async () => {
    server = draftWith({});
    const view = await open();
    expect(view.querySelector('h1')?.textContent).toBe('How do you want to send your return?');
    expect(variantRadios(view)).toEqual(['small', 'large']);
    const selectedCard = view.querySelector('li.rp-card--selected');
    expect(selectedCard?.textContent).toContain('Parcel size');
  });

  it('hides it when shipping is forced free, and reads every price "Free"', async () => {
    server = draftWith({ shippingOptionsShouldBeFree: true });
    const view = await open();
    expect(variantRadios(view)).toEqual([]);
    expect(view.querySelector('.rp-carrier__price')?.textContent).toBe('Free');
  });

  it('shows no variant chooser for a carrier without variants', async () => {
    server = draftWith({
      shippingOptionQuote: {
        shippingOptionId: 'dpd',
        price: { value: '2.95', currency: 'EUR' },
        variant: null,
      },
    });
    const view = await open();
    expect(variantRadios(view)).toEqual([]);
    // dpd is behind "other options", but stays in sight as the carrier chosen.
    expect(view.querySelector('li.rp-card--selected')?.textContent).toContain('dpd service');
  });

  it('draws the list only once the display toggles are in, so a badge never pushes it down', async () => {
    server = draftWith({});
    let answerToggles: (results: { feature: string; result: boolean }[]) => void = () => undefined;
    fetchFeaturesFx.use(() => new Promise((resolve) => (answerToggles = resolve)));
    try {
      const view = await open();
      expect(view.querySelector('li.rp-card')).toBeNull();
      expect(view.querySelector('[role="status"]')?.textContent).toBe(
        'Loading the ways to send your return…',
      );
      await act(async () => answerToggles([{ feature: 'force-expand-carriers', result: true }]));
      // Expanded by the toggle from its first frame: both carriers, no "other options".
      expect(view.querySelectorAll('li.rp-card')).toHaveLength(2);
    } finally {
      fetchFeaturesFx.use(async () => []);
    }
  });

  it('says before confirming that the shopper sends a ship-it-yourself parcel themselves, and only then', async () => {
    const notice = 'You send the parcel yourself, with a carrier of your choice';
    server = draftWith({});
    expect((await open()).textContent).not.toContain(notice);
    await cleanUp();
    purchasesLoaded([{ purchaseId: 'p1', shippingOptions: [servicepoint, dpd, self] }] as Purchase[]);
    server = draftWith({
      shippingOptionQuote: {
        shippingOptionId: 'self',
        price: { value: '0', currency: 'EUR' },
        variant: null,
      },
    });
    const view = await open();
    const alert = [...view.querySelectorAll('.rp-alert')].find((node) => node.textContent?.includes(notice));
    expect(alert?.textContent).toContain('you get the return address and a reference');
    // Before the price summary and the terms, so it is read before confirming.
    const summary = view.querySelector('.rp-price-summary');
    expect(
      alert && summary && alert.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the total to pay in the bar and the summary', async () => {
    server = draftWith({ packageAmount: 2 });
    const view = await open();
    expect(view.querySelector('.rp-action-bar__summary')?.textContent).toBe('Amount to be paid: €9.90');
    expect(view.querySelector('.rp-action-bar button')?.textContent).toBe('Continue to payment');
  });
});
