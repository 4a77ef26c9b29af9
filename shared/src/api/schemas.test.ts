import { describe, expect, it } from 'vitest';
import { FREE_TEXT_MAX_LENGTH } from './limits';
import {
  apiErrorBodySchema,
  authConsumerRequestSchema,
  authConsumerResponseSchema,
  courierServiceSchema,
  featureResultsSchema,
  gatekeepingAnswerSchema,
  purchaseSchema,
  purchasesResponseSchema,
  quoteItemSchema,
  quoteRequestSchema,
  remotesManifestSchema,
  selectedPurchaseSchema,
  shippingOptionSchema,
} from './schemas';

const purchase = {
  purchaseId: 'p1',
  order: {
    createdDate: '2026-11-01T10:00:00Z',
    orderId: 'o1',
    currency: 'EUR',
    orderNumber: 'NW-1',
    paymentMethods: [],
  },
  product: { id: 'prod', name: 'Shirt', sku: 'shirt-m', price: { value: '59.95', currency: 'EUR' } },
  units: [{ fulfillmentDate: null, paidAmount: { value: 59.95, currency: 'EUR' }, returnable: 'yes' }],
};

describe('purchasesResponseSchema', () => {
  it('accepts an array and an object with data[], always giving an array', () => {
    expect(purchasesResponseSchema.parse([purchase])).toHaveLength(1);
    expect(purchasesResponseSchema.parse({ data: [purchase, purchase] })).toHaveLength(2);
  });

  it('turns money strings into numbers', () => {
    const [parsed] = purchasesResponseSchema.parse([purchase]);
    expect(parsed?.product.price.value).toBe(59.95);
    expect(parsed?.units[0]?.paidAmount.value).toBe(59.95);
  });

  it('fills in the lists and a missing return location', () => {
    const parsed = purchaseSchema.parse(purchase);
    expect(parsed.exchangeOptions).toEqual([]);
    expect(parsed.shippingOptions).toEqual([]);
    expect(parsed.returnLocation).toBeNull();
  });

  it('rejects an unknown returnable value, a unit-less purchase and a non-numeric amount', () => {
    const badUnit = { ...purchase, units: [{ ...purchase.units[0], returnable: 'maybe' }] };
    expect(purchasesResponseSchema.safeParse([badUnit]).success).toBe(false);
    expect(purchasesResponseSchema.safeParse([{ ...purchase, units: [] }]).success).toBe(false);
    const badMoney = {
      ...purchase,
      product: { ...purchase.product, price: { value: 'ten', currency: 'EUR' } },
    };
    expect(purchaseSchema.safeParse(badMoney).success).toBe(false);
  });
});

describe('sign-in and other small schemas', () => {
  it('takes a sign-in body with e-mail or postal code and rejects one without an order number', () => {
    const body = {
      postalCode: '3511AB',
      orderNumber: '100045',
      locale: 'nl',
      storeId: 7,
      userProperties: { deviceId: 'd', sessionId: 's' },
    };
    expect(authConsumerRequestSchema.safeParse(body).success).toBe(true);
    expect(authConsumerRequestSchema.safeParse({ ...body, orderNumber: '' }).success).toBe(false);
    expect(authConsumerResponseSchema.safeParse({ id: '' }).success).toBe(false);
  });

  it('reads error bodies, remotes manifests and feature results', () => {
    expect(apiErrorBodySchema.parse({ errors: [{ code: 'auth_5' }] }).errors[0]?.code).toBe('auth_5');
    expect(apiErrorBodySchema.safeParse({ errors: [] }).success).toBe(false);
    expect(
      remotesManifestSchema.safeParse({ remotes: [{ name: 'auth', entry: '/r/auth.js' }] }).success,
    ).toBe(true);
    expect(featureResultsSchema.parse([{ feature: 'x', result: 'b' }])).toEqual([
      { feature: 'x', result: 'b' },
    ]);
  });
});

describe("a carrier's emissions statement", () => {
  const option = {
    id: 'o1',
    price: { value: 2.95, currency: 'EUR' },
    service: 'DPD Pickup point',
    shippingProductKey: 'NORDWIND_DPD',
    position: 1,
  };
  const stated = { gramsCo2e: 388, source: 'DPD 2025' };

  it("is optional, and read on both flows' carriers", () => {
    expect(shippingOptionSchema.parse(option).emissionsPerParcel).toBeUndefined();
    expect(shippingOptionSchema.parse({ ...option, emissionsPerParcel: stated }).emissionsPerParcel).toEqual(
      stated,
    );
    const courier = { type: 'ATELIER_DPD', label: 'DPD' };
    expect(courierServiceSchema.parse({ ...courier, emissionsPerParcel: stated }).emissionsPerParcel).toEqual(
      stated,
    );
  });

  it('is dropped, never the carrier, when it states no checkable figure and source', () => {
    for (const bad of [
      { gramsCo2e: 0, source: 'DPD' },
      { gramsCo2e: -5, source: 'DPD' },
      { gramsCo2e: 388, source: '  ' },
      { gramsCo2e: '388', source: 'DPD' },
      { source: 'DPD' },
      'climate neutral',
    ])
      expect(
        shippingOptionSchema.parse({ ...option, emissionsPerParcel: bad }).emissionsPerParcel,
      ).toBeNull();
  });
});

