/**
 * In-memory sessions and consumers. Consumer ids are random: knowing a shopper's e-mail or order
 * number tells nothing about their id.
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** The cookie that carries the session. */
export const SESSION_COOKIE = 're_session';

/** A shopper of one shop, known by e-mail. */
export interface Consumer {
  id: string;
  merchant: string;
  email: string;
}

/** Sessions and consumers of one sandbox instance. */
export class SessionStore {
  private readonly consumers = new Map<string, Consumer>();
  private readonly consumerByEmail = new Map<string, string>();
  private readonly sessions = new Map<string, string>();

  /** The consumer of this shop and e-mail, created on first sign-in. */
  consumerFor(merchant: string, email: string): Consumer {
    const key = `${merchant}:${email.toLowerCase()}`;
    const existing = this.consumerByEmail.get(key);
    if (existing) return this.consumers.get(existing)!;
    const consumer = { id: randomUUID(), merchant, email: email.toLowerCase() };
    this.consumers.set(consumer.id, consumer);
    this.consumerByEmail.set(key, consumer.id);
    return consumer;
  }

  /** Starts a session for the consumer; returns the session token for the cookie. */
  open(consumerId: string): string {
    const token = randomBytes(32).toString('base64url');
    this.sessions.set(token, consumerId);
    return token;
  }

  /** The consumer of a session token, if the session exists. */
  consumerOfSession(token: string | undefined): Consumer | undefined {
    const consumerId = token ? this.sessions.get(token) : undefined;
    return consumerId ? this.consumers.get(consumerId) : undefined;
  }

  /** Ends a session. */
  close(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }
}
