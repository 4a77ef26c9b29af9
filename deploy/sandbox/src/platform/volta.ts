/**
 * The volta API (`/volta`, the quote flow's calls) as the sandbox reads and answers it: the bodies
 * and queries it accepts, with the platform's own checks, and the answers it builds
 * (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it). Answers are checked field by field; a
 * field not described here passes unchecked, so it is added here rather than silently dropped.
 */
import * as z from 'zod/mini';
import { pastReturnItemSchema } from './core';
import {
  currencyCode,
  dateTime,
  decimalText,
  emissionsPerParcelSchema,
  freeText,
  id,
  userPropertiesSchema,
} from './values';

/** A query parameter given once or repeated. */
const oneOrMore = z.union([z.string(), z.array(z.string())]);
const yesOrNo = z.enum(['true', 'false']);

// --- Pricelists ---------------------------------------------------------------------------------

/** `GET /pricelists`: the selection's product keys and reasons, or an ecommerce-less shop's country. */
export const pricelistsQuerySchema = z.object({
  'product-keys': z.optional(oneOrMore),
  'return-reasons': z.optional(oneOrMore),
  exchange: z.optional(yesOrNo),
  storeCredit: z.optional(yesOrNo),
  'country-code': z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
});

/** One way to send the return back, with its price. */
const pricelistItemSchema = z.looseObject({
  uuid: id,
  price: decimalText,
  currency: currencyCode,
  address: z.nullable(z.looseObject({ country: z.optional(z.string()) })),
  courierService: z.looseObject({
    type: id,
    translationKey: z.optional(z.nullable(z.string())),
    label: z.string(),
    logoUrl: z.optional(z.nullable(z.string())),
    printerRequired: z.boolean(),
    emissionsPerParcel: z.optional(emissionsPerParcelSchema),
  }),
});

/** The `GET /pricelists` answer: the ways to send the return, insurance and the handling fee. */
export const pricelistsSchema = z.looseObject({
  items: z.array(pricelistItemSchema),
  insurance: z.looseObject({
    enabled: z.boolean(),
    price: z.optional(decimalText),
    currency: z.optional(currencyCode),
    /** What the flat price covers per parcel, where the shop says. */
    coverage: z.optional(decimalText),
  }),
  handlingFeePerItem: z.nullable(z.looseObject({ price: decimalText, currency: currencyCode })),
  country: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  includesDPD: z.boolean(),
});
/** The pricelists answer. */
export type Pricelists = z.infer<typeof pricelistsSchema>;

/** `GET /pricelists/{uuid}/timeslots`: the pickup's postal code (and the product keys). */
export const timeslotsQuerySchema = z.object({
  'postal-code': z.string().check(z.trim(), z.minLength(1)),
  'product-keys': z.optional(oneOrMore),
});

/** The timeslots answer: the pickup windows on offer. */
export const timeslotsSchema = z.looseObject({
  items: z.array(z.looseObject({ start: dateTime, end: dateTime })),
});

/**
 * `POST /address`: the Dutch pickup's postal code and house number; street and city are required
 * but not checked (the portal sends placeholders).
 */
export const addressCheckSchema = z.object({
  pricelistUuid: id,
  postalCode: z.string().check(z.trim(), z.minLength(1)),
  street: z.string(),
  city: z.string(),
  houseNumber: z.union([z.string().check(z.trim(), z.minLength(1)), z.int()]),
});

/** The address answer: the pickup address as the carrier knows it; street2 is the house number. */
export const validatedAddressSchema = z.looseObject({
  zip: id,
  city: z.string(),
  street1: z.string(),
  street2: z.nullable(z.string()),
});

// --- Quotes -------------------------------------------------------------------------------------

/** A returned item of a quote; an ecommerce-less shop's items carry what the shopper typed. */
const quoteItemSchema = z
  .object({
    itemId: z.optional(id),
    orderId: z.optional(z.string()),
    productKey: z.optional(z.string()),
    orderNumber: z.string(),
    returnReason: z.object({
      content: freeText,
      type: z.union([z.int(), z.string()]),
      value: z.string(),
    }),
    exchangeOptionTitle: z.optional(z.string()),
    exchangeToSku: z.optional(z.string()),
    type: z.enum(['REFUND', 'EXCHANGE', 'STORE_CREDIT']),
    name: z.optional(freeText),
    color: z.optional(freeText),
    size: z.optional(freeText),
    quantity: z.optional(z.int().check(z.minimum(1))),
  })
  // An exchange says what it is exchanged for.
  .check(
    z.refine((item) => item.type !== 'EXCHANGE' || Boolean(item.exchangeToSku), {
      message: 'An exchange names the sku it is exchanged for',
      path: ['exchangeToSku'],
    }),
  );

