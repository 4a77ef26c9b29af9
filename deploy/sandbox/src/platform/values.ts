/**
 * The building blocks of the platform's request and answer shapes (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it):
 * written here, from the platform's description, and never taken from the portal, so a mistake in the
 * portal's own schemas cannot hide in the sandbox too.
 */
import * as z from 'zod/mini';

/** The most characters the platform keeps of a shopper's free text (a comment, an answer, a typed item). */
export const FREE_TEXT_LIMIT = 1000;

/** Text a shopper typed. */
export const freeText = z.string().check(z.maxLength(FREE_TEXT_LIMIT));

/** A non-empty identifier or code. */
export const id = z.string().check(z.minLength(1));

/** An ISO 4217 code: three capitals. */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

/** A decimal amount with cents, as text (`"4.95"`): how the draft, the pricelists and the returned items state money. */
export const decimalText = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

/** A price in the core API's purchases: a number and its currency. */
export const moneySchema = z.object({ value: z.number(), currency: currencyCode });

/** Money with cents as text, and its currency. */
export const decimalMoneySchema = z.object({ value: decimalText, currency: currencyCode });

/** A date-time as ISO 8601 text. */
export const dateTime = z.iso.datetime({ offset: true });

/** The device and session the portal's analytics knows the shopper by, sent with a sign-in or a quote. */
export const userPropertiesSchema = z.object({ deviceId: z.string(), sessionId: z.string() });

/** A shop's id: the configuration's, as a string or a number. */
export const storeIdSchema = z.union([id, z.number()]);

/** A page language as the core API takes it (`nl`, `en-GB`). */
export const localeSchema = z.string().check(z.regex(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/));

/**
 * The carrier's own statement of a service's greenhouse-gas emissions per parcel and where it is
 * published (our addition to the platform's carrier shapes): zero would be a neutrality claim.
 */
export const emissionsPerParcelSchema = z.object({
  gramsCo2e: z.number().check(z.positive(), z.lte(100_000)),
  source: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
/** A carrier's emissions statement. */
export type EmissionsPerParcel = z.infer<typeof emissionsPerParcelSchema>;
