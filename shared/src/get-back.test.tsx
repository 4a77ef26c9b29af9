// @vitest-environment jsdom

import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSchema, draftReturnOrderSchema, returnOrderSchema } from './api/schemas';
import {
  getBackOfConfirmation,
  getBackOfReturnOrder,
  itemsOfSelection,
  refundOfDraft,
  refundOfSelection,
  WhatYouGetBack,
} from './get-back';
import type { SelectedItem } from './model/selection';
import { cleanUp, render, setUpTexts } from './testing/render';

beforeAll(setUpTexts);
afterEach(cleanUp);

const money = (value: string) => ({ value, currency: 'EUR' });
const draft = (resolutions: ('Refund' | 'StoreCredit' | 'Exchange')[]) =>
  draftReturnOrderSchema.parse({
    consumerId: 'c',
    totalPrice: money('0.00'),
    refundOptions: [
      { type: 'Refund', amount: money('84.90') },
      {
        type: 'StoreCredit',
        amount: money('93.39'),
        incentive: { type: 'Percentage', amount: money('8.49') },
      },
    ],
    selectedPurchases: resolutions.map((resolutionType, index) => ({
      purchaseId: `p${index}`,
      resolutionType,
    })),
  });

const item = (over: Partial<SelectedItem>): SelectedItem => ({
  uid: 'u1',
  key: 'k1',
  purchaseId: 'p1',
  operation: 'Return',
  quantity: 1,
  name: 'Linen Shirt',
  orderCurrency: 'EUR',
  itemRef: { price: 39.95 },
  ...over,
});

