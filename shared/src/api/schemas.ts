/**
 * zod schemas of every API answer the portal reads and request body it sends. The platform's API is
 * described on the platform's side (deploy/sandbox/openapi.yaml), which the sandbox validates against
 * and never against these, so a mistake here is not copied there; deploy/scripts/sandbox-contract.test.ts
 * holds the two to each other.
 */
import * as z from 'zod/mini';
import { returnReasonSchema } from '../config/shop-config';
import { FREE_TEXT_MAX_LENGTH } from './limits';

/** Money arrives as a number or a numeric string; the portal works with numbers. */
const amount = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform(Number),
);

/** A money value `{value, currency}`. */
export const moneySchema = z.object({ value: amount, currency: z.string().check(z.length(3)) });
/** A parsed money value: `value` is always a number. */
export type Money = z.infer<typeof moneySchema>;

/** The seven returnable values; the two starting with `yes` are returnable. */
export const returnableValues = [
  'yes',
  'yes_exchangeable',
  'no',
  'no_outside_return_period',
  'no_excluded_category',
  'no_already_requested',
  'no_not_fulfilled',
] as const;
/** One of the seven returnable values. */
export type Returnable = (typeof returnableValues)[number];

/** Sign-in body. */
export const authConsumerRequestSchema = z.strictObject({
  email: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  orderNumber: z.string().check(z.minLength(1)),
  locale: z.string().check(z.minLength(2)),
  storeId: z.union([z.string(), z.number()]),
  country: z.optional(z.string()),
  userProperties: z.object({ deviceId: z.string(), sessionId: z.string() }),
});
/** Sign-in body as sent. */
export type AuthConsumerRequest = z.infer<typeof authConsumerRequestSchema>;

/** Sign-in answer: the consumer id. */
export const authConsumerResponseSchema = z.object({ id: z.string().check(z.minLength(1)) });
/** Sign-in answer after parsing. */
export type AuthConsumerResponse = z.infer<typeof authConsumerResponseSchema>;

/** Magic-link request body. */
export const magicLinkRequestSchema = z.object({
  email: z.string().check(z.minLength(3)),
  locale: z.string().check(z.minLength(2)),
  storeId: z.union([z.string(), z.number()]),
});
/** Magic-link request body as sent. */
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** The core API's error body: only the first entry is read. */
export const apiErrorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.optional(z.string()) })).check(z.minLength(1)),
});
/** The core API's error body. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const attributeSchema = z.object({ name: z.string(), value: z.string() });
const flag = z._default(z.boolean(), false);
/** Text a shopper typed: at most FREE_TEXT_MAX_LENGTH characters, as the forms allow. */
const freeText = z.string().check(z.maxLength(FREE_TEXT_MAX_LENGTH));
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);
const text = z.optional(z.string());

/**
 * The carrier's own, checkable statement of a service's greenhouse-gas emissions per parcel, and where
 * it is published: the only basis on which the carriers page may say anything environmental
 * (Directive (EU) 2024/825 bans generic claims such as "most sustainable"). Zero is refused: it would be
 * a neutrality claim. An unreadable statement is dropped, never the carrier.
 */
export const emissionsPerParcelSchema = z.object({
  gramsCo2e: z.number().check(z.positive(), z.lte(100_000)),
  source: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
/** A carrier's emissions statement after parsing. */
export type EmissionsPerParcel = z.infer<typeof emissionsPerParcelSchema>;
const emissionsField = z.optional(z.catch(z.nullable(emissionsPerParcelSchema), null));

/** A carrier service of the draft flow. */
export const shippingOptionSchema = z.object({
  id: z.string(),
  price: moneySchema,
  service: z.string(),
  logoUrl: text,
  printerRequired: flag,
  shippingProductKey: z.string(),
  selectablePackageAmount: flag,
  position: z.int(),
  /** Our addition: the carrier's emissions statement, when it publishes one. */
  emissionsPerParcel: emissionsField,
  variants: list(
    z.object({
      id: z.string(),
      key: z.string(),
      name: z.string(),
      constraints: z.optional(z.object({ max_dimensions: text, max_weight: text })),
      priceModifier: z.optional(moneySchema),
    }),
  ),
});
/** A carrier service after parsing. */
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/**
 * Where a unit goes back to; items of different suppliers have different locations. The platform's
 * payload leaves the shape open; we fix it as an object whose `id` tells suppliers apart (mutually
 * exclusive supplier selection compares ids). A missing location is `null`.
 */
export const returnLocationSchema = z.object({ id: z.string(), name: z.string(), country: z.string() });
/** A return location after parsing. */
export type ReturnLocation = z.infer<typeof returnLocationSchema>;

/** Another variant the unit can be exchanged for. */
export const exchangeOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  price: z.optional(moneySchema),
  attributes: list(attributeSchema),
  imageUrls: list(z.string()),
});
/** An exchange option after parsing. */
export type ExchangeOption = z.infer<typeof exchangeOptionSchema>;

