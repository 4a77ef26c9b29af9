/**
 * The shopper's session as the core API knows it: who it belongs to, and ending it. The portal's
 * server holds no sessions of its own; it asks the platform with the shopper's cookie, as the proxy
 * would.
 */
import { consumerPath } from '@portal/shared/server';
import { z } from 'zod';

/** The core API's session cookie. */
export const SESSION_COOKIE = 're_session';

// The platform answers within this or the shopper gets an error rather than a hanging request.
const PLATFORM_TIMEOUT_MS = 5_000;
const sessionSchema = z.object({ id: z.string().min(1) });

/**
 * The consumer id of the session the `cookie` header carries, or null when the platform knows no
 * such session (401/403). Throws when the platform cannot answer.
 */
export async function sessionConsumerId(
  coreApiUrl: string,
  cookie: string,
  timeoutMs = PLATFORM_TIMEOUT_MS,
): Promise<string | null> {
  const response = await fetch(`${coreApiUrl}/api/v0/auth/session`, {
    headers: { accept: 'application/json', cookie },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Session lookup: HTTP ${response.status}`);
  }
  return sessionSchema.parse(await response.json()).id;
}

const purchasesSchema = z.union([
  z.array(z.object({ purchaseId: z.string() })),
  z.object({ data: z.array(z.object({ purchaseId: z.string() })) }),
]);

/**
 * The purchase ids of `consumerId`, as the platform lists them to the session the `cookie` carries
 * (none when it refuses: another shopper's id). Throws when the platform cannot answer.
 */
export async function sessionPurchaseIds(
  coreApiUrl: string,
  cookie: string,
  consumerId: string,
): Promise<Set<string>> {
  const response = await fetch(`${coreApiUrl}${consumerPath(consumerId)}/purchases`, {
    headers: { accept: 'application/json', cookie },
    signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
  });
  if (response.status === 401 || response.status === 403 || response.status === 404) {
    await response.body?.cancel();
    return new Set();
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Purchases lookup: HTTP ${response.status}`);
  }
  const answer = purchasesSchema.parse(await response.json());
  return new Set((Array.isArray(answer) ? answer : answer.data).map((purchase) => purchase.purchaseId));
}

/** Ends the session the `cookie` header carries at the platform; throws when the platform does not confirm. */
export async function endPlatformSession(coreApiUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${coreApiUrl}/api/v0/auth/logout`, {
    method: 'POST',
    headers: { cookie },
    signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Logout: HTTP ${response.status}`);
}