describe('what you get back', () => {
  it('reads the refund the draft answers for the shopper’s choice', () => {
    expect(refundOfDraft(draft(['Refund', 'Exchange']))).toEqual({
      kind: 'refund',
      cents: 8490,
      currency: 'EUR',
    });
    expect(refundOfDraft(draft(['StoreCredit', 'Exchange']))).toEqual({
      kind: 'store-credit',
      cents: 9339,
      currency: 'EUR',
    });
    expect(refundOfDraft(draft(['Exchange']))).toBeNull();
  });

  it('reads the draft’s money back for a cheaper product’s rest as the shopper chose it', () => {
    // The parka (€229.00) for the liner (€99.00) at nordwind: €130.00 back, or €145.00 in store credit.
    const parkaForLiner = (exchangeRefundType?: 'Refund' | 'StoreCredit') =>
      draftReturnOrderSchema.parse({
        consumerId: 'c',
        totalPrice: money('0.00'),
        refundOptions: [
          { type: 'Refund', amount: money('130.00') },
          { type: 'StoreCredit', amount: money('145.00') },
        ],
        selectedPurchases: [
          {
            purchaseId: 'parka',
            resolutionType: 'Exchange',
            exchangeProductId: 'prod-liner-jacket-M',
            exchangePrice: money('99.00'),
            ...(exchangeRefundType ? { exchangeRefundType } : {}),
          },
        ],
        productExchanges: [
          {
            purchaseId: 'parka',
            exchangeProductId: 'prod-liner-jacket-M',
            returnedValue: money('229.00'),
            bonus: money('15.00'),
            newPrice: money('99.00'),
            toPay: money('0.00'),
            refund: money('130.00'),
            storeCredit: money('145.00'),
          },
        ],
      });
    expect(refundOfDraft(parkaForLiner('StoreCredit'))).toEqual({
      kind: 'store-credit',
      cents: 14_500,
      currency: 'EUR',
    });
    expect(refundOfDraft(parkaForLiner())).toEqual({ kind: 'refund', cents: 13_000, currency: 'EUR' });
  });

  it('prices the quote flow’s selection by the one refund rule: price × quantity, exchanges left out', () => {
    const items = [
      item({ quantity: 2 }),
      item({ uid: 'u2', name: 'Scarf', itemRef: { price: 25 } }),
      item({ uid: 'u3', operation: 'Exchange', exchangeValue: 'SKU-L', exchangeVariant: 'L' }),
    ];
    expect(refundOfSelection(items, 'refund')).toEqual({ kind: 'refund', cents: 10_490, currency: 'EUR' });
    expect(refundOfSelection(items, 'store-credit')?.kind).toBe('store-credit');
    expect(
      itemsOfSelection(items).map((entry) => [entry.name, entry.quantity, entry.exchangeVariant]),
    ).toEqual([
      ['Linen Shirt', 2, null],
      ['Scarf', 1, null],
      ['Linen Shirt', 1, 'L'],
    ]);
  });

  it('counts a cheaper product’s rest in the quote flow’s money back, as the shopper chose it', () => {
    // The parka (€229.00) for the liner (€99.00), atelier's bonus €5.00 as the page showed it.
    const liner = (over: Partial<SelectedItem> = {}) =>
      item({
        uid: 'parka',
        name: 'Hooded Down Parka',
        itemRef: { price: 229 },
        operation: 'Exchange',
        exchangeValue: 'liner-jacket-m',
        exchangeVariant: 'M',
        exchangeProductId: 'prod-liner-jacket-M',
        exchangeProductName: 'Quilted Liner Jacket',
        exchangePrice: { value: 99, currency: 'EUR' },
        exchangeBonus: { type: 'FIXED_AMOUNT', amountCents: 5_00 },
        ...over,
      });
    // Only exchanges, one with a rest: a money line, a refund by default.
    expect(refundOfSelection([liner()], null)).toEqual({ kind: 'refund', cents: 13_000, currency: 'EUR' });
    expect(refundOfSelection([liner({ exchangeRest: 'store-credit' })], 'refund')).toEqual({
      kind: 'store-credit',
      cents: 13_500,
      currency: 'EUR',
    });
    // With a refunded item the rest comes on top of its value, as one money back.
    expect(refundOfSelection([item({ quantity: 2 }), liner()], 'refund')).toEqual({
      kind: 'refund',
      cents: 7990 + 13_000,
      currency: 'EUR',
    });
    expect(refundOfSelection([item({}), liner({ exchangeRest: 'store-credit' })], 'refund')).toEqual({
      kind: 'store-credit',
      cents: 3995 + 13_500,
      currency: 'EUR',
    });
    // A dearer product leaves no rest: nothing is paid back.
    expect(refundOfSelection([liner({ exchangePrice: { value: 249, currency: 'EUR' } })], null)).toBeNull();
    expect(itemsOfSelection([liner()])).toEqual([
      {
        key: 'parka',
        name: 'Hooded Down Parka',
        quantity: 1,
        exchangeVariant: 'M',
        exchangeProduct: 'Quilted Liner Jacket',
      },
    ]);
    // A product of one variant names no variant, and never its SKU.
    expect(itemsOfSelection([liner({ exchangeVariant: undefined })])[0]?.exchangeVariant).toBeNull();
  });

  it('says the amount is not known for items typed in by hand, never a partial sum', () => {
    const typed = item({ itemRef: undefined, paidAmount: undefined });
    expect(refundOfSelection([item({}), typed], null)).toEqual({
      kind: 'refund',
      cents: null,
      currency: 'EUR',
    });
    expect(refundOfSelection([item({ exchangeValue: 'X' })], 'refund')).toBeNull();
  });

  it('reads the return order’s and the quote confirmation’s items and refund', () => {
    const order = returnOrderSchema.parse({
      id: 'ro',
      returnedItems: [
        { purchaseId: 'p1', name: 'Linen Shirt', quantity: 2, price: money('39.95') },
        { purchaseId: 'p2', name: 'Boots', quantity: 1, price: money('89.00'), exchangeVariant: '42' },
      ],
      refund: { type: 'Refund', amount: money('79.90') },
    });
    expect(getBackOfReturnOrder(order)).toEqual({
      items: [
        {
          key: '0-Linen Shirt',
          name: 'Linen Shirt',
          quantity: 2,
          exchangeVariant: null,
          exchangeProduct: null,
        },
        { key: '1-Boots', name: 'Boots', quantity: 1, exchangeVariant: '42', exchangeProduct: null },
      ],
      refund: { kind: 'refund', cents: 7990, currency: 'EUR' },
    });
    expect(getBackOfReturnOrder(returnOrderSchema.parse({ id: 'ro' }))).toBeNull();
    const exchanged = returnOrderSchema.parse({
      id: 'ro',
      returnedItems: [
        {
          purchaseId: 'p3',
          name: 'Hooded Down Parka',
          quantity: 1,
          price: money('229.00'),
          exchangeVariant: null,
          exchangeProduct: {
            id: 'prod-liner-jacket',
            name: 'Quilted Liner Jacket',
            sku: 'liner-jacket-m',
            variant: 'M',
            price: money('99.00'),
          },
        },
      ],
      refund: { type: 'StoreCredit', amount: money('145.00') },
    });
    expect(getBackOfReturnOrder(exchanged)?.items).toEqual([
      {
        key: '0-Hooded Down Parka',
        name: 'Hooded Down Parka',
        quantity: 1,
        exchangeVariant: 'M',
        exchangeProduct: 'Quilted Liner Jacket',
      },
    ]);
    expect(
      getBackOfConfirmation(
        confirmationSchema.parse({
          paymentStatus: 'free',
          returnedItems: [
            {
              name: 'Wrap Dress',
              quantity: 1,
              exchangeVariant: 'stoneware-mug',
              exchangeProduct: { id: 'prod-stoneware-mug', name: 'Stoneware Mug', variant: null },
            },
          ],
        }),
      )?.items[0],
    ).toMatchObject({ exchangeVariant: null, exchangeProduct: 'Stoneware Mug' });
    const confirmation = confirmationSchema.parse({
      paymentStatus: 'free',
      returnedItems: [{ name: 'Lamp', quantity: 1 }],
      refund: { type: 'StoreCredit', amount: null },
    });
    expect(getBackOfConfirmation(confirmation)?.refund).toEqual({
      kind: 'store-credit',
      cents: null,
      currency: 'EUR',
    });
    expect(getBackOfConfirmation(confirmationSchema.parse({ paymentStatus: 'free' }))).toBeNull();
  });

  it('lists each item with its quantity and exchange, then the money back', async () => {
    const List = (props: Omit<Parameters<typeof WhatYouGetBack>[0], 't' | 'language'>) => {
      const { t } = useTranslation();
      return <WhatYouGetBack t={t} language="en" {...props} />;
    };
    const view = await render(
      <List
        getBack={{
          items: [
            { key: 'a', name: 'Linen Shirt', quantity: 2, exchangeVariant: null, exchangeProduct: null },
            { key: 'b', name: 'Boots', quantity: 1, exchangeVariant: '42', exchangeProduct: null },
            { key: 'c', name: 'Parka', quantity: 1, exchangeVariant: 'M', exchangeProduct: 'Liner Jacket' },
            { key: 'd', name: 'Scarf', quantity: 1, exchangeVariant: null, exchangeProduct: 'Stoneware Mug' },
          ],
          refund: { kind: 'refund', cents: 7990, currency: 'EUR' },
        }}
        pending
      />,
    );
    expect(view.querySelector('h2')?.textContent).toBe('What you get back');
    expect([...view.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Linen ShirtQuantity: 2 · Sent back',
      'BootsQuantity: 1 · In exchange: 42',
      'ParkaQuantity: 1 · In exchange: Liner Jacket, M',
      'ScarfQuantity: 1 · In exchange: Stoneware Mug',
    ]);
    expect(view.querySelector('dl')?.textContent).toBe('Refund to your original payment method€79.90');
    expect(view.textContent).toContain('once the shop approves your request');
  });
});