/** One line of an order. */
export const purchaseSchema = z.object({
  purchaseId: z.string(),
  order: z.object({
    createdDate: z.string(),
    orderId: z.string(),
    currency: z.string(),
    orderNumber: z.string(),
    paymentMethods: list(z.string()),
  }),
  product: z.object({
    id: z.string(),
    name: z.string(),
    sku: z.string(),
    legacyKey: text,
    price: moneySchema,
    imageUrls: list(z.string()),
    thumbnailUrl: text,
    categories: list(z.object({ name: z.string(), id: text, path: text })),
    attributes: list(attributeSchema),
  }),
  units: z
    .array(
      z.object({
        fulfillmentDate: z.nullable(z.string()),
        paidAmount: moneySchema,
        returnable: z.enum(returnableValues),
        availableResolutions: list(z.enum(['Refund', 'StoreCredit', 'Exchange'])),
      }),
    )
    .check(z.minLength(1)),
  exchangeOptions: list(exchangeOptionSchema),
  returnLocation: z._default(z.nullable(returnLocationSchema), null),
  shippingOptions: list(shippingOptionSchema),
  /** Reasons for this line only, in either shop-configuration shape; absent means the shop's own. */
  returnReasons: z.optional(z.array(returnReasonSchema)),
});
/** A purchase after parsing (money as numbers, lists defaulted). */
export type Purchase = z.infer<typeof purchaseSchema>;

/** A variant of a catalogue product: what the shopper would be sent, its price and the units in stock. */
export const catalogueVariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  attributes: list(attributeSchema),
  price: moneySchema,
  available: z.int().check(z.nonnegative()),
});
/** A catalogue variant after parsing. */
export type CatalogueVariant = z.infer<typeof catalogueVariantSchema>;

const catalogueCategorySchema = z.object({ id: z.string(), name: z.string() });

/** A product of the shop's catalogue (an exchange for another product), with at least one variant. */
export const catalogueProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  categories: list(catalogueCategorySchema),
  imageUrls: list(z.string()),
  thumbnailUrl: text,
  price: moneySchema,
  variants: z.array(catalogueVariantSchema).check(z.minLength(1)),
});
/** A catalogue product after parsing. */
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** One page of a catalogue search, and how many products match in all. */
export const cataloguePageSchema = z.object({
  total: z.int().check(z.nonnegative()),
  offset: z.int().check(z.nonnegative()),
  products: z.array(catalogueProductSchema),
});

/** The catalogue's categories, each with its number of products. */
export const catalogueCategoriesSchema = z.object({
  categories: z.array(z.extend(catalogueCategorySchema, { productCount: z.int().check(z.positive()) })),
});

/** The purchases answer: an array, or an object with `data[]`; always an array after parsing. */
export const purchasesResponseSchema = z.pipe(
  z.union([z.array(purchaseSchema), z.object({ data: z.array(purchaseSchema) })]),
  z.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
);

/** `/remotes.json`: where this merchant's remotes are. */
export const remotesManifestSchema = z.object({
  remotes: z.array(
    z.object({
      name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
      entry: z.string().check(z.minLength(1)),
      /** The previously promoted release, loaded when `entry` cannot be. */
      fallback: z.optional(z.nullable(z.string())),
      /** The released variant and version this session runs (absent: the host's own build). */
      variant: z.optional(z.nullable(z.string())),
      version: z.optional(z.string()),
    }),
  ),
});
/** The remotes manifest after parsing. */
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** One feature-toggle result of `/feature`. */
export const featureResultSchema = z.object({
  feature: z.string(),
  result: z.union([z.boolean(), z.string()]),
});
/** One feature-toggle result. */
export type FeatureResult = z.infer<typeof featureResultSchema>;

/** The answer of `/features`. */
export const featureResultsSchema = z.array(featureResultSchema);

/** For calls whose answer the portal does not use: anything is accepted. */
export const unusedAnswerSchema = z.unknown();

