/**
 * `@portal/shared/testing/fault-cells`: the fault matrix's cells that run in vitest
 * (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place). A row is one JSON
 * call of a step's model; each of its six cells fakes `fetch` (as every model test here does) so the
 * call meets one fault, lets the real HTTP client end it (its time limit on a fake clock, its retry
 * policy, its zod check), and checks the model: the typed error it holds, the stores that must not
 * move, nothing of the call let through while the fault lasts, and recovery in the same scope once it
 * clears (a creating call: exactly one let through). The describe and test names are what
 * `deploy/scripts/fault-matrix-vitest-reporter.ts` records for the printed table.
 */
import type { Scope, Store } from 'effector';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApiSchemas } from '../api/load-schemas';
import { REQUEST_UUID_HEADER } from '../http/client';
import { isHttpError, isNetworkError, isResponseShapeError, isTimeoutError } from '../http/errors';
import { FAULTS, type Fault, VITEST_ROW_PREFIX, type VitestCall, whereTested } from './fault-matrix-calls';

export type { Fault };

/** A request as the fake network saw it. */
export interface SeenRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The healthy server: the answer to every request no fault takes. */
export type Server = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON answer. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What the client gets instead of an answer: the same bodies the browser matrix answers with. */
function faultAnswer(fault: Fault, signal: AbortSignal | null | undefined): Promise<Response> {
  if (fault === '500')
    return Promise.resolve(
      new Response('{"message":"boom"}', { status: 500, statusText: 'Internal Server Error' }),
    );
  if (fault === '503')
    return Promise.resolve(
      new Response('{"message":"down"}', { status: 503, statusText: 'Service Unavailable' }),
    );
  if (fault === 'abort') return Promise.reject(new TypeError('Failed to fetch'));
  if (fault === 'malformed') return Promise.resolve(new Response('{"id": "ro-', { status: 200 }));
  if (fault === 'wrong-shape') return Promise.resolve(new Response('[{"unexpected":true}]', { status: 200 }));
  // A hang: only the client's own abort (its time limit) ends it.
  return new Promise((_, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
}

/** True when `error` is the typed error the client ends `fault` in. */
export function isErrorOf(fault: Fault, error: unknown): boolean {
  if (fault === '500' || fault === '503') return isHttpError(error) && String(error.status) === fault;
  if (fault === 'hang') return isTimeoutError(error);
  if (fault === 'abort') return isNetworkError(error);
  return isResponseShapeError(error);
}

/** The faults the client tries again under a retry policy for transient failures (`../http/retry-policy`). */
export const TRANSIENT: readonly Fault[] = ['503', 'hang', 'abort'];

/** One row: how to reach the call in a fresh scope, make it, see it fail, and go on once it clears. */
export interface FaultRow {
  /** Which requests are the call. */
  match: (request: SeenRequest) => boolean;
  /** Every other request (and the call once the fault clears). */
  server: Server;
  /** The call's time limit for one try (TIMEOUTS_MS). */
  limit: number;
  /** How many tries one action makes for `fault` (1 unless the call has a retry policy). */
  tries?: (fault: Fault) => number;
  /** A creating call: its tries share one request uuid, and exactly one gets through on recovery. */
  creating?: boolean;
  /** The scope as the step has it when the call is made. */
  setUp: () => Scope;
  /** Makes the call (an event the page fires, or the gate opening); resolves when the scope settles. */
  trigger: (scope: Scope, fault: Fault) => Promise<unknown>;
  /** What the model holds once the fault ended the call. */
  expectFault: (scope: Scope, fault: Fault) => void | Promise<void>;
  /** Stores holding what the shopper chose or typed: unchanged by the fault. */
  kept?: Store<unknown>[];
  /** The fault cleared: the shopper's way on, in the same scope, and what the model holds after. */
  recover: (scope: Scope, fault: Fault) => Promise<unknown>;
}

/** Runs `work` while moving the fake clock on in small steps, so limits and retry pauses pass as they come. */
async function settle(work: Promise<unknown>): Promise<void> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  finished.catch(() => undefined);
  for (let step = 0; step < 1_000 && !done; step++) {
    await vi.advanceTimersByTimeAsync(250);
    // A real turn of the event loop: dynamic imports (the schemas, the retry helper) load meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await finished;
}

/** Declares `call`'s six cells; `call` must be one of the list's vitest rows, declared in its file. */
export function faultMatrixRow(call: VitestCall, row: FaultRow): void {
  describe(`${VITEST_ROW_PREFIX}${call}`, () => {
    // What the client loads on demand is loaded first, so no cell's time goes on a slow first import.
    beforeAll(async () => {
      await loadApiSchemas();
      await import('../http/retry-after-failure');
    }, 60_000);
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    for (const fault of FAULTS)
      it(fault, async () => {
        expect(expect.getState().testPath?.replaceAll('\\', '/')).toMatch(
          new RegExp(`(^|/)${whereTested(call)?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
        );
        let faulty: Fault | null = fault;
        const faulted: SeenRequest[] = [];
        const passed: SeenRequest[] = [];
        vi.stubGlobal(
          'fetch',
          vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
            const request: SeenRequest = {
              url: new URL(String(input), 'http://portal.test'),
              method: init?.method ?? 'GET',
              headers: { ...(init?.headers as Record<string, string> | undefined) },
              body: init?.body,
            };
            if (!row.match(request)) return row.server(request);
            if (faulty) {
              faulted.push(request);
              return faultAnswer(faulty, init?.signal);
            }
            passed.push(request);
            return row.server(request);
          }),
        );
        const scope = row.setUp();
        const kept = (row.kept ?? []).map((store) => scope.getState(store));
        const started = Date.now();

        await settle(row.trigger(scope, fault));
        const tries = row.tries?.(fault) ?? 1;
        expect(faulted).toHaveLength(tries);
        if (fault === 'hang') expect(Date.now() - started).toBeGreaterThanOrEqual(row.limit * tries);
        if (row.creating)
          expect(new Set(faulted.map((request) => request.headers[REQUEST_UUID_HEADER])).size).toBe(1);
        await row.expectFault(scope, fault);
        expect((row.kept ?? []).map((store) => scope.getState(store))).toEqual(kept);
        expect(passed).toHaveLength(0);

        faulty = null;
        await settle(row.recover(scope, fault));
        if (row.creating) expect(passed).toHaveLength(1);
        else expect(passed.length).toBeGreaterThan(0);
      });
  });
}