describe('free text in requests', () => {
  const longest = 'x'.repeat(FREE_TEXT_MAX_LENGTH);
  const tooLong = `${longest}x`;

  it('takes a comment, an "other" reason and typed item facts of 1,000 characters, and refuses one more', () => {
    const purchase = (comment: string) => ({
      purchaseId: 'p1',
      returnReasonComment: comment,
      resolutionType: 'Refund',
    });
    expect(selectedPurchaseSchema.safeParse(purchase(longest)).success).toBe(true);
    expect(selectedPurchaseSchema.safeParse(purchase(tooLong)).success).toBe(false);
    const item = (fields: Record<string, string>) => ({
      orderNumber: 'NW-1',
      returnReason: { content: 'Other', type: 3, value: '7' },
      type: 'REFUND',
      ...fields,
    });
    expect(quoteItemSchema.safeParse(item({ name: longest, color: longest, size: longest })).success).toBe(
      true,
    );
    for (const field of ['name', 'color', 'size'])
      expect(quoteItemSchema.safeParse(item({ [field]: tooLong })).success).toBe(false);
    expect(
      quoteItemSchema.safeParse({ ...item({}), returnReason: { content: tooLong, type: 3, value: '7' } })
        .success,
    ).toBe(false);
  });

  it("takes a gatekeeping answer's text of 1,000 characters, chosen options and photos, and refuses longer text", () => {
    const answer = (value: unknown) => ({ question: 'Why?', position: 1, type: 'Paragraph', answer: value });
    expect(gatekeepingAnswerSchema.safeParse(answer(longest)).success).toBe(true);
    expect(gatekeepingAnswerSchema.safeParse(answer(['Yes', 'No'])).success).toBe(true);
    expect(
      gatekeepingAnswerSchema.safeParse(answer([{ url: '/uploads/a.jpg', mimeType: 'image/jpeg' }])).success,
    ).toBe(true);
    expect(gatekeepingAnswerSchema.safeParse(answer(tooLong)).success).toBe(false);
    expect(gatekeepingAnswerSchema.safeParse(answer([tooLong])).success).toBe(false);
    // An uploaded file is `{url, mimeType}`, as the platform takes it: one without its address is no photo.
    expect(gatekeepingAnswerSchema.safeParse(answer([{ mimeType: 'image/jpeg' }])).success).toBe(false);
  });
});

describe('the quote request', () => {
  const request = {
    pricelistUuid: 'pl-1',
    quoteItems: [
      { orderNumber: 'NW-1', returnReason: { content: 'Fit', type: 1, value: 'fit' }, type: 'REFUND' },
    ],
    isInsured: false,
    parcelAmount: 1,
    locale: 'NL',
    userProperties: { deviceId: 'd', sessionId: 's' },
  };
  const address = {
    streetLine: 'Oudegracht 158',
    postCode: '3511 AB',
    city: 'Utrecht',
    countryCode: 'NL',
    street: 'Oudegracht',
    houseNumber: '158',
  };

  it('takes the locale upper case and a pickup address with every field the platform reads', () => {
    expect(quoteRequestSchema.safeParse({ ...request, addressRequest: address }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...request, locale: 'nl' }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...request, addressRequest: {} }).success).toBe(false);
    const { houseNumber: _houseNumber, ...withoutNumber } = address;
    expect(quoteRequestSchema.safeParse({ ...request, addressRequest: withoutNumber }).success).toBe(false);
  });

  it("sends a pickup window's ends as whole epoch seconds, as the platform takes them", () => {
    const window = { start: 1_770_000_000, end: 1_770_014_400 };
    expect(quoteRequestSchema.safeParse({ ...request, addressRequest: address, ...window }).success).toBe(
      true,
    );
    expect(
      quoteRequestSchema.safeParse({ ...request, start: 1_770_000_000.5, end: window.end }).success,
    ).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...request, start: -5, end: window.end }).success).toBe(false);
  });
});