/** Money in the draft flow's draft: the value is a decimal string. */
const draftMoneySchema = z.object({ value: z.string(), currency: z.string() });

/** A selected purchase in the draft return order. */
export const selectedPurchaseSchema = z.object({
  purchaseId: z.string(),
  returnReasonId: z.nullable(z.optional(z.union([z.string(), z.number()]))),
  returnReasonComment: z.nullable(z.optional(freeText)),
  exchangeProductId: z.nullable(z.optional(z.string())),
  /** An exchange for another product: the new variant's price as shown (the platform checks it). */
  exchangePrice: z.optional(z.object({ value: z.string(), currency: z.string() })),
  /** An exchange for another product: where a cheaper product's rest goes (a refund when absent). */
  exchangeRefundType: z.optional(z.enum(['Refund', 'StoreCredit'])),
  resolutionType: z.enum(['Refund', 'StoreCredit', 'Exchange']),
  /** How many of the purchase's units are returned (1 when absent): a purchase is listed once. */
  quantity: z.optional(z.int().check(z.minimum(1))),
});
/** A selected purchase of the draft. */
export type SelectedPurchase = z.infer<typeof selectedPurchaseSchema>;

/**
 * One answer of a gatekeeping request: a text, the options chosen, or the uploaded photos. Texts are
 * free text, as the form allows.
 */
export const gatekeepingAnswerSchema = z.object({
  question: z.string(),
  position: z.number(),
  type: z.string(),
  /** A text, the labels chosen, or the uploaded files, each `{url, mimeType}` as the platform takes them. */
  answer: z.union([
    freeText,
    z.array(z.union([freeText, z.looseObject({ url: z.string(), mimeType: z.optional(z.string()) })])),
  ]),
});

/** The body of a gatekeeping request: the answers per purchase. */
export const gatekeepingRequestSchema = z.object({
  purchaseAssets: z.array(z.object({ purchaseId: z.string(), answers: z.array(gatekeepingAnswerSchema) })),
});
/** A gatekeeping request as the portal sends it. */
export type GatekeepingRequest = z.infer<typeof gatekeepingRequestSchema>;

/** The photo URLs a gatekeeping request names (its answers' `url`s). */
export function photoUrlsOf(request: GatekeepingRequest): unknown[] {
  return request.purchaseAssets.flatMap(({ answers }) =>
    answers.flatMap(({ answer }) =>
      Array.isArray(answer)
        ? answer.flatMap((part) => (typeof part === 'object' && 'url' in part ? [part.url] : []))
        : [],
    ),
  );
}

/** The draft return order of the draft flow. */
export const draftReturnOrderSchema = z.object({
  consumerId: z.string(),
  totalPrice: draftMoneySchema,
  shippingOptionsShouldBeFree: flag,
  refundOptions: list(
    z.object({
      type: z.enum(['Refund', 'StoreCredit']),
      amount: draftMoneySchema,
      incentive: z.optional(
        z.object({ type: z.string(), amount: draftMoneySchema, percentage: z.optional(z.number()) }),
      ),
    }),
  ),
  selectedPurchases: z.array(selectedPurchaseSchema),
  /**
   * Each exchange for another product and what it comes to (docs/business-rules.md#exchange-for-another-product):
   * `toPay` is in the total, a cheaper product's rest (`refund`, or `storeCredit` with the bonus left) in the
   * refund options.
   */
  productExchanges: z.optional(
    z.array(
      z.object({
        purchaseId: z.string(),
        exchangeProductId: z.string(),
        /** The new product's name, SKU and variant's title (its size), so a page rebuilt from the draft names it. */
        name: z.optional(z.string()),
        sku: z.optional(z.string()),
        variant: z.optional(z.nullable(z.string())),
        returnedValue: draftMoneySchema,
        bonus: draftMoneySchema,
        newPrice: draftMoneySchema,
        toPay: draftMoneySchema,
        refund: draftMoneySchema,
        storeCredit: draftMoneySchema,
      }),
    ),
  ),
  returnRequestsChargedFor: z._default(z.number(), 0),
  maxReturnShipments: z._default(z.number(), 1),
  minReturnShipments: z._default(z.number(), 1),
  packageCount: z._default(z.number(), 1),
  packageAmount: z._default(z.number(), 1),
  totalReturnRequestFee: z.optional(draftMoneySchema),
  returnRequestFee: z.optional(draftMoneySchema),
  returnRequestFeeThreshold: z.optional(z.number()),
  shippingOptionQuote: z.nullable(
    z.optional(
      z.object({
        shippingOptionId: z.string(),
        price: draftMoneySchema,
        variant: z.nullable(z.optional(z.string())),
      }),
    ),
  ),
  shippingOptionTotal: z.optional(draftMoneySchema),
  shippingFee: z.optional(draftMoneySchema),
  insuranceQuote: z.nullable(z.optional(z.object({ coverage: draftMoneySchema, price: draftMoneySchema }))),
  addInsurance: flag,
  insuranceTotal: z.optional(draftMoneySchema),
  tacAgreed: flag,
});
/** The draft return order after parsing. */
export type DraftReturnOrder = z.infer<typeof draftReturnOrderSchema>;

