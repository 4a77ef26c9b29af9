import type { Purchase, Returnable } from '@portal/shared';
import { returnableValues } from '@portal/shared/schemas';
import { sortBySize, usesDropdown } from '@portal/shared/sizes';
import { describe, expect, it } from 'vitest';
import {
  daysLeftToReturn,
  derivationSettings,
  groupByOrder,
  isSelectable,
  itemsOfPurchase,
  variantOf,
} from './portal-items';

const purchase = (overrides: {
  id?: string;
  orderNumber?: string;
  created?: string;
  units?: Returnable[];
  attributes?: { name: string; value: string }[];
  exchange?: string[];
  legacyKey?: string;
  shipping?: boolean;
}): Purchase => ({
  purchaseId: overrides.id ?? 'p1',
  order: {
    createdDate: overrides.created ?? '2026-11-20T10:00:00Z',
    orderId: `o-${overrides.orderNumber ?? 'NW-1'}`,
    currency: 'EUR',
    orderNumber: overrides.orderNumber ?? 'NW-1',
    paymentMethods: [],
  },
  product: {
    id: 'prod',
    name: 'Linen Shirt',
    sku: 'shirt-m',
    legacyKey: overrides.legacyKey,
    price: { value: 59.95, currency: 'EUR' },
    imageUrls: ['http://img/shirt.svg'],
    categories: [{ name: 'Shirts' }],
    attributes: overrides.attributes ?? [{ name: 'size', value: 'M' }],
  },
  units: (overrides.units ?? ['yes']).map((returnable) => ({
    fulfillmentDate: null,
    paidAmount: { value: 50, currency: 'EUR' },
    returnable,
    availableResolutions: [],
  })),
  exchangeOptions: (overrides.exchange ?? []).map((size) => ({
    id: size,
    name: `Shirt ${size}`,
    sku: `shirt-${size.toLowerCase()}`,
    attributes: [{ name: 'size', value: size }],
    imageUrls: [],
  })),
  returnLocation: { id: 'loc-main', name: 'Main', country: 'NL' },
  shippingOptions:
    overrides.shipping === false
      ? []
      : [
          {
            id: 's',
            price: { value: 0, currency: 'EUR' },
            service: 'DPD',
            printerRequired: false,
            shippingProductKey: 'x_DPD',
            selectablePackageAmount: false,
            position: 1,
            variants: [],
          },
        ],
});

const off = { quantitySelector: false, storeCreditEnabled: true, draftFlow: true };

describe('itemsOfPurchase', () => {
  it('makes one item of quantity 1 per unit, with a running index in the uid', () => {
    const items = itemsOfPurchase(purchase({ units: ['yes', 'yes', 'no_already_requested'] }), off);
    expect(items.map((item) => item.uid)).toEqual(['NW-1p10', 'NW-1p11', 'NW-1p12']);
    expect(items.map((item) => item.returnableUnits)).toEqual([1, 1, 0]);
  });

  it('makes one item per line with the quantity selector, returnable when any unit is', () => {
    const [item] = itemsOfPurchase(purchase({ units: ['no_already_requested', 'yes', 'yes'] }), {
      ...off,
      quantitySelector: true,
    });
    expect(item?.uid).toBe('NW-1p1');
    expect(item?.returnable).toBe('yes');
    expect(item?.returnableUnits).toBe(2);
  });

  it('uses legacyKey as the key in the draft flow, item id plus price otherwise', () => {
    expect(itemsOfPurchase(purchase({ legacyKey: 'legacy-1' }), off)[0]?.key).toBe('legacy-1');
    expect(itemsOfPurchase(purchase({ legacyKey: 'legacy-1' }), { ...off, draftFlow: false })[0]?.key).toBe(
      'p159.95',
    );
  });

  it('derives store credit, exchange item and exchangeable from every returnable value', () => {
    for (const value of returnableValues) {
      const [item] = itemsOfPurchase(purchase({ units: [value], exchange: ['L'] }), off);
      expect(item?.allowStoreCredit).toBe(value.startsWith('yes'));
      expect(item?.isExchangeItem).toBe(value === 'yes');
      expect(item?.exchangeable).toBe(value === 'yes_exchangeable');
    }
    expect(itemsOfPurchase(purchase({ units: ['yes'] }), off)[0]?.isExchangeItem).toBe(false);
    expect(itemsOfPurchase(purchase({}), { ...off, storeCreditEnabled: false })[0]?.allowStoreCredit).toBe(
      false,
    );
  });

  it('takes the variant from size or the Dutch maat', () => {
    expect(variantOf([{ name: 'maat', value: 'S' }])).toBe('S');
    expect(variantOf([{ name: 'Size', value: 'XL' }])).toBe('XL');
    expect(variantOf([{ name: 'color', value: 'Red' }])).toBeNull();
  });

  it('lets a card be selected only when returnable with shipping options', () => {
    expect(isSelectable(itemsOfPurchase(purchase({}), off)[0]!)).toBe(true);
    expect(isSelectable(itemsOfPurchase(purchase({ units: ['no'] }), off)[0]!)).toBe(false);
    expect(isSelectable(itemsOfPurchase(purchase({ shipping: false }), off)[0]!)).toBe(false);
  });
});

describe('derivationSettings', () => {
  it('takes the quantity selector and store credit from the shop, the draft flow from platform slice 2 on', () => {
    const shop = { selectItemsQtySelector: true, storeCredit: { enabled: false }, platformSlice: 2 };
    expect(derivationSettings(shop as Parameters<typeof derivationSettings>[0])).toEqual({
      quantitySelector: true,
      storeCreditEnabled: false,
      draftFlow: true,
    });
    expect(
      derivationSettings({ ...shop, platformSlice: 1 } as Parameters<typeof derivationSettings>[0]).draftFlow,
    ).toBe(false);
  });
});

describe('groupByOrder', () => {
  it('groups by order, newest first, with the sum of paid amounts', () => {
    const groups = groupByOrder(
      [
        purchase({ id: 'a', orderNumber: 'OLD', created: '2026-10-01T00:00:00Z' }),
        purchase({ id: 'b', orderNumber: 'NEW', created: '2026-11-01T00:00:00Z', units: ['yes', 'yes'] }),
        purchase({ id: 'c', orderNumber: 'OLD', created: '2026-10-01T00:00:00Z', units: ['no'] }),
      ],
      off,
    );
    expect(groups.map((group) => group.orderNumber)).toEqual(['NEW', 'OLD']);
    expect(groups[0]?.totalPrice).toBe(100);
    expect(groups[1]?.items).toHaveLength(2);
    expect(groups[1]?.totalPrice).toBe(100);
  });
});

describe('daysLeftToReturn', () => {
  it('is the period minus the days since the order, never below 0', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(daysLeftToReturn('2026-11-20T10:00:00Z', 30, now)).toBe(27);
    expect(daysLeftToReturn('2026-09-01T10:00:00Z', 30, now)).toBe(0);
  });
});

describe('sizes', () => {
  it('sorts by the fixed ranking, then numbers ascending', () => {
    const sizes = ['42', 'XL', '39', 'S', 'One size', 'XXS', '5X', 'M', '40.5', 'L', 'XXL'];
    expect(sortBySize(sizes, (size) => size)).toEqual([
      'One size',
      'XXS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '5X',
      '39',
      '40.5',
      '42',
    ]);
  });

  it('switches to a dropdown above 3 options in the dialog', () => {
    expect(usesDropdown(3)).toBe(false);
    expect(usesDropdown(4)).toBe(true);
    expect(usesDropdown(4, 4)).toBe(false);
  });
});
