import type { QuoteItem } from '@portal/shared';
import { quoteRequestSchema } from '@portal/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { PickupAddress } from './address';
import { insuranceTier } from './insurance';
import { buildQuoteRequest, type QuoteRequestInput, toEpochSeconds } from './quote-request';

const quoteItems: QuoteItem[] = [
  {
    itemId: 'p1',
    productKey: 'k1',
    orderNumber: '100045',
    returnReason: { content: 'Too big', type: 1, value: 'r1' },
    type: 'REFUND',
  },
];
const address: PickupAddress = {
  streetAddress: 'Keizersgracht 13 C',
  street: 'Keizersgracht',
  houseNumber: '13 C',
  postalCode: '1015CJ',
  city: 'Amsterdam',
  country: 'NL',
  firstName: 'Jan',
  lastName: 'Jansen',
};
const input: QuoteRequestInput = {
  pricelistUuid: 'pl-1',
  quoteItems,
  parcels: 2,
  insurance: insuranceTier(12000),
  insured: true,
  locale: 'nl',
  userProperties: { deviceId: 'd-1', sessionId: 's-1' },
  address: null,
  ecommerceless: false,
  timeslot: null,
};

describe('the quote request', () => {
  it('carries the pricelist, items, parcels, insurance per parcel and the locale in upper case', () => {
    const request = buildQuoteRequest(input);
    expect(request).toEqual({
      pricelistUuid: 'pl-1',
      quoteItems,
      isInsured: true,
      insurancePrice: '2.99',
      insuranceCurrency: 'EUR',
      parcelAmount: 2,
      locale: 'NL',
      userProperties: { deviceId: 'd-1', sessionId: 's-1' },
    });
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends no insurance price when the shopper said no, or none is offered', () => {
    expect(buildQuoteRequest({ ...input, insured: false })).toMatchObject({
      isInsured: false,
      insurancePrice: null,
    });
    expect(buildQuoteRequest({ ...input, insurance: null })).toMatchObject({
      isInsured: false,
      insuranceCurrency: null,
    });
  });

  it('adds the pickup address and the window in epoch seconds', () => {
    const request = buildQuoteRequest({
      ...input,
      address,
      timeslot: { start: '2030-01-02T09:00:00Z', end: '2030-01-02T13:00:00.000Z' },
    });
    expect(request.addressRequest).toEqual({
      streetLine: 'Keizersgracht 13 C',
      postCode: '1015CJ',
      city: 'Amsterdam',
      countryCode: 'NL',
      street: 'Keizersgracht',
      houseNumber: '13 C',
    });
    expect(request.start).toBe(1893574800);
    expect(request.end).toBe(1893589200);
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
  });

  it('names the shopper in the address for ecommerce-less shops', () => {
    const request = buildQuoteRequest({ ...input, address, ecommerceless: true });
    expect(request.addressRequest).toMatchObject({ firstName: 'Jan', lastName: 'Jansen' });
    expect(quoteRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a window it cannot read', () => {
    expect(() => toEpochSeconds('tomorrow')).toThrow();
  });
});