/** Exchange rates: a base currency and a map of rates. */
export const exchangeRatesSchema = z.object({ base: z.string(), rates: z.record(z.string(), z.number()) });
/** Exchange rates after parsing. */
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** `GET /exchange-reason`: the reason an exchange stands for. */
export const exchangeReasonAnswerSchema = z.object({ reason: z.string() });

/** `POST /upload`: where the stored photos are. */
export const uploadAnswerSchema = z.object({
  uploadedFiles: z.array(z.object({ fileUrl: z.string(), mimeType: z.string() })),
});
/** The upload answer after parsing. */
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** The courier service of a pricelist item. */
export const courierServiceSchema = z.object({
  type: z.string(),
  translationKey: z.optional(z.nullable(z.string())),
  label: z.string(),
  logoUrl: z.optional(z.nullable(z.string())),
  printerRequired: z._default(z.boolean(), false),
  /** Our addition: the carrier's emissions statement, when it publishes one. */
  emissionsPerParcel: emissionsField,
});

/** One way to send the return back, with its price (quote flow). */
export const pricelistItemSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  price: z.string(),
  currency: z.string(),
  address: z.nullable(z.looseObject({ country: z.optional(z.string()) })),
  courierService: courierServiceSchema,
});
/** A pricelist item after parsing. */
export type PricelistItem = z.infer<typeof pricelistItemSchema>;

/** `GET /pricelists`: the ways to send the return, insurance and handling fee. */
export const pricelistsSchema = z.object({
  items: z.array(pricelistItemSchema),
  insurance: z._default(
    z.object({
      enabled: z.boolean(),
      price: z.optional(z.string()),
      currency: z.optional(z.string()),
      // What the flat price covers per parcel, when the platform says.
      coverage: z.optional(z.string()),
    }),
    { enabled: false },
  ),
  handlingFeePerItem: z.optional(z.nullable(z.object({ price: z.string(), currency: z.string() }))),
  country: z.optional(z.nullable(z.string())),
  orderNumber: z.optional(z.nullable(z.string())),
  includesDPD: z.optional(z.boolean()),
});
/** Pricelists after parsing. */
export type Pricelists = z.infer<typeof pricelistsSchema>;

/** One returned item of a quote; ecommerce-less items carry what was typed. */
export const quoteItemSchema = z.object({
  itemId: z.optional(z.string()),
  orderId: z.optional(z.string()),
  productKey: z.optional(z.string()),
  orderNumber: z.string(),
  returnReason: z.object({ content: freeText, type: z.union([z.number(), z.string()]), value: z.string() }),
  exchangeOptionTitle: z.optional(z.string()),
  exchangeToSku: z.optional(z.string()),
  /** An exchange for another product: the new variant's price as shown (the platform checks it). */
  exchangePrice: z.optional(z.object({ value: z.string(), currency: z.string() })),
  /** An exchange for another product: where a cheaper product's rest goes (a refund when absent). */
  exchangeRefundType: z.optional(z.enum(['Refund', 'StoreCredit'])),
  type: z.enum(['REFUND', 'EXCHANGE', 'STORE_CREDIT']),
  name: z.optional(freeText),
  color: z.optional(freeText),
  size: z.optional(freeText),
  quantity: z.optional(z.int().check(z.minimum(1))),
});
/** A quote item. */
export type QuoteItem = z.infer<typeof quoteItemSchema>;

/** A pickup's (or an ecommerce-less shopper's) address in a quote: the names for ecommerce-less shops only. */
const quoteAddressSchema = z.object({
  streetLine: z.string(),
  postCode: z.string().check(z.minLength(1)),
  city: z.string(),
  countryCode: z.string().check(z.length(2)),
  street: z.string(),
  houseNumber: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
});

