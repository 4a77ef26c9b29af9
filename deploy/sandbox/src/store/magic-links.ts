/**
 * One-time sign-in links, "sent" to the sandbox's outbox. A link expires after 15 minutes and works
 * once.
 */
import { randomBytes } from 'node:crypto';
import type { Outbox, OutboxMail } from './outbox';

/** How long a link is valid. */
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

interface Token {
  merchant: string;
  email: string;
  portalOrigin: string;
  expiresAt: number;
  used: boolean;
}

/** Why a link cannot be used. */
export type MagicLinkFailure = 'magic_link_invalid' | 'magic_link_used' | 'magic_link_expired';

/** The tokens of one sandbox instance. */
export class MagicLinks {
  private readonly tokens = new Map<string, Token>();

  constructor(
    private readonly now: () => Date,
    private readonly outbox: Outbox,
  ) {}

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
    return this.outbox.send({
      to: input.email,
      merchant: input.merchant,
      subject: `Your sign-in link for ${input.shopName}`,
      // Through the portal's origin, so the session cookie is set where the portal reads it.
      link: `${input.portalOrigin}/api/v0/auth/magic-link/verify?token=${token}`,
    });
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
}
