import { describe, expect, it } from 'vitest';
import {
  carrierOptionsFor,
  DHL_ECOM_PRINTLESS,
  IN_STORE_DROP_OFF,
  isDpd,
  isPickup,
  needsLabel,
  SHIP_IT_YOURSELF,
  shippingMethodOf,
} from './carriers';
import { toPurchases } from './purchases';
import { orders } from './seed';

const optionsOf = (merchant: string, country: string, currency: string, categories: string[] = []) =>
  carrierOptionsFor({ merchant, country, currency, categories, assets: 'http://a' }).map((c) => c.option);

describe('shipping options (draft flow)', () => {
  it('give nordwind NL a DPD, the DHL printless, a DHL pickup, a two-variant drop-off, a free store return and ship-it-yourself', () => {
    const options = optionsOf('nordwind', 'NL', 'EUR');
    const keys = options.map((option) => option.shippingProductKey);
    expect(keys.some(isDpd)).toBe(true);
    expect(keys).toContain(DHL_ECOM_PRINTLESS);
    expect(keys).toContain('NORDWIND_DHL_PICKUP');
    expect(keys).toContain(IN_STORE_DROP_OFF);
    expect(keys).toContain(SHIP_IT_YOURSELF);
    expect(options.some((option) => option.variants.length === 2)).toBe(true);
    expect(
      options.some((option) => option.price.value === 0 && option.shippingProductKey !== SHIP_IT_YOURSELF),
    ).toBe(true);
    expect(options.map((option) => option.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('differ by country and currency, and send a floor lamp ship-it-yourself only', () => {
    const britain = optionsOf('nordwind', 'GB', 'GBP');
    expect(britain.every((option) => option.price.currency === 'GBP')).toBe(true);
    expect(britain.map((option) => option.id)).toContain('nordwind-gb-royalmail');
    expect(optionsOf('vault', 'SE', 'SEK', ['Lighting']).map((option) => option.shippingProductKey)).toEqual([
      SHIP_IT_YOURSELF,
    ]);
    // A shop or country without its own table gets a converted default.
    expect(optionsOf('kiosk', 'DE', 'EUR').map((option) => option.price.value)).toEqual([3.95, 4.95, 0]);
  });

  it('are on every seeded purchase, the same ids for one shopper, so the portal can intersect them', () => {
    const purchases = toPurchases(orders, 'http://a', new Date());
    expect(purchases.every((purchase) => purchase.shippingOptions.length > 0)).toBe(true);
    const lamps = purchases.filter((purchase) => purchase.product.name.includes('Lamp'));
    expect(lamps.every((lamp) => lamp.shippingOptions.length === 1)).toBe(true);
  });
});

describe('product-key rules', () => {
  it('tell pickups, DPD, labels and the shipping method apart', () => {
    expect(['ATELIER_DHL_PICKUP', 'UPS_PICKUP', 'X_BRENGER', 'MONTAPACKING_DHL_PICKUP'].every(isPickup)).toBe(
      true,
    );
    expect(['DHL_DROPOFF', 'ATELIER_DPD', SHIP_IT_YOURSELF].some(isPickup)).toBe(false);
    expect(['ATELIER_DPD', 'VAULT_POSTNORD_DPD', 'nordwind_dpd'].every(isDpd)).toBe(true);
    expect([SHIP_IT_YOURSELF, IN_STORE_DROP_OFF].some(needsLabel)).toBe(false);
    expect(needsLabel(DHL_ECOM_PRINTLESS)).toBe(true);
    expect(
      [IN_STORE_DROP_OFF, SHIP_IT_YOURSELF, 'NORDWIND_DHL_PICKUP', 'NORDWIND_DPD'].map(shippingMethodOf),
    ).toEqual(['IN_STORE_DROP_OFF', 'SHIP_IT_YOURSELF', 'PICKUP', 'DROP_OFF']);
  });
});
