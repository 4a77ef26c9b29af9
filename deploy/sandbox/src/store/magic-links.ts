/**
 * One-time sign-in links and the outbox they are "sent" to. A link expires after 15 minutes and
 * works once.
 */
import { randomBytes } from 'node:crypto';

/** How long a link is valid. */
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

/** An e-mail the sandbox would have sent. */
export interface OutboxMail {
  id: number;
  to: string;
  merchant: string;
  subject: string;
  link: string;
  sentAt: string;
}

interface Token {
  merchant: string;
  email: string;
  portalOrigin: string;
  expiresAt: number;
  used: boolean;
}

/** Why a link cannot be used. */
export type MagicLinkFailure = 'magic_link_invalid' | 'magic_link_used' | 'magic_link_expired';

/** Tokens and the outbox of one sandbox instance. */
export class MagicLinks {
  private readonly tokens = new Map<string, Token>();
  private readonly outbox: OutboxMail[] = [];

  constructor(private readonly now: () => Date) {}

  /** Creates a token for the shopper and puts the e-mail carrying it in the outbox. */
  send(input: { merchant: string; shopName: string; email: string; portalOrigin: string }): OutboxMail {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, {
      merchant: input.merchant,
      email: input.email,
      portalOrigin: input.portalOrigin,
      expiresAt: this.now().getTime() + MAGIC_LINK_TTL_MS,
      used: false,
    });
    const mail: OutboxMail = {
      id: this.outbox.length + 1,
      to: input.email,
      merchant: input.merchant,
      subject: `Your sign-in link for ${input.shopName}`,
      // Through the portal's origin, so the session cookie is set where the portal reads it.
      link: `${input.portalOrigin}/api/v0/auth/magic-link/verify?token=${token}`,
      sentAt: this.now().toISOString(),
    };
    this.outbox.push(mail);
    return mail;
  }

  /** Uses a token: the shopper it was for, or why it cannot be used. */
  use(
    token: string,
  ):
    | { ok: true; merchant: string; email: string; portalOrigin: string }
    | { ok: false; reason: MagicLinkFailure; portalOrigin?: string } {
    const entry = this.tokens.get(token);
    if (!entry) return { ok: false, reason: 'magic_link_invalid' };
    if (entry.used) return { ok: false, reason: 'magic_link_used', portalOrigin: entry.portalOrigin };
    if (entry.expiresAt < this.now().getTime()) {
      return { ok: false, reason: 'magic_link_expired', portalOrigin: entry.portalOrigin };
    }
    entry.used = true;
    return { ok: true, merchant: entry.merchant, email: entry.email, portalOrigin: entry.portalOrigin };
  }

  /** The outbox, newest first. */
  mails(): OutboxMail[] {
    return [...this.outbox].reverse();
  }
}
