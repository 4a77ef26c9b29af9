/**
 * The core API (`/api/v0`) as the sandbox reads and answers it: the bodies it accepts, with the
 * platform's own checks (a malformed body gets the route's 4xx, routes/errors.ts), and the answers it
 * builds, each checked before it is sent (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it).
 * Answers are loose objects: a field not described here goes out unchecked rather than silently dropped.
 */
import * as z from 'zod/mini';
import {
  currencyCode,
  dateTime,
  decimalMoneySchema,
  emissionsPerParcelSchema,
  freeText,
  id,
  localeSchema,
  moneySchema,
  storeIdSchema,
  userPropertiesSchema,
} from './values';

/** The core API's error answer: an errors array, each with a code. */
export const apiErrorBodySchema = z.object({
  errors: z.array(z.object({ code: id, message: z.optional(z.string()) })).check(z.minLength(1)),
});
/** The core API's error answer. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

// --- Sign-in -------------------------------------------------------------------------------------

/**
 * `POST /auth/consumer`: the order number and the e-mail address or postal code (the country too for an
 * ecommerce-less shop). Which of them a shop needs is the route's check.
 */
export const authConsumerRequestSchema = z.strictObject({
  email: z.optional(z.string()),
  postalCode: z.optional(z.string()),
  orderNumber: id,
  locale: localeSchema,
  storeId: storeIdSchema,
  country: z.optional(z.string()),
  userProperties: userPropertiesSchema,
});

/** The sign-in answer: the consumer id. */
export const authConsumerResponseSchema = z.looseObject({ id });

/** `POST /auth/magic-link`: where to send the link, in which language, for which shop. */
export const magicLinkRequestSchema = z.object({
  email: z.string().check(z.minLength(3)),
  locale: localeSchema,
  storeId: storeIdSchema,
});

// --- Purchases -----------------------------------------------------------------------------------

/** The seven returnable values of a unit; those starting with `yes` may be returned. */
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

/** What a returned unit may become. */
const resolutionTypes = ['Refund', 'StoreCredit', 'Exchange'] as const;

const attributeSchema = z.looseObject({ name: z.string(), value: z.string() });

/** A carrier service of the draft flow, on each purchase. */
export const shippingOptionSchema = z.looseObject({
  id,
  price: moneySchema,
  service: z.string(),
  logoUrl: z.optional(z.string()),
  printerRequired: z.boolean(),
  shippingProductKey: id,
  selectablePackageAmount: z.boolean(),
  position: z.int(),
  emissionsPerParcel: z.optional(emissionsPerParcelSchema),
  variants: z.array(
    z.looseObject({
      id,
      key: z.string(),
      name: z.string(),
      constraints: z.optional(
        z.looseObject({ max_dimensions: z.optional(z.string()), max_weight: z.optional(z.string()) }),
      ),
      priceModifier: z.optional(moneySchema),
    }),
  ),
});
/** A carrier service of the draft flow. */
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** One line of an order, as `GET /consumer/{id}/purchases` answers it. */
export const purchaseSchema = z.looseObject({
  purchaseId: id,
  order: z.looseObject({
    createdDate: dateTime,
    orderId: id,
    currency: currencyCode,
    orderNumber: id,
    paymentMethods: z.array(z.string()),
  }),
  product: z.looseObject({
    id,
    name: z.string(),
    sku: z.string(),
    legacyKey: z.optional(z.string()),
    price: moneySchema,
    imageUrls: z.array(z.string()),
    thumbnailUrl: z.optional(z.string()),
    categories: z.array(
      z.looseObject({ name: z.string(), id: z.optional(z.string()), path: z.optional(z.string()) }),
    ),
    attributes: z.array(attributeSchema),
  }),
  units: z
    .array(
      z.looseObject({
        fulfillmentDate: z.nullable(dateTime),
        paidAmount: moneySchema,
        returnable: z.enum(returnableValues),
        availableResolutions: z.array(z.enum(resolutionTypes)),
      }),
    )
    .check(z.minLength(1)),
  exchangeOptions: z.array(
    z.looseObject({
      id,
      name: z.string(),
      sku: z.string(),
      price: z.optional(moneySchema),
      attributes: z.array(attributeSchema),
      imageUrls: z.array(z.string()),
    }),
  ),
  returnLocation: z.nullable(z.looseObject({ id, name: z.string(), country: z.string() })),
  shippingOptions: z.array(shippingOptionSchema),
});
/** One line of an order. */
export type Purchase = z.infer<typeof purchaseSchema>;

