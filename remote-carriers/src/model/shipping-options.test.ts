import type { Purchase, ShippingOption } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { selectionShippingOptions } from './shipping-options';

const option = (key: string, position = 1): ShippingOption => ({
  id: key,
  price: { value: 0, currency: 'EUR' },
  service: key,
  printerRequired: false,
  shippingProductKey: key,
  selectablePackageAmount: false,
  position,
  variants: [],
});
const purchase = (purchaseId: string, keys: string[]) =>
  ({ purchaseId, shippingOptions: keys.map((key) => option(key)) }) as Purchase;

describe('the selection’s shipping options', () => {
  const purchases = [
    purchase('p1', ['dpd', 'dhl', 'postnl']),
    purchase('p2', ['dhl', 'dpd']),
    purchase('p3', ['ups']),
  ];

  it('keeps the options every selected purchase has', () => {
    expect(selectionShippingOptions(purchases, ['p1', 'p2', 'p1'])?.map((entry) => entry.id)).toEqual([
      'dpd',
      'dhl',
    ]);
    expect(selectionShippingOptions(purchases, ['p1', 'p3'])).toEqual([]);
    expect(selectionShippingOptions(purchases, ['p1', 'gone'])).toEqual([]);
    expect(selectionShippingOptions(purchases, [])).toEqual([]);
  });

  it('is unknown while the purchases are', () => {
    expect(selectionShippingOptions(null, ['p1'])).toBeNull();
  });
});