/** The `POST /quotes` body: how the quote flow creates a return (docs/business-rules.md#quote-request). */
export const quoteRequestSchema = z.object({
  pricelistUuid: z.string().check(z.minLength(1)),
  quoteItems: z.array(quoteItemSchema).check(z.minLength(1)),
  isInsured: z.boolean(),
  insurancePrice: z.optional(z.nullable(z.string())),
  insuranceCurrency: z.optional(z.nullable(z.string())),
  parcelAmount: z.int().check(z.minimum(1)),
  /** The page's language, upper case (`NL`). */
  locale: z.string().check(z.regex(/^[A-Z]{2}([-_][A-Z]{2})?$/)),
  userProperties: z.object({ deviceId: z.string(), sessionId: z.string() }),
  addressRequest: z.optional(quoteAddressSchema),
  /** A pickup window's ends as whole epoch seconds (the platform's unit). */
  start: z.optional(z.int().check(z.positive())),
  end: z.optional(z.int().check(z.positive())),
});
/** A quote request. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** `POST /quotes` answer: pay first (paymentUrl), or go straight to the confirmation. */
export const quoteResponseSchema = z.object({
  paymentUrl: z.optional(z.nullable(z.string())),
  quoteUuid: z.string().check(z.minLength(1)),
});
/** A quote answer. */
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

/** `GET /pricelists/{uuid}/timeslots` answer: the pickup windows on offer. */
export const timeslotsSchema = z.object({
  items: z.array(z.object({ start: z.string(), end: z.string() })),
});
/** Pickup timeslots after parsing. */
export type Timeslots = z.infer<typeof timeslotsSchema>;

/** `POST /address` answer: the validated pickup address; street2 is the house number. */
export const validatedAddressSchema = z.object({
  zip: z.string(),
  city: z.string(),
  street1: z.string(),
  street2: z.optional(z.nullable(z.string())),
});
/** A validated address after parsing. */
export type ValidatedAddress = z.infer<typeof validatedAddressSchema>;

/** `POST /quotes/{uuid}/payments` answer: where to pay again. */
export const paymentResponseSchema = z.object({ paymentUrl: z.string().check(z.minLength(1)) });

/** Payment statuses of a return order (draft flow); absent when nothing is to be paid. */
export const returnOrderPaymentStatuses = ['Failed', 'Expired', 'Cancelled', 'Open', 'Paid'] as const;

/** `POST …/return-order` answer: the new return order, and where to pay when it costs money. */
export const createdReturnOrderSchema = z.object({
  id: z.string().check(z.minLength(1)),
  submittedStatus: z.optional(z.nullable(z.string())),
  paymentUrl: z.optional(z.nullable(z.string())),
});
/** A created return order after parsing. */
export type CreatedReturnOrder = z.infer<typeof createdReturnOrderSchema>;

/**
 * The code a shopper shows at a label-less (paperless) drop-off point: the point scans it as a QR code
 * or types it in; it stops working at `validUntil` (ISO date-time).
 */
const paperlessCodeSchema = z.object({
  code: z.string().check(z.minLength(1)),
  validUntil: z.optional(z.nullable(z.string())),
});
/** A paperless code after parsing. */
export type PaperlessCode = z.infer<typeof paperlessCodeSchema>;

/** The stages of a return after its label, as the shipment's tracking reports them. */
export const trackingStatuses = ['LABEL_CREATED', 'HANDED_IN', 'IN_TRANSIT', 'DELIVERED'] as const;

/** One tracking event of a shipment: a stage reached, and when. Unknown stages are kept as text. */
const trackingUpdateSchema = z.looseObject({
  status: z.string(),
  timestamp: z.string(),
  description: z.optional(z.nullable(z.string())),
});
/** A tracking event after parsing. */
export type TrackingUpdate = z.infer<typeof trackingUpdateSchema>;

/** Where a shipment goes back to (the shop's return address). */
const returnAddressSchema = z.object({
  street: z.optional(z.nullable(z.string())),
  houseNumber: z.optional(z.nullable(z.string())),
  houseNumberSuffix: z.optional(z.nullable(z.string())),
  postalCode: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  stateProvinceCode: z.optional(z.nullable(z.string())),
  countryCode: z.optional(z.nullable(z.string())),
});
/** A return address after parsing. */
export type ReturnAddress = z.infer<typeof returnAddressSchema>;

