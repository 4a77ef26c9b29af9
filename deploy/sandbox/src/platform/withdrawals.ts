/**
 * `POST /api/v0/withdrawals`, the platform's side of the EU withdrawal function, as the sandbox reads
 * and answers it (docs/sandbox.md#withdrawals). The statutory wording stays the portal's
 * (`@portal/shared/withdrawal`); what the platform takes and answers is described here.
 */
import { EMAIL_PATTERN } from '@portal/shared/email';
import * as z from 'zod/mini';
import { dateTime, id } from './values';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** The statement: who withdraws from which order; `items` empty or absent means the whole order. */
export const withdrawalRequestSchema = z.object({
  storeId: z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(64))]),
  name: text(200),
  orderNumber: text(64),
  email: z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL_PATTERN)),
  items: optionalText(2000),
  remark: optionalText(2000),
  /** The page's language: the acknowledgement is written in it where the platform can. */
  locale: z.string().check(z.regex(/^[a-z]{2}(-[A-Za-z]{2})?$/)),
});

/** The answer: the statement as received, and when; the same whether or not it names an order. */
export const withdrawalAcknowledgementSchema = z.object({
  withdrawalId: id,
  receivedAt: dateTime,
  name: z.string(),
  orderNumber: z.string(),
  email: z.string(),
  items: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  /** Whether a copy went to `email` (false once the address had its copies for the day). */
  copySent: z.boolean(),
});
/** The acknowledgement of a statement. */
export type WithdrawalAcknowledgement = z.infer<typeof withdrawalAcknowledgementSchema>;
