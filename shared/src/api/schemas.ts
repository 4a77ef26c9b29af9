/**
 * zod schemas of every API answer and request body the portal and the sandbox exchange. Both sides
 * import them, so the sandbox cannot drift from what the portal accepts.
 */
import { z } from 'zod';

/** Money arrives as a number or a numeric string; the portal works with numbers. */
const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

/** A money value `{value, currency}`. */
export const moneySchema = z.object({ value: amount, currency: z.string().min(3).max(3) });
export type Money = z.infer<typeof moneySchema>;

/** The seven returnable values of 000 §3; the two starting with `yes` are returnable. */
export const returnableValues = [
  'yes',
  'yes_exchangeable',
  'no',
  'no_outside_return_period',
  'no_excluded_category',
  'no_already_requested',
  'no_not_fulfilled',
] as const;
export type Returnable = (typeof returnableValues)[number];

/** Sign-in body (000 §7). */
export const authConsumerRequestSchema = z
  .object({
    email: z.string().optional(),
    postalCode: z.string().optional(),
    orderNumber: z.string().min(1),
    locale: z.string().min(2),
    storeId: z.union([z.string(), z.number()]),
    country: z.string().optional(),
    userProperties: z.object({ deviceId: z.string(), sessionId: z.string() }),
  })
  .strict();
export type AuthConsumerRequest = z.infer<typeof authConsumerRequestSchema>;

/** Sign-in answer: the consumer id. */
export const authConsumerResponseSchema = z.object({ id: z.string().min(1) });
export type AuthConsumerResponse = z.infer<typeof authConsumerResponseSchema>;

/** Magic-link request body (000 §7). */
export const magicLinkRequestSchema = z.object({
  email: z.string().min(3),
  locale: z.string().min(2),
  storeId: z.union([z.string(), z.number()]),
});
export type MagicLinkRequest = z.infer<typeof magicLinkRequestSchema>;

/** The core API's error body (000 §8): only the first entry is read. */
export const apiErrorBodySchema = z.object({
  errors: z.array(z.object({ code: z.string(), message: z.string().optional() })).min(1),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const attributeSchema = z.object({ name: z.string(), value: z.string() });

/** A carrier service of the newer flow (001 §3 "Shipping option"). */
export const shippingOptionSchema = z.object({
  id: z.string(),
  price: moneySchema,
  service: z.string(),
  logoUrl: z.string().optional(),
  printerRequired: z.boolean().default(false),
  shippingProductKey: z.string(),
  selectablePackageAmount: z.boolean().default(false),
  position: z.number().int(),
  variants: z
    .array(
      z.object({
        id: z.string(),
        key: z.string(),
        name: z.string(),
        constraints: z
          .object({ max_dimensions: z.string().optional(), max_weight: z.string().optional() })
          .optional(),
        priceModifier: moneySchema.optional(),
      }),
    )
    .default([]),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** Where a unit goes back to; items of different suppliers have different locations. */
export const returnLocationSchema = z.object({ id: z.string(), name: z.string(), country: z.string() });
export type ReturnLocation = z.infer<typeof returnLocationSchema>;

/** Another variant the unit can be exchanged for. */
export const exchangeOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  price: moneySchema.optional(),
  attributes: z.array(attributeSchema).default([]),
  imageUrls: z.array(z.string()).default([]),
});
export type ExchangeOption = z.infer<typeof exchangeOptionSchema>;

/** One line of an order (000 §3 "Purchase"). */
export const purchaseSchema = z.object({
  purchaseId: z.string(),
  order: z.object({
    createdDate: z.string(),
    orderId: z.string(),
    currency: z.string(),
    orderNumber: z.string(),
    paymentMethods: z.array(z.string()).default([]),
  }),
  product: z.object({
    id: z.string(),
    name: z.string(),
    sku: z.string(),
    legacyKey: z.string().optional(),
    price: moneySchema,
    imageUrls: z.array(z.string()).default([]),
    thumbnailUrl: z.string().optional(),
    categories: z
      .array(z.object({ name: z.string(), id: z.string().optional(), path: z.string().optional() }))
      .default([]),
    attributes: z.array(attributeSchema).default([]),
  }),
  units: z
    .array(
      z.object({
        fulfillmentDate: z.string().nullable(),
        paidAmount: moneySchema,
        returnable: z.enum(returnableValues),
        availableResolutions: z.array(z.enum(['Refund', 'StoreCredit', 'Exchange'])).default([]),
      }),
    )
    .min(1),
  exchangeOptions: z.array(exchangeOptionSchema).default([]),
  returnLocation: returnLocationSchema.nullable().default(null),
  shippingOptions: z.array(shippingOptionSchema).default([]),
  returnReasons: z.array(z.unknown()).optional(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** The purchases answer: an array, or an object with `data[]` (000 §7); always an array after parsing. */
export const purchasesResponseSchema = z
  .union([z.array(purchaseSchema), z.object({ data: z.array(purchaseSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.data));

/** `/remotes.json`: where this merchant's remotes are. */
export const remotesManifestSchema = z.object({
  remotes: z.array(z.object({ name: z.string().regex(/^[A-Za-z_$][\w$]*$/), entry: z.string().min(1) })),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** One feature-toggle result of `/feature`. */
export const featureResultSchema = z.object({ feature: z.string(), result: z.union([z.boolean(), z.string()]) });
export type FeatureResult = z.infer<typeof featureResultSchema>;

/** The answer of `/features`. */
export const featureResultsSchema = z.array(featureResultSchema);