/**
 * Where a carrier picks a parcel up, with the field names of the platform's pickup address (the
 * street line, and street and house number apart).
 */
const pickupAddressSchema = z.object({
  streetAddress: z.optional(z.nullable(z.string())),
  street: z.optional(z.nullable(z.string())),
  houseNumber: z.optional(z.nullable(z.string())),
  postalCode: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
});
/** A pickup address after parsing. */
export type PickupAddressAnswer = z.infer<typeof pickupAddressSchema>;

/** A pickup's window (ISO date-times) and address, as a pickup shipment carries them. */
const pickupFields = {
  pickupStartsAt: z.optional(z.nullable(z.string())),
  pickupEndsAt: z.optional(z.nullable(z.string())),
  pickupAddress: z.optional(z.nullable(pickupAddressSchema)),
};

/** Who receives a shipment: the shop's returns department and its return address. */
const receiverSchema = z.object({
  companyName: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(returnAddressSchema)),
});

/** How many parcels a return travels in (one label each); one when the answer does not say. */
const parcelCount = z.optional(z.nullable(z.int().check(z.minimum(1))));

/**
 * The product an exchange for another product brings (docs/business-rules.md#exchange-for-another-product): its
 * name and the variant's title (its size; none for a product of one variant), as the answers name it.
 */
const exchangeProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.optional(z.nullable(z.string())),
  variant: z.optional(z.nullable(z.string())),
  price: z.optional(z.nullable(moneySchema)),
});

/** One returned item of a return order, as the commercial invoice lists it. */
const returnedItemSchema = z.object({
  purchaseId: z.string(),
  name: z.string(),
  sku: z.optional(z.nullable(z.string())),
  quantity: z.number(),
  price: moneySchema,
  /** For an exchange: the variant the shopper gets instead (docs/business-rules.md#what-you-get-back). */
  exchangeVariant: z.optional(z.nullable(z.string())),
  /** For an exchange for another product: the product the shopper gets instead. */
  exchangeProduct: z.optional(z.nullable(exchangeProductSchema)),
});
/** A returned item after parsing. */
export type ReturnedItem = z.infer<typeof returnedItemSchema>;

/**
 * The money a return pays back, as the shopper chose it on confirm items: a refund or store credit.
 * The amount is absent when the platform cannot know it yet (items typed in by hand have no price).
 */
const refundSchema = z.object({
  type: z.enum(['Refund', 'StoreCredit']),
  amount: z.optional(z.nullable(moneySchema)),
});

/** `GET …/return-order/{id}` answer, polled on the confirmation. */
export const returnOrderSchema = z.object({
  id: z.string(),
  submittedStatus: z.optional(z.nullable(z.string())),
  /** Where the return stands as a whole; `Refunded` once the shop has paid the money back. */
  status: z.optional(z.nullable(z.string())),
  refundedAt: z.optional(z.nullable(z.string())),
  paymentUrl: z.optional(z.nullable(z.string())),
  paymentStatus: z.optional(z.nullable(z.enum(returnOrderPaymentStatuses))),
  shipment: z.optional(
    z.nullable(
      z.looseObject({
        /** The label's state; a label-creation failure names itself (AUTHENTICATION_ERROR, …). */
        status: z.optional(z.nullable(z.string())),
        labelUrl: z.optional(z.nullable(z.string())),
        errorCode: z.optional(z.nullable(z.string())),
        errorMessage: z.optional(z.nullable(z.string())),
        trackingNumber: z.optional(z.nullable(z.string())),
        trackingUpdates: z.optional(z.nullable(z.array(trackingUpdateSchema))),
        paperlessCode: z.optional(z.nullable(paperlessCodeSchema)),
        shippingProduct: z.optional(z.nullable(z.object({ key: z.string() }))),
        /** Who sends the parcel back: the shopper (name and address where the platform has them). */
        sender: z.optional(
          z.nullable(
            z.object({
              countryCode: z.string(),
              name: z.optional(z.nullable(z.string())),
              address: z.optional(z.nullable(returnAddressSchema)),
            }),
          ),
        ),
        receiver: z.optional(z.nullable(receiverSchema)),
        /** A pickup's window and the address the courier comes to. */
        ...pickupFields,
      }),
    ),
  ),
  /** How many parcels, each with its own label (all in the one label file). */
  packageAmount: parcelCount,
  /** What is being returned (for the commercial invoice); not every platform version sends it. */
  returnedItems: z.optional(z.nullable(z.array(returnedItemSchema))),
  /** What the return pays back; none when every item is exchanged. Not every platform version sends it. */
  refund: z.optional(z.nullable(refundSchema)),
  dropOffUrl: z.optional(z.nullable(z.string())),
  shippingMethod: z.optional(z.nullable(z.string())),
  carrierName: z.optional(z.nullable(z.string())),
  isShipItYourself: z._default(z.boolean(), false),
  /** The later return order of the same items that took this unpaid one's place, if one did. */
  replacedBy: z.optional(z.nullable(z.string())),
});
/** A return order after parsing. */
export type ReturnOrder = z.infer<typeof returnOrderSchema>;

