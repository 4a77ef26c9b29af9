/**
 * The shop configuration, placed on the page by the host server. Everything the portal does per
 * merchant (branding, languages, reasons, flags) comes from here, so it is checked once, strictly, and
 * a broken configuration names the field at fault.
 */
import * as z from 'zod/mini';
import type { $ZodIssue, $ZodRawIssue } from 'zod/v4/core';
import { ShopConfigError } from './shop-config-error';

const flag = z._default(z.boolean(), false);
const text = z.optional(z.string());
const id = z.union([z.string(), z.number()]);
const length = z.optional(z.union([z.number().check(z.nonnegative()), z.string()]));
const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

/** The legacy return-reason shape, one entry per locale (quote-flow merchants). */
const legacyReturnReasonSchema = z.object({
  type: z.int(),
  disablesReturnFlow: flag,
  value: id,
  text: z.string(),
  locale: z.string(),
  position: z.number(),
});

/** The store return-reason shape, keyed, texts as translations (draft-flow merchants). */
const storeReturnReasonSchema = z.object({
  position: z.number(),
  returnReason: z.object({ id, key: z.string(), description: z.string(), default: flag }),
  allowComment: flag,
  preventReturn: flag,
  storeReturnReason: z.optional(
    z.object({
      position: z.optional(z.number()),
      returnReasonId: z.optional(id),
      allowComment: flag,
      preventReturn: flag,
      applicableCategories: list(z.string()),
      comment: z.optional(
        z.object({
          required: z._default(z.boolean(), true),
          label: text,
          type: z._default(z.literal('text'), 'text'),
          options: list(z.object({ key: z.string(), applicableCategories: list(z.string()) })),
        }),
      ),
    }),
  ),
  /** Texts per locale; the store shape sends descriptions as keys and texts as translations. */
  translations: z.optional(z.record(z.string(), z.string())),
});

/** A return reason in either shape the platform sends (docs/business-rules.md#return-reasons). */
export const returnReasonSchema = z.union([legacyReturnReasonSchema, storeReturnReasonSchema]);
/** A return reason after parsing, in either shape. */
export type ReturnReason = z.infer<typeof returnReasonSchema>;

const gatekeepingFieldSchema = z.object({
  id: z.string(),
  type: z.enum(['ShortText', 'Paragraph', 'MultiChoice', 'SingleChoice', 'FileUpload']),
  label: z.string(),
  description: text,
  placeholder: text,
  position: z.number(),
  required: flag,
  options: list(z.object({ id: z.string(), label: z.string() })),
});

/** The gatekeeping form. */
export const gatekeepingFormSchema = z.object({
  title: z.string(),
  description: text,
  fields: z.array(gatekeepingFieldSchema),
});
/** The gatekeeping form after parsing (fields still in configured order). */
export type GatekeepingForm = z.infer<typeof gatekeepingFormSchema>;

const customizationsSchema = z.object({
  packagesQuantityEnabled: flag,
  postalCodeOrderNumberFeatureEnabled: flag,
  magicLinkEnabled: flag,
  orderNumberInformationBoxEnabled: flag,
  orderNumberExample: text,
  exchangeFeatureEnabled: flag,
  informationPopupEnabled: flag,
  hideProductPrices: flag,
  showProductCategory: flag,
  showReturnPeriod: flag,
  shopSupportUrl: text,
  shopSupportEmail: text,
  /** The shop's return policy, which the terms checkboxes link (a web address, see `webAddress`). */
  returnPolicyUrl: text,
  refundedAfter: z.optional(id),
  additionalProductInformation: list(z.enum(['PARENT_SKU', 'ARTICLE_NUMBER'])),
});

/** Translations per locale; values may nest (`{login: {title: '…'}}`). */
type Translations = { [key: string]: string | Translations };
const translationsSchema: z.ZodMiniType<Translations> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationsSchema])),
);

/**
 * A bonus the merchant adds, to store credit or to an exchange for another product: a percentage of the
 * returned goods' value up to `maximumAmount`, or a fixed `amount`; amounts in `currency`.
 */
const incentiveSchema = z.object({
  type: z.enum(['PERCENTAGE', 'FIXED_AMOUNT']),
  amount: z.optional(z.number().check(z.nonnegative())),
  percentage: z.optional(z.number().check(z.nonnegative())),
  maximumAmount: z.optional(z.number().check(z.nonnegative())),
  currency: text,
});