/** The purchases answer: every line of the shopper's orders, newest order first. */
export const purchasesResponseSchema = z.array(purchaseSchema);

// --- The draft return order ----------------------------------------------------------------------

/** A purchase in a draft: why it goes back, and whether as a refund, store credit or an exchange. */
export const selectedPurchaseSchema = z.object({
  purchaseId: id,
  returnReasonId: z.optional(z.nullable(z.union([z.string(), z.int()]))),
  returnReasonComment: z.optional(z.nullable(freeText)),
  exchangeProductId: z.optional(z.nullable(z.string())),
  resolutionType: z.enum(resolutionTypes),
  /** How many of the purchase's units go back (1 when absent): a purchase is listed once. */
  quantity: z.optional(z.int().check(z.minimum(1))),
});
/** A purchase in a draft. */
export type SelectedPurchase = z.infer<typeof selectedPurchaseSchema>;

/** `POST …/draft-return-order`: the selected purchases, at least one. */
export const draftCreateSchema = z.object({
  selectedPurchases: z.array(selectedPurchaseSchema).check(z.minLength(1)),
});

/**
 * `PUT …/draft-return-order`: a partial update. The shipping option's price is the one the portal
 * showed; the platform prices the option itself, but the price must still be money.
 */
export const draftUpdateSchema = z.object({
  selectedPurchases: z.optional(z.array(selectedPurchaseSchema).check(z.minLength(1))),
  shippingOption: z.optional(z.object({ id, price: z.optional(decimalMoneySchema) })),
  shippingOptionVariantId: z.optional(z.nullable(z.string())),
  /** Clamped to the draft's bounds, as the carriers step's buttons are. */
  packageAmount: z.optional(z.int()),
  addInsurance: z.optional(z.boolean()),
  tacAgreed: z.optional(z.boolean()),
});
/** A draft update. */
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;

/** One answer of a gatekeeping form: a text, the options chosen, or the uploaded photos. */
const gatekeepingAnswerSchema = z.object({
  question: z.string(),
  position: z.number(),
  type: z.string(),
  answer: z.union([freeText, z.array(z.union([freeText, z.looseObject({ url: z.string() })]))]),
});

/** `PUT …/draft-return-order/request`: the answers per purchase. */
export const gatekeepingRequestSchema = z.object({
  purchaseAssets: z.array(z.object({ purchaseId: id, answers: z.array(gatekeepingAnswerSchema) })),
});

/** The draft return order, as every draft route answers it: money with cents as text. */
export const draftReturnOrderSchema = z.looseObject({
  consumerId: id,
  totalPrice: decimalMoneySchema,
  shippingOptionsShouldBeFree: z.boolean(),
  refundOptions: z.array(
    z.looseObject({
      type: z.enum(['Refund', 'StoreCredit']),
      amount: decimalMoneySchema,
      incentive: z.optional(
        z.looseObject({ type: z.string(), amount: decimalMoneySchema, percentage: z.optional(z.number()) }),
      ),
    }),
  ),
  selectedPurchases: z.array(selectedPurchaseSchema),
  returnRequestsChargedFor: z.int().check(z.gte(0)),
  maxReturnShipments: z.int().check(z.gte(1)),
  minReturnShipments: z.int().check(z.gte(1)),
  packageCount: z.int().check(z.gte(1)),
  packageAmount: z.int().check(z.gte(1)),
  totalReturnRequestFee: z.optional(decimalMoneySchema),
  returnRequestFee: z.optional(decimalMoneySchema),
  returnRequestFeeThreshold: z.optional(z.number()),
  shippingOptionQuote: z.nullable(
    z.looseObject({ shippingOptionId: id, price: decimalMoneySchema, variant: z.nullable(z.string()) }),
  ),
  shippingOptionTotal: z.optional(decimalMoneySchema),
  shippingFee: z.optional(decimalMoneySchema),
  insuranceQuote: z.nullable(z.looseObject({ coverage: decimalMoneySchema, price: decimalMoneySchema })),
  addInsurance: z.boolean(),
  insuranceTotal: z.optional(decimalMoneySchema),
  tacAgreed: z.boolean(),
});
/** The draft return order. */
export type DraftReturnOrder = z.infer<typeof draftReturnOrderSchema>;

// --- Return orders -------------------------------------------------------------------------------