/** Payment statuses of a quote-flow confirmation; `free` when nothing was due. */
export const confirmationPaymentStatuses = ['open', 'paid', 'free', 'canceled', 'expired', 'failed'] as const;

/** `GET /confirmations/{quoteUuid}` answer, polled on the quote flow's confirmation. */
export const confirmationSchema = z.object({
  hasExchangeItems: z._default(z.boolean(), false),
  shouldHaveLabel: z._default(z.boolean(), false),
  labelUrl: z.optional(z.nullable(z.string())),
  paymentStatus: z.enum(confirmationPaymentStatuses),
  errorCode: z.optional(z.nullable(z.string())),
  courierServiceType: z.optional(z.nullable(z.string())),
  courierServiceIdentifier: z.optional(z.nullable(z.string())),
  /** DROPOFF or PICKUP; a pickup has its window as ISO date-times, and the address the courier comes to. */
  shipmentType: z.optional(z.nullable(z.string())),
  ...pickupFields,
  /** How many parcels, each with its own label (all in the one label file). */
  parcelAmount: parcelCount,
  /** The shop's return address: where a shopper who ships it themselves sends the parcel. */
  receiver: z.optional(z.nullable(receiverSchema)),
  /** What the shop knows the return by; written on a parcel that travels without the shop's label. */
  reference: z.optional(z.nullable(z.string())),
  customerCountry: z.optional(z.nullable(z.string())),
  withCoupon: z._default(z.boolean(), false),
  discountAmount: z.optional(z.nullable(amount)),
  labelInTheBox: z._default(z.boolean(), false),
  paperless: z._default(z.boolean(), false),
  /** Where the open payment is paid (retry makes a new one with `POST /quotes/{uuid}/payments`). */
  paymentUrl: z.optional(z.nullable(z.string())),
  /** A label-less service's drop-off code. */
  paperlessCode: z.optional(z.nullable(paperlessCodeSchema)),
  /** The later quote of the same items that took this unpaid one's place, if one did. */
  replacedBy: z.optional(z.nullable(z.string())),
  /** What is returned and exchanged, and what it pays back (not every platform version sends them). */
  returnedItems: z.optional(
    z.nullable(
      z.array(
        z.object({
          name: z.string(),
          quantity: z.number(),
          exchangeVariant: z.optional(z.nullable(z.string())),
          exchangeProduct: z.optional(z.nullable(exchangeProductSchema)),
        }),
      ),
    ),
  ),
  refund: z.optional(z.nullable(refundSchema)),
});
/** A confirmation after parsing. */
export type Confirmation = z.infer<typeof confirmationSchema>;

/** One item of an earlier return, as the shopper's list of returns names it: enough to show it again. */
export const pastReturnItemSchema = z.object({
  purchaseId: z.string(),
  title: z.string(),
  imageUrl: z.optional(z.nullable(z.string())),
  quantity: z.int().check(z.minimum(1)),
  /** For an exchange for another product: the product the shopper gets instead. */
  exchangeProduct: z.optional(z.nullable(exchangeProductSchema)),
});
/** An item of an earlier return after parsing. */
export type PastReturnItem = z.infer<typeof pastReturnItemSchema>;

/**
 * `GET /api/v0/consumer/{id}/return-orders`: the shopper's return orders (draft flow), newest first
 * (docs/business-rules.md#your-returns). The payment URL is sent only while the payment is open.
 */