/** Schema of the whole shop configuration. */
export const shopConfigSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  name: z.string().check(z.minLength(1)),
  url: z._default(z.string(), ''),
  supportEmail: z._default(z.string(), ''),
  translations: z._default(z.record(z.string(), translationsSchema), {}),
  returnReasons: list(returnReasonSchema),
  returnPeriodDays: z._default(z.int().check(z.nonnegative()), 30),
  gracePeriod: z._default(z.int().check(z.nonnegative()), 0),
  selectItemsQtySelector: flag,
  mutuallyExclusiveSupplierSelection: flag,
  isEcommerceless: flag,
  /** MAGENTO, or anything else, which is treated as Shopify. */
  merchantPlatform: z._default(z.string(), 'SHOPIFY'),
  isCarrierPriceDeducted: flag,
  gatekeeping: z._default(z.object({ form: z.optional(gatekeepingFormSchema) }), {}),
  storeCredit: z._default(z.object({ enabled: flag, incentive: z.optional(incentiveSchema) }), {
    enabled: false,
  }),
  /**
   * An exchange for another product of the shop's catalogue (docs/business-rules.md#exchange-for-another-product),
   * with the merchant's bonus on it, shaped as store credit's incentive.
   */
  productExchange: z._default(z.object({ enabled: flag, bonus: z.optional(incentiveSchema) }), {
    enabled: false,
  }),
  logoUrl: text,
  locales: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
  primaryFont: text,
  buttonColor: text,
  buttonTextColor: text,
  buttonRadius: length,
  logoCentered: flag,
  loginLeftSideImageUrl: text,
  leftSideImageBackgroundPosition: text,
  mobileLogoWidth: length,
  mobileLogoHeight: length,
  customizations: z._default(customizationsSchema, () => customizationsSchema.parse({})),
  /** Our addition: 1 runs the quote flow; 2 or higher the draft flow, unless the shop is ecommerce-less. */
  platformSlice: z._default(z.int().check(z.minimum(1)), 1),
  /** Our addition: the merchant label resolved from the host name. */
  merchantName: z._default(z.string(), ''),
  /** Our addition: server-side feature-toggle results for `/features`. */
  features: z._default(z.record(z.string(), z.union([z.boolean(), z.string()])), {}),
  /** Our addition: true while the shop still has the platform's default logo (the shell shows the name). */
  defaultLogo: flag,
  /** Our addition: ask shoppers before any analytics event is sent (ePrivacy; docs/business-rules.md#analytics-consent-first). */
  analyticsConsentRequired: flag,
  /** Our addition: the shop offers the EU withdrawal function (docs/business-rules.md#the-withdrawal-function). */
  withdrawalEnabled: flag,
});
/** The shop configuration after parsing, with every default filled in. */
export type ShopConfig = z.infer<typeof shopConfigSchema>;
/** What the platform sends, before defaults are filled in. */
export type ShopConfigInput = z.input<typeof shopConfigSchema>;

export { webAddress } from './web-address';
export { ShopConfigError };

const kindOf = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input);
const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/**
 * Readable issue texts. zod/mini ships no messages (they would cost bundle size on every page), so
 * the few kinds a configuration can fail with are worded here.
 */
function describeIssue(issue: $ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}, received ${kindOf(issue.input)}`;
    case 'invalid_value':
      return `expected ${issue.values.map(quote).join(' | ')}, received ${quote(issue.input)}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `expected at least ${issue.minimum} item(s)`
        : issue.origin === 'string'
          ? `expected at least ${issue.minimum} character(s)`
          : `expected a number ${issue.inclusive ? '>=' : '>'} ${issue.minimum}`;
    case 'too_big':
      return `expected at most ${issue.maximum}`;
    case 'invalid_union': {
      // Failing at the union itself (e.g. `number | string`) reads best as the list of types.
      const firsts = issue.errors.map((branch) => branch[0]);
      return firsts.length > 0 &&
        firsts.every((first) => first?.code === 'invalid_type' && first.path.length === 0)
        ? `expected ${[...new Set(firsts.map((first) => (first as { expected: string }).expected))].join(' | ')}, received ${kindOf(issue.input)}`
        : 'matches none of the accepted shapes';
    }
    default:
      return undefined;
  }
}

/**
 * The issue to report. For a union (the two return-reason shapes) the branch that got furthest
 * names the real culprit, so its first issue is reported with the full path.
 */
function culprit(issue: $ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const depth = (issues: $ZodIssue[]) => issues[0]?.path.length ?? -1;
  const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
  const inner = best[0];
  if (!inner || inner.path.length === 0) return issue;
  const nested = culprit(inner);
  return { path: [...issue.path, ...nested.path], message: nested.message };
}

/** Parses a raw configuration, throwing a ShopConfigError that names the first bad field. */
export function parseShopConfig(raw: unknown): ShopConfig {
  const result = shopConfigSchema.safeParse(raw, { error: describeIssue });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const { path: segments, message } = first ? culprit(first) : { path: [], message: 'unknown problem' };
  const path = segments.map(String).join('.') || '(root)';
  throw new ShopConfigError(`Shop configuration is invalid at "${path}": ${message}`, path);
}