/** The payment statuses of a return order; absent when nothing is to be paid. */
const paymentStatuses = ['Failed', 'Expired', 'Cancelled', 'Open', 'Paid'] as const;

/** `POST …/return-order`: the new return order, and where to pay when it costs money. */
export const createdReturnOrderSchema = z.looseObject({
  id,
  submittedStatus: z.enum(['Payment', 'Submitted']),
  paymentUrl: z.optional(z.string()),
});
/** A created return order. */
export type CreatedReturnOrder = z.infer<typeof createdReturnOrderSchema>;

/** An address of a shipment: the shop's return address or the shopper's. */
const addressSchema = z.looseObject({
  street: z.optional(z.nullable(z.string())),
  houseNumber: z.optional(z.nullable(z.string())),
  houseNumberSuffix: z.optional(z.nullable(z.string())),
  postalCode: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  stateProvinceCode: z.optional(z.nullable(z.string())),
  countryCode: z.optional(z.nullable(z.string())),
});
/** An address of a shipment. */
export type ReturnAddress = z.infer<typeof addressSchema>;

/** One stage a shipment reached, and when. */
const trackingUpdateSchema = z.looseObject({
  status: id,
  timestamp: dateTime,
  description: z.optional(z.nullable(z.string())),
});

/** The code a label-less drop-off point scans or types, valid until a moment. */
const paperlessCodeSchema = z.looseObject({ code: id, validUntil: z.optional(z.nullable(dateTime)) });

/** `GET …/return-order/{id}`: the return order, as the confirmation polls it. */
export const returnOrderSchema = z.looseObject({
  id,
  submittedStatus: z.enum(['Payment', 'Submitted']),
  status: z.nullable(z.string()),
  refundedAt: z.nullable(dateTime),
  paymentUrl: z.nullable(z.string()),
  paymentStatus: z.optional(z.enum(paymentStatuses)),
  shipment: z.looseObject({
    status: id,
    reason: z.nullable(z.string()),
    trackingNumber: z.nullable(z.string()),
    trackingUpdates: z.array(trackingUpdateSchema),
    paperlessCode: z.nullable(paperlessCodeSchema),
    shippingProduct: z.looseObject({ key: id }),
    sender: z.looseObject({
      countryCode: z.string().check(z.length(2)),
      name: z.nullable(z.string()),
      address: z.nullable(addressSchema),
    }),
    receiver: z.looseObject({ companyName: z.string(), address: addressSchema }),
    errorMessage: z.nullable(z.string()),
    labelUrl: z.nullable(z.string()),
    errorCode: z.nullable(z.string()),
  }),
  returnedItems: z.array(
    z.looseObject({
      purchaseId: id,
      name: z.string(),
      sku: z.string(),
      quantity: z.int().check(z.minimum(1)),
      price: decimalMoneySchema,
    }),
  ),
  dropOffUrl: z.nullable(z.string()),
  shippingMethod: z.enum(['IN_STORE_DROP_OFF', 'SHIP_IT_YOURSELF', 'PICKUP', 'DROP_OFF']),
  carrierName: z.string(),
  isShipItYourself: z.boolean(),
});

// --- Your returns (our addition to the platform's calls) ----------------------------------------

/** One item of an earlier return: enough for the list to show it again. */
export const pastReturnItemSchema = z.looseObject({
  purchaseId: id,
  title: z.string(),
  imageUrl: z.nullable(z.string()),
  quantity: z.int().check(z.minimum(1)),
});
/** One item of an earlier return. */
export type PastReturnItem = z.infer<typeof pastReturnItemSchema>;

/** `GET …/return-orders`: the shopper's return orders, newest first; a payment URL only while it is open. */
export const returnOrderListSchema = z.array(
  z.looseObject({
    id,
    createdAt: dateTime,
    items: z.array(pastReturnItemSchema),
    carrierName: z.nullable(z.string()),
    shippingMethod: z.nullable(z.string()),
    status: z.nullable(z.string()),
    refundedAt: z.nullable(dateTime),
    paymentStatus: z.nullable(z.enum(paymentStatuses)),
    paymentUrl: z.nullable(z.string()),
    shipment: z.looseObject({
      status: id,
      labelUrl: z.nullable(z.string()),
      errorCode: z.nullable(z.string()),
      trackingUpdates: z.array(trackingUpdateSchema),
    }),
  }),
);
/** The shopper's return orders. */
export type ReturnOrderList = z.infer<typeof returnOrderListSchema>;