export const returnOrderListSchema = z.array(
  z.object({
    id: z.string().check(z.minLength(1)),
    createdAt: z.string(),
    items: z.array(pastReturnItemSchema),
    carrierName: z.optional(z.nullable(z.string())),
    shippingMethod: z.optional(z.nullable(z.string())),
    status: z.optional(z.nullable(z.string())),
    refundedAt: z.optional(z.nullable(z.string())),
    paymentStatus: z.optional(z.nullable(z.enum(returnOrderPaymentStatuses))),
    paymentUrl: z.optional(z.nullable(z.string())),
    shipment: z.optional(
      z.nullable(
        z.looseObject({
          /** The label's state, as the return order's (`NO_LABEL_NEEDED`, `LABEL_CREATED`, a failure…). */
          status: z.optional(z.nullable(z.string())),
          labelUrl: z.optional(z.nullable(z.string())),
          errorCode: z.optional(z.nullable(z.string())),
          trackingUpdates: z.optional(z.nullable(z.array(trackingUpdateSchema))),
          /** A pickup's window and address, as the return order's. */
          ...pickupFields,
        }),
      ),
    ),
  }),
);
/** The shopper's return orders after parsing. */
export type ReturnOrderList = z.infer<typeof returnOrderListSchema>;

/**
 * `GET /volta/consumer/{id}/quotes`: the shopper's quotes (quote flow), newest first, each with its
 * confirmation as `GET /confirmations/{quoteUuid}` answers it.
 */
export const quoteListSchema = z.object({
  items: z.array(
    z.object({
      quoteUuid: z.string().check(z.minLength(1)),
      createdAt: z.string(),
      items: z.array(pastReturnItemSchema),
      carrierName: z.optional(z.nullable(z.string())),
      confirmation: confirmationSchema,
    }),
  ),
});
/** The shopper's quotes after parsing. */
export type QuoteList = z.infer<typeof quoteListSchema>;

/** Zod's parser, in this module so the HTTP client gets it in the same lazy download as the schemas. */
export { safeParse } from 'zod/mini';
/**
 * The zod builders a step may build the schemas of its own stored values with (`keepForSession`): they
 * arrive with this module, so no remote downloads zod again. Named one by one: handing out the whole
 * namespace would keep all of zod in the download (about 80 KB more, measured).
 */
export const storedValueZod = {
  boolean: z.boolean,
  nullable: z.nullable,
  object: z.object,
  optional: z.optional,
  record: z.record,
  string: z.string,
  union: z.union,
};

/** One selected item as kept in session storage; extra fields pass through. */
const storedSelectedItemSchema = z.looseObject({
  uid: z.string(),
  key: z.string(),
  purchaseId: z.string(),
  operation: z.enum(['Return', 'Exchange']),
  quantity: z.number(),
});

const optionIndexes = z.array(z.int().check(z.gte(0)));

/**
 * The purchases cache as stored (model/purchases-compact.ts): each distinct shipping and exchange
 * option once, every line pointing at its options by index, so each option is checked once.
 */
const storedPurchasesSchema = z.nullable(
  z.object({
    v: z.literal(1),
    shippingOptions: z.array(shippingOptionSchema),
    exchangeOptions: z.array(exchangeOptionSchema),
    purchases: z.array(
      z.extend(purchaseSchema, { shippingOptions: optionIndexes, exchangeOptions: optionIndexes }),
    ),
  }),
);

/**
 * What each session-storage key may hold (see model/persistence.ts and
 * docs/business-rules.md#session-storage-keys). A stored value that does not fit (an old format, a hand
 * edit) is ignored rather than trusted.
 */
export const storedValueSchemas = {
  consumer: z.nullable(z.string()),
  selectedItems: z.array(storedSelectedItemSchema),
  quantities: z.record(z.string(), z.number()),
  // The next page is an own path only: a forged value must not lead to another site.
  submitted: z.nullable(
    z.object({
      kind: z.enum(['request', 'quote', 'return-order']),
      next: z.string().check(z.regex(/^\/(?![/\\])/)),
    }),
  ),
  refundChoice: z.nullable(z.enum(['store-credit', 'refund'])),
  demo: z.boolean(),
  purchases: storedPurchasesSchema,
  pricelists: z.nullable(pricelistsSchema),
  gatekeeping: z.record(z.string(), z.unknown()),
  signInError: z.nullable(z.string()),
  signInDetails: z.nullable(z.object({ orderNumber: z.string(), country: z.optional(z.string()) })),
  // An own path only, as `submitted`: the sign-in page links to it.
  finishedReturn: z.nullable(
    z.object({ consumerId: z.string(), confirmation: z.string().check(z.regex(/^\/(?![/\\])/)) }),
  ),
};