/** A pickup's address in a quote; first and last name for an ecommerce-less shop. */
const addressRequestSchema = z.object({
  streetLine: z.string(),
  postCode: z.string().check(z.trim(), z.minLength(1)),
  city: z.string(),
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  street: z.string(),
  houseNumber: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
});

/** Epoch seconds, as a pickup window's ends are sent. */
const epochSeconds = z.int().check(z.positive());

/** `POST /quotes`: how the quote flow creates a return. The locale is upper case. */
export const quoteRequestSchema = z.object({
  pricelistUuid: id,
  quoteItems: z.array(quoteItemSchema).check(z.minLength(1)),
  isInsured: z.boolean(),
  insurancePrice: z.optional(z.nullable(decimalText)),
  insuranceCurrency: z.optional(z.nullable(currencyCode)),
  parcelAmount: z.int().check(z.minimum(1)),
  locale: z.string().check(z.regex(/^[A-Z]{2}([-_][A-Z]{2})?$/)),
  userProperties: userPropertiesSchema,
  addressRequest: z.optional(addressRequestSchema),
  start: z.optional(epochSeconds),
  end: z.optional(epochSeconds),
});
/** A quote request. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
/** One returned item of a quote request. */
export type QuoteItem = QuoteRequest['quoteItems'][number];

/** The `POST /quotes` answer: pay first (a payment URL), or straight to the confirmation (null). */
export const quoteResponseSchema = z.looseObject({ paymentUrl: z.nullable(z.string()), quoteUuid: id });
/** A quote answer. */
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** The `POST /quotes/{uuid}/payments` answer: where to pay again. */
export const paymentResponseSchema = z.looseObject({ paymentUrl: id });
/** Where to pay again. */
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

// --- Confirmations ------------------------------------------------------------------------------

/** `GET /confirmations/{quoteUuid}`: the quote's confirmation, as its page polls it. */
export const confirmationSchema = z.looseObject({
  hasExchangeItems: z.boolean(),
  shouldHaveLabel: z.boolean(),
  labelUrl: z.nullable(z.string()),
  paymentStatus: z.enum(['open', 'paid', 'free', 'canceled', 'expired', 'failed']),
  errorCode: z.nullable(z.string()),
  courierServiceType: id,
  courierServiceIdentifier: z.string(),
  shipmentType: z.enum(['DROPOFF', 'PICKUP']),
  pickupStartsAt: z.nullable(dateTime),
  pickupEndsAt: z.nullable(dateTime),
  customerCountry: z.string(),
  withCoupon: z.boolean(),
  discountAmount: z.nullable(z.union([z.number(), decimalText])),
  labelInTheBox: z.boolean(),
  paperless: z.boolean(),
  /** A label-less service's drop-off code, once its label exists. */
  paperlessCode: z.nullable(z.looseObject({ code: id, validUntil: z.optional(z.nullable(dateTime)) })),
  /** Where the open payment is paid; null when none is open. */
  paymentUrl: z.nullable(z.string()),
});
/** A confirmation. */
export type Confirmation = z.infer<typeof confirmationSchema>;

/** `GET /consumer/{id}/quotes` (our addition): the shopper's quotes, newest first, each with its confirmation. */
export const quoteListSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      quoteUuid: id,
      createdAt: dateTime,
      items: z.array(pastReturnItemSchema),
      carrierName: z.nullable(z.string()),
      confirmation: confirmationSchema,
    }),
  ),
});
/** The shopper's quotes. */
export type QuoteList = z.infer<typeof quoteListSchema>;

// --- Exchange rates -----------------------------------------------------------------------------

/** `GET /exchange-rates?base=`: the currency the rates are from. */
export const exchangeRatesQuerySchema = z.object({
  base: z.optional(z.string().check(z.regex(/^[A-Za-z]{3}$/))),
});

/** The exchange rates answer: a base and a rate per currency. */
export const exchangeRatesSchema = z.looseObject({
  base: currencyCode,
  rates: z.record(currencyCode, z.number().check(z.positive())),
});
