/**
 * The shop configuration of 000 §3, placed on the page by the host server. Everything the portal
 * does per merchant (branding, languages, reasons, flags) comes from here, so it is checked once,
 * strictly, and a broken configuration names the field at fault.
 */
import { z } from 'zod';

const flag = z.boolean().default(false);
const length = z.union([z.number().nonnegative(), z.string()]);

/** Older return-reason shape (quote-based merchants). */
const legacyReturnReasonSchema = z.object({
  type: z.number().int(),
  disablesReturnFlow: flag,
  value: z.union([z.string(), z.number()]),
  text: z.string(),
  locale: z.string(),
  position: z.number(),
});

const categoriesSchema = z.array(z.string()).default([]);

/** Newer return-reason shape (draft-return-order merchants). */
const storeReturnReasonSchema = z.object({
  position: z.number(),
  returnReason: z.object({
    id: z.union([z.string(), z.number()]),
    key: z.string(),
    description: z.string(),
    default: flag,
  }),
  allowComment: flag,
  preventReturn: flag,
  storeReturnReason: z
    .object({
      position: z.number().optional(),
      returnReasonId: z.union([z.string(), z.number()]).optional(),
      allowComment: flag,
      preventReturn: flag,
      applicableCategories: categoriesSchema,
      comment: z
        .object({
          required: z.boolean().default(true),
          label: z.string().optional(),
          type: z.literal('text').default('text'),
          options: z.array(z.object({ key: z.string(), applicableCategories: categoriesSchema })).default([]),
        })
        .optional(),
    })
    .optional(),
  /** Texts per locale; the newer API sends descriptions as keys and texts as translations. */
  translations: z.record(z.string(), z.string()).optional(),
});

/** A return reason in either shape of 000 §3. */
export const returnReasonSchema = z.union([legacyReturnReasonSchema, storeReturnReasonSchema]);
export type ReturnReason = z.infer<typeof returnReasonSchema>;

const gatekeepingFieldSchema = z.object({
  id: z.string(),
  type: z.enum(['ShortText', 'Paragraph', 'MultiChoice', 'SingleChoice', 'FileUpload']),
  label: z.string(),
  description: z.string().optional(),
  placeholder: z.string().optional(),
  position: z.number(),
  required: flag,
  options: z.array(z.object({ id: z.string(), label: z.string() })).default([]),
});

/** The gatekeeping form (000 §3). */
export const gatekeepingFormSchema = z.object({
  title: z.string(),
  description: z.string().optional(),
  fields: z.array(gatekeepingFieldSchema),
});
export type GatekeepingForm = z.infer<typeof gatekeepingFormSchema>;

const customizationsSchema = z.object({
  packagesQuantityEnabled: flag,
  postalCodeOrderNumberFeatureEnabled: flag,
  magicLinkEnabled: flag,
  orderNumberInformationBoxEnabled: flag,
  orderNumberExample: z.string().optional(),
  exchangeFeatureEnabled: flag,
  informationPopupEnabled: flag,
  hideProductPrices: flag,
  showProductCategory: flag,
  showReturnPeriod: flag,
  shopSupportUrl: z.string().optional(),
  shopSupportEmail: z.string().optional(),
  refundedAfter: z.union([z.string(), z.number()]).optional(),
  additionalProductInformation: z.array(z.enum(['PARENT_SKU', 'ARTICLE_NUMBER'])).default([]),
});

/** Translations per locale; values may nest (`{login: {title: '…'}}`). */
type Translations = { [key: string]: string | Translations };
const translationsSchema: z.ZodType<Translations> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationsSchema])),
);

/** Schema of the whole shop configuration. */
export const shopConfigSchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  name: z.string().min(1),
  url: z.string().default(''),
  supportEmail: z.string().default(''),
  translations: z.record(z.string(), translationsSchema).default({}),
  returnReasons: z.array(returnReasonSchema).default([]),
  returnPeriodDays: z.number().int().nonnegative().default(30),
  gracePeriod: z.number().int().nonnegative().default(0),
  selectItemsQtySelector: flag,
  mutuallyExclusiveSupplierSelection: flag,
  isEcommerceless: flag,
  /** MAGENTO, or anything else, which is treated as Shopify. */
  merchantPlatform: z.string().default('SHOPIFY'),
  isCarrierPriceDeducted: flag,
  gatekeeping: z.object({ form: gatekeepingFormSchema.optional() }).default({}),
  storeCredit: z
    .object({
      enabled: flag,
      incentive: z
        .object({
          type: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
          amount: z.number().nonnegative().optional(),
          percentage: z.number().nonnegative().optional(),
          maximumAmount: z.number().nonnegative().optional(),
          currency: z.string().optional(),
        })
        .optional(),
    })
    .default({ enabled: false }),
  logoUrl: z.string().optional(),
  locales: z.array(z.string().min(2)).min(1),
  primaryFont: z.string().optional(),
  buttonColor: z.string().optional(),
  buttonTextColor: z.string().optional(),
  buttonRadius: length.optional(),
  logoCentered: flag,
  loginLeftSideImageUrl: z.string().optional(),
  leftSideImageBackgroundPosition: z.string().optional(),
  mobileLogoWidth: length.optional(),
  mobileLogoHeight: length.optional(),
  customizations: customizationsSchema.default(customizationsSchema.parse({})),
  /** Our addition: 2 or higher runs the newer draft-return-order flow. */
  platformSlice: z.number().int().min(1).default(1),
  /** Our addition: the merchant label resolved from the host name. */
  merchantName: z.string().default(''),
  /** Our addition: server-side feature-toggle results for `/features`. */
  features: z.record(z.string(), z.union([z.boolean(), z.string()])).default({}),
  /** Our addition: true while the shop still has the platform's default logo (the shell shows the name). */
  defaultLogo: flag,
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;
/** What the platform sends, before defaults are filled in. */
export type ShopConfigInput = z.input<typeof shopConfigSchema>;

/** A configuration that cannot be used; `path` names the field at fault. */
export class ShopConfigError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'ShopConfigError';
  }
}

/** Parses a raw configuration, throwing a ShopConfigError that names the first bad field. */
export function parseShopConfig(raw: unknown): ShopConfig {
  const result = shopConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.join('.') || '(root)';
  throw new ShopConfigError(`Shop configuration is invalid at "${path}": ${issue?.message ?? 'unknown'}`, path);
}

/** Reads the configuration the server placed in `<script id="shop-config" type="application/json">`. */
export function readShopConfig(doc: Document = document): ShopConfig {
  const text = doc.getElementById('shop-config')?.textContent;
  if (!text) throw new ShopConfigError('Shop configuration is missing from the page', '(root)');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ShopConfigError('Shop configuration is not valid JSON', '(root)');
  }
  return parseShopConfig(raw);
}
