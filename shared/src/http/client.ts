/**
 * The one way the portal calls an API (docs/business-rules.md#every-step-http-errors-languages-logs): request-uuid header and credentials on core calls,
 * typed errors, and every answer checked with zod before anyone uses it.
 *
 * Every call has a time limit by kind (TIMEOUTS_MS, ./within-limit.ts); a call that outlives it is aborted
 * and ends in a TimeoutError, which the error screen shows as the server-down text (a gateway would
 * answer 504).
 *
 * A call names its schema with a picker (`schema: (s) => s.purchasesResponseSchema`) rather than the
 * schema itself: the schemas (and zod) are downloaded while the request is under way, so a page that
 * has not called anything yet, like sign-in, does not carry them.
 */

import type { $ZodType } from 'zod/v4/core';
import { type ApiSchemas, loadApiSchemas } from '../api/load-schemas';
import { DEMO_DELAY_MS, findDemoHandler } from '../demo/adapter';
import { logger } from '../logger/logger';
import { $isDemo } from '../model/demo';
import { HttpError, isNetworkError, isTimeoutError, ResponseShapeError } from './errors';
import { pathTemplate } from './path-template';
import { type RetryPolicy, withRetry } from './retry';
import { serverTransport } from './server-transport';
import { type CallKind, TIMEOUTS_MS } from './timeouts';
import { withinLimit } from './within-limit';

/** One call. `core` (default true) marks a core/volta API call, which carries the request-uuid header. */
export interface HttpRequestOptions<T> {
  url: string;
  method?: string;
  body?: unknown;
  /** Picks the schema the answer must fit from the API schemas. */
  schema: (schemas: ApiSchemas) => $ZodType<T>;
  headers?: Record<string, string>;
  core?: boolean;
  /** The caller's own abort; combined with the time limit. */
  signal?: AbortSignal;
  /** Sets the time limit; by default: upload for a multipart body, own when not core, else read for GET, write otherwise. */
  kind?: CallKind;
  /**
   * Tries the call again by this policy (`./retry`). Only for a request the server takes once
   * however often it arrives: a GET, or a write carrying its own request uuid.
   */
  retry?: RetryPolicy;
}

/** The request-uuid header every core call carries (the platform's idempotency key). */
export const REQUEST_UUID_HEADER = 'X-RE-Request-Uuid';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function parse<T>(url: string, pick: HttpRequestOptions<T>['schema'], data: unknown): Promise<T> {
  const schemas = await loadApiSchemas();
  const result = schemas.safeParse(pick(schemas), data);
  if (!result.success) throw new ResponseShapeError(url, result.error.issues);
  return result.data;
}

// GETs started ahead of the code that will ask for them (see prefetchGet), by URL, and when each
// URL was last asked for by the code itself.
const early = new Map<string, Promise<unknown>>();
const askedAt = new Map<string, number>();
/** How long a step's own GET makes a prefetch of the same URL pointless (it would only be stale). */
const ASKED_RECENTLY_MS = 10_000;

/**
 * Starts a GET as soon as a step's route is known, in parallel with the step's code: the step's
 * own identical GET then takes this answer, or its failure, instead of asking again. It is the
 * step's request, only sent sooner: its time limit, errors and retries are the step's as always.
 */
export function prefetchGet<T>(options: HttpRequestOptions<T>): void {
  // The step was quicker (its code was loaded already): an early answer now would come after its own.
  const asked = askedAt.get(options.url);
  if (early.has(options.url) || (asked !== undefined && Date.now() - asked < ASKED_RECENTLY_MS)) return;
  // One try: a failure is the step's to retry, by its own policy, when it takes this answer. Never
  // demo mode's: the shell starts no route data in it.
  const answer = requestOnce({ ...options, method: 'GET' }, false);
  answer.catch(() => undefined);
  early.set(options.url, answer);
  // An answer nobody took soon is stale.
  setTimeout(() => early.delete(options.url), 20_000);
}

/**
 * Sends a request (tried again by its `retry` policy) and resolves with its answer parsed by `schema`.
 * Demo mode is read here, when the call starts, in the scope it starts in: an effect's handler calls
 * it, and effector resolves a store read in a handler's synchronous part to the handler's scope (the
 * page's in the browser, a render's own on the server), never module-level state. Its retries keep
 * that answer: they start after a pause, when effector no longer knows the scope.
 */
export function httpRequest<T>(options: HttpRequestOptions<T>): Promise<T> {
  const { retry } = options;
  const demo = $isDemo.getState();
  return retry ? withRetry(() => requestOnce(options, demo), retry) : requestOnce(options, demo);
}

async function requestOnce<T>(options: HttpRequestOptions<T>, demo: boolean): Promise<T> {
  const { url, method = 'GET', body, schema, core = true, signal } = options;
  const prefetched = method === 'GET' ? early.get(url) : undefined;
  if (prefetched) {
    early.delete(url);
    return prefetched as Promise<T>;
  }
  const server = serverTransport();
  // A server keeps nothing of one shopper's request for the next (and prefetches nothing).
  if (method === 'GET' && !server) askedAt.set(url, Date.now());
  // Start the schemas' download alongside the request; parse() awaits the same promise.
  // A failure here is reported by parse(), which asks again.
  loadApiSchemas().catch(() => undefined);

  const demoHandler = demo ? findDemoHandler(method, url) : undefined;
  if (demoHandler) {
    await new Promise((resolve) => setTimeout(resolve, DEMO_DELAY_MS));
    return parse(url, schema, await demoHandler({ url, method, body }));
  }

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A caller may name the uuid: a submission keeps one across its retries, so the platform, which
  // takes it as an idempotency key, creates one return order or quote however often it is sent.
  if (core) headers[REQUEST_UUID_HEADER] ??= crypto.randomUUID();
  // Multipart bodies (uploads) go as they are: the browser writes their content type and boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const ms =
    TIMEOUTS_MS[options.kind ?? (multipart ? 'upload' : !core ? 'own' : method === 'GET' ? 'read' : 'write')];
  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  };

  const started = Date.now();
  let response: Response;
  let data: unknown;
  try {
    [response, data] = await withinLimit(
      url,
      ms,
      async (limited) => {
        const answer = await (server ?? fetch)(url, { ...init, signal: limited });
        return [answer, await readBody(answer)] as const;
      },
      signal,
    );
  } catch (error) {
    // Never headers, body, ids or query values: a sign-in's e-mail address and order number stay out.
    const logged = { method, path: pathTemplate(url), durationMs: Date.now() - started };
    if (isTimeoutError(error)) logger.error('Request timed out', logged);
    else if (isNetworkError(error)) logger.error('Fetch failed!', logged);
    throw error;
  }

  if (!response.ok) throw new HttpError(response.status, response.statusText, data);
  return parse(url, schema, data);
}
