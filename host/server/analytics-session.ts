/**
 * The analytics session (docs/analytics.md#the-session): a signed, HttpOnly cookie this server issues
 * with a page (or with the shopper's yes, at a shop that asks), never an id the page makes up. The
 * collector takes the session from it and nothing else, so a client cannot invent sessions: each new
 * one costs a page from this server, and an address gets only so many an hour. The cookie also names
 * the A/B session (`portal-ab`) it was issued with: the collector reads a session's arms only from
 * that assignment, so one assignment cannot be lent to many sessions.
 */
import { randomUUID } from 'node:crypto';
import { AB_COOKIE, parseChoices, type SessionChoices } from '@portal/releases/live-releases';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedCounters } from './shared-counters';
import { signedCookie } from './signed-cookie';

export const ANALYTICS_SESSION_COOKIE = 'portal-analytics';

/** New analytics sessions one address may be given an hour, unless ANALYTICS_SESSIONS_PER_HOUR says otherwise. */
export const ANALYTICS_SESSIONS_PER_ADDRESS_PER_HOUR = 300;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Events one analytics session may send the collector a minute, unless
 * ANALYTICS_SESSION_EVENTS_PER_MINUTE says otherwise: a whole return is a few dozen.
 */
export const COLLECT_EVENTS_PER_SESSION = 1000;
/**
 * Events one address may send the collector a minute, all its sessions together, unless
 * ANALYTICS_ADDRESS_EVENTS_PER_MINUTE says otherwise: about a hundred shoppers busy at once.
 */
export const COLLECT_EVENTS_PER_ADDRESS = 5000;

/** How much analytics one client may make (docs/analytics.md#the-session, #the-collector). */
export interface AnalyticsLimits {
  /** New analytics sessions one address is given an hour. */
  newSessionsPerHour: number;
  /** Events one analytics session may send a minute. */
  sessionEventsPerMinute: number;
  /** Events one address may send a minute. */
  addressEventsPerMinute: number;
}

/** A session as its cookie keeps it. */
export interface AnalyticsSession {
  id: string;
  /** The `portal-ab` session it was issued with; null when the server had none (no releases). */
  abSession: string | null;
}

// `<uuid>` or `<uuid>~<A/B session id>` (the A/B session id as live-releases.ts writes it).
const VALUE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:~([A-Za-z0-9-]{8,64}))?$/;

/** The session this request's signed cookie carries; undefined when missing, malformed or forged. */
export function analyticsSessionOf(request: FastifyRequest): AnalyticsSession | undefined {
  const match = VALUE.exec(signedCookie(request, ANALYTICS_SESSION_COOKIE) ?? '');
  if (!match) return undefined;
  return { id: match[1] as string, abSession: match[2] ?? null };
}

/** The A/B assignment of this request's signed `portal-ab` cookie, if any. */
export const abChoicesOf = (request: FastifyRequest): SessionChoices | null =>
  parseChoices(signedCookie(request, AB_COOKIE));

/** What issuing a session needs: where new sessions are counted, and how many an address may have. */
export interface AnalyticsSessionIssuer {
  counters: SharedCounters;
  /** New sessions one address may be given an hour. */
  perAddressPerHour: number;
}

/**
 * The request's session, or a new one set on `reply` (bound to `abSession`) while the address has
 * new sessions left this hour; undefined when it has none left (the page then counts nothing).
 */
export async function issueAnalyticsSession(
  request: FastifyRequest,
  reply: FastifyReply,
  issuer: AnalyticsSessionIssuer,
  abSession: string | null,
): Promise<AnalyticsSession | undefined> {
  const kept = analyticsSessionOf(request);
  if (kept) return kept;
  const allowed = await issuer.counters.take(
    `analytics-session:${request.ip}`,
    issuer.perAddressPerHour,
    HOUR_MS,
  );
  if (!allowed) return undefined;
  const session = { id: randomUUID(), abSession };
  // No max-age: the session ends with the browser's, as the A/B assignment's cookie does.
  reply.setCookie(ANALYTICS_SESSION_COOKIE, abSession ? `${session.id}~${abSession}` : session.id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    signed: true,
  });
  return session;
}

/** Ends the request's session (the shopper declined): nothing more is counted for it. */
export function endAnalyticsSession(reply: FastifyReply): void {
  reply.clearCookie(ANALYTICS_SESSION_COOKIE, { path: '/' });
}
