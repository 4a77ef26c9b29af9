import type { PricelistItem, Pricelists, ShippingOption } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { SHIP_IT_YOURSELF } from './carrier-kind';
import {
  automaticPricelist,
  automaticShippingChoice,
  carriersPageNeeded,
  DHL_ECOM_PRINTLESS,
  defaultVariantId,
  draftFlowCarrierList,
  quoteFlowCarrierList,
  showsFree,
  showsVariantChooser,
  storePricelists,
  sustainabilityBadge,
} from './carrier-order';

const item = (type: string): PricelistItem => ({
  uuid: `pl-${type}`,
  price: '4.95',
  currency: 'EUR',
  address: null,
  courierService: { type, label: type, printerRequired: false },
});
const pricelists = (...types: string[]): Pricelists => ({
  items: types.map(item),
  insurance: { enabled: false },
});
const types = (items: PricelistItem[]) => items.map((entry) => entry.courierService.type);

const option = (id: string, position: number, variants = 0, key = `shop_${id}`): ShippingOption => ({
  id,
  price: { value: 4.95, currency: 'EUR' },
  service: id,
  printerRequired: false,
  shippingProductKey: key,
  selectablePackageAmount: false,
  position,
  variants: Array.from({ length: variants }, (_, index) => ({
    id: `${id}-v${index}`,
    key: `v${index}`,
    name: `V${index}`,
  })),
});

describe('quote flow: storing pricelists', () => {
  it('puts non-DPD carriers first and DPD last, and remembers that DPD was there', () => {
    const stored = storePricelists(pricelists('SHOP_DPD', 'UPS_PICKUP', 'SHOP_POSTNORD_DPD', 'DHL_DROPOFF'));
    expect(types(stored.items)).toEqual(['UPS_PICKUP', 'DHL_DROPOFF', 'SHOP_DPD', 'SHOP_POSTNORD_DPD']);
    expect(stored.includesDPD).toBe(true);
    expect(storePricelists(pricelists('UPS_PICKUP')).includesDPD).toBe(false);
  });
});

describe('quote flow: the list', () => {
  const stored = storePricelists(
    pricelists(
      'UPS_PICKUP',
      'SHOP_DPD',
      'SERVERLESS_DHL_PICKUP',
      'BRENGER_X',
      DHL_ECOM_PRINTLESS,
      'AAA_DROPOFF',
    ),
  );

  it('with DPD and force-expand off shows the first carrier and hides the others, choosing the first', () => {
    const list = quoteFlowCarrierList(stored, { forceExpand: false });
    expect(types(list.shown)).toEqual(['UPS_PICKUP']);
    expect(types(list.hidden)).toEqual([
      'SERVERLESS_DHL_PICKUP',
      'BRENGER_X',
      DHL_ECOM_PRINTLESS,
      'AAA_DROPOFF',
      'SHOP_DPD',
    ]);
    expect(automaticPricelist(stored)?.courierService.type).toBe('UPS_PICKUP');
  });

  it('otherwise sorts DPD, the DHL e-commerce printless option, the DHL pickup, then the rest by type', () => {
    const list = quoteFlowCarrierList(stored, { forceExpand: true });
    expect(types(list.shown)).toEqual([
      'SHOP_DPD',
      DHL_ECOM_PRINTLESS,
      'SERVERLESS_DHL_PICKUP',
      'AAA_DROPOFF',
      'BRENGER_X',
      'UPS_PICKUP',
    ]);
    expect(list.hidden).toEqual([]);
    const withoutDpd = storePricelists(pricelists('UPS_PICKUP', 'DHL_DROPOFF', SHIP_IT_YOURSELF));
    expect(types(quoteFlowCarrierList(withoutDpd, { forceExpand: false }).shown)).toEqual([
      'DHL_DROPOFF',
      SHIP_IT_YOURSELF,
      'UPS_PICKUP',
    ]);
    expect(automaticPricelist(withoutDpd)).toBeNull();
  });
});

describe('draft flow: the list and the automatic choice', () => {
  const options = [option('c', 3), option('a', 1, 3), option('b', 2)];

  it('shows the first option by position and hides the others, unless force-expanded (then all, flat)', () => {
    expect(draftFlowCarrierList(options, { forceExpand: false })).toEqual({
      shown: [options[1]],
      hidden: [options[2], options[0]],
    });
    expect(draftFlowCarrierList(options, { forceExpand: true }).shown.map((entry) => entry.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('chooses the lowest position, with its second variant when it has more than one', () => {
    expect(automaticShippingChoice(options)).toEqual({ option: options[1], variantId: 'a-v1' });
    expect(automaticShippingChoice([option('x', 5, 1)])).toEqual({
      option: option('x', 5, 1),
      variantId: null,
    });
    expect(automaticShippingChoice([])).toBeNull();
    expect(defaultVariantId(option('y', 1, 2))).toBe('y-v1');
  });
});

describe('page needed, badges, free and variants', () => {
  it('is not needed without carriers or with only one ship-it-yourself option', () => {
    expect(carriersPageNeeded([])).toBe(false);
    expect(carriersPageNeeded([SHIP_IT_YOURSELF])).toBe(false);
    expect(carriersPageNeeded(['nordwind_SHIP_IT_YOURSELF'])).toBe(false);
    expect(carriersPageNeeded([SHIP_IT_YOURSELF, 'UPS_PICKUP'])).toBe(true);
    expect(carriersPageNeeded(['UPS_PICKUP'])).toBe(true);
  });

  it("badges a dpd product key with the toggle on only with the carrier's own emissions statement", () => {
    const stated = { gramsCo2e: 388, source: 'DPD' };
    expect(sustainabilityBadge('nordwind_DPD', true, stated)).toEqual(stated);
    expect(sustainabilityBadge('shop_dpd_home', true, stated)).toEqual(stated);
    expect(sustainabilityBadge('nordwind_DPD', false, stated)).toBeNull();
    expect(sustainabilityBadge('nordwind_DHL', true, stated)).toBeNull();
    // No statement, no badge: a generic claim has no basis (Directive (EU) 2024/825).
    expect(sustainabilityBadge('nordwind_DPD', true, null)).toBeNull();
    expect(sustainabilityBadge('nordwind_DPD', true, undefined)).toBeNull();
  });

  it('reads "Free" for price 0 or when the draft says shipping should be free', () => {
    expect(showsFree(0)).toBe(true);
    expect(showsFree(495)).toBe(false);
    expect(showsFree(495, true)).toBe(true);
  });

  it('offers the variant chooser for the selected carrier with two variants or more, unless forced free', () => {
    const two = option('d', 1, 2);
    expect(showsVariantChooser(two, { selected: true, forcedFree: false })).toBe(true);
    expect(showsVariantChooser(two, { selected: false, forcedFree: false })).toBe(false);
    expect(showsVariantChooser(two, { selected: true, forcedFree: true })).toBe(false);
    expect(showsVariantChooser(option('e', 1, 1), { selected: true, forcedFree: false })).toBe(false);
  });
});
