/**
 * The EU withdrawal function (docs/business-rules.md#the-withdrawal-function): the statutory wording of
 * its link and its confirm button, and the statement the portal sends to the platform and the
 * acknowledgement it gets back. The host server (the footer's link), the sign-in remote (the form)
 * and the sandbox (the platform's endpoint) all read this one file.
 */
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';

/**
 * The words the law prescribes, per language, kept here and nowhere else so a lawyer can change them
 * in one place.
 * - en: Directive 2011/83/EU Art. 11a (inserted by Directive (EU) 2023/2673): "withdraw from contract
 *   here", and "confirm withdrawal" for the confirmation button.
 * - de: section 356a of the BGB: "Vertrag widerrufen" (without "hier") and "Widerruf bestätigen".
 * - nl: the Dutch language version of the directive's wording ("overeenkomst hier herroepen",
 *   "herroeping bevestigen"). NOT confirmed against the Dutch implementing act: have it checked.
 * Any other language falls back to English.
 */
export const WITHDRAWAL_WORDING = {
  en: { link: 'Withdraw from contract here', confirm: 'Confirm withdrawal' },
  de: { link: 'Vertrag widerrufen', confirm: 'Widerruf bestätigen' },
  nl: { link: 'Overeenkomst hier herroepen', confirm: 'Herroeping bevestigen' },
} as const;

/** The link's and the button's wording in `language` (English for a language the law table lacks). */
export function withdrawalWording(language: string): { link: string; confirm: string } {
  const base = language.toLowerCase().split('-')[0] as keyof typeof WITHDRAWAL_WORDING;
  return WITHDRAWAL_WORDING[base] ?? WITHDRAWAL_WORDING.en;
}

/** Where the withdrawal form is. */
export const WITHDRAWAL_PATH = '/withdraw';

/** Lengths a statement's fields may have. */
export const WITHDRAWAL_LIMITS = {
  name: 200,
  orderNumber: 64,
  email: EMAIL_MAX_LENGTH,
  items: 2000,
  remark: 2000,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** `POST /api/v0/withdrawals`: the statement. `items` empty (or absent) means every item of the order. */
export const withdrawalRequestSchema = z.object({
  storeId: z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(64))]),
  name: text(WITHDRAWAL_LIMITS.name),
  orderNumber: text(WITHDRAWAL_LIMITS.orderNumber),
  email: z.string().check(z.trim(), z.maxLength(WITHDRAWAL_LIMITS.email), z.regex(EMAIL_PATTERN)),
  items: optionalText(WITHDRAWAL_LIMITS.items),
  remark: optionalText(WITHDRAWAL_LIMITS.remark),
  /** The page's language: the acknowledgement e-mail is written in it where the platform can. */
  locale: z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)),
});
/** A statement as sent. */
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/**
 * The answer: the statement as the platform received it and when. The same whether or not the order
 * number and e-mail address match an order (no oracle).
 */
export const withdrawalAcknowledgementSchema = z.object({
  withdrawalId: z.string().check(z.minLength(1)),
  receivedAt: z.iso.datetime({ offset: true }),
  name: z.string(),
  orderNumber: z.string(),
  email: z.string(),
  items: z.optional(z.nullable(z.string())),
  remark: z.optional(z.nullable(z.string())),
  /**
   * Whether the acknowledgement was e-mailed to `email`, the address the consumer gave (Art. 11a(2)(c)):
   * false once that address has had its copies for the day (the statement is stored all the same).
   */
  copySent: z.optional(z.boolean()),
});
/** The platform's acknowledgement of a statement. */
export type WithdrawalAcknowledgement = z.infer<typeof withdrawalAcknowledgementSchema>;
