/**
 * The fault matrix's engine (e2e/tests/fault-matrix.spec.ts): six faults injected into one call, in
 * place on one page, each checked the same way: the right message, the shell still there, session
 * storage as before, nothing sent to the platform while the fault lasts, and recovery without a
 * reload once the fault clears. Each cell is recorded as a test annotation, which
 * `e2e/support/fault-matrix-reporter.ts` prints as the calls × faults table.
 */
import { expect, type Page, type Request, type Route, type TestInfo } from '@playwright/test';
import { FAULTS, type Fault } from '../../shared/src/testing/fault-matrix-calls';

export { FAULTS, type Fault } from '../../shared/src/testing/fault-matrix-calls';

/** The annotation type a cell's result is recorded under. */
export const CELL_ANNOTATION = 'fault-matrix-cell';

/** Which requests a call is: by URL and method (none: any method). */
export interface Match {
  url: (url: URL) => boolean;
  method?: string;
}

const matches = (match: Match, request: Request) =>
  match.url(new URL(request.url())) && (!match.method || request.method() === match.method);

/** What the browser gets instead of the answer, for each fault but the hang (never answered). */
async function answer(route: Route, fault: Fault, kind: 'json' | 'script') {
  if (fault === '500')
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  if (fault === '503')
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' });
  if (fault === 'abort') return route.abort('connectionreset');
  if (kind === 'script') {
    // Code that does not parse, or parses and defines nothing a remote container should.
    const body = fault === 'malformed' ? '}{ not javascript' : 'globalThis.__faultMatrixWrongShape = true;';
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  }
  const body = fault === 'malformed' ? '{"id": "ro-' : '[{"unexpected":true}]';
  return route.fulfill({ status: 200, contentType: 'application/json', body });
}

/**
 * Injects `fault` into every request `match` finds until `clear()`; `hits()` counts them, and
 * `reached` resolves at the first. A hang is never answered: the client's own limit ends it.
 */
export async function inject(page: Page, match: Match, fault: Fault, kind: 'json' | 'script' = 'json') {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  let hits = 0;
  const hung: Route[] = [];
  const predicate = match.url;
  const handler = async (route: Route, request: Request) => {
    if (!matches(match, request)) return route.fallback();
    hits++;
    reach();
    if (fault === 'hang') hung.push(route);
    else await answer(route, fault, kind);
  };
  await page.route(predicate, handler);
  // When the fault clears, a connection still hanging is dropped, as a recovered server's would be
  // (the client gave up on it long before; a script tag or chunk loader waits for it to end).
  const clear = async () => {
    await page.unroute(predicate, handler);
    await Promise.all(hung.map((route) => route.abort('connectionreset').catch(() => undefined)));
  };
  return { reached, hits: () => hits, clear };
}

/**
 * Counts the requests `match` finds that reach the server (those no fault took): registered before
 * any fault, it sees only what the faults let through.
 */
export async function countPassing(page: Page, match: Match) {
  let passed = 0;
  await page.route(match.url, (route, request) => {
    if (matches(match, request)) passed++;
    return route.fallback();
  });
  return () => passed;
}

/** Marks the document: a reload or a full navigation would lose the mark. */
export const markDocument = (page: Page) => page.evaluate("window.__faultMark = 'kept'");
/** The mark is still there: no reload since. */
export const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate('window.__faultMark')).toBe('kept');

/** Session-storage keys holding what the shopper chose or typed (docs/flows.md#4-reloads). */
const SHOPPER_KEYS = [
  'consumer-storage',
  'selectItems-storage',
  'selectItems-quantities',
  'gatekeeping-storage',
  'sign-in-details',
] as const;

/** What the shopper chose or typed, as session storage keeps it. */
export const shopperStorage = (page: Page): Promise<Record<string, string | null>> =>
  page.evaluate(
    `Object.fromEntries(${JSON.stringify(SHOPPER_KEYS)}.map((key) => [key, sessionStorage.getItem(key)]))`,
  );

/** The shell is still around whatever the step shows: its header and language button. */
export async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: /taal|language/i })).toBeVisible();
}

/** What the step error screen says for each fault (docs/business-rules.md#error-screens). */
export const ERROR_SCREEN: Record<Fault, string> = {
  '500': 'Er ging bij ons iets mis.',
  '503': 'Onze dienst is tijdelijk niet beschikbaar.',
  hang: 'Onze dienst is tijdelijk niet beschikbaar.',
  abort: 'Er is iets onverwachts gebeurd, excuses voor het ongemak.',
  malformed: 'We kregen een antwoord dat we niet konden lezen. Probeer het later opnieuw.',
  'wrong-shape': 'We kregen een antwoord dat we niet konden lezen. Probeer het later opnieuw.',
};

/** One call of the matrix, with how to make it fail, what the shopper must see, and how they go on. */
export interface CallCase {
  /** The row's name: the call and the step it belongs to. */
  name: string;
  match: Match;
  /** What the call answers with: JSON, or a script (a remote's entry and chunks). */
  kind?: 'json' | 'script';
  /** The client's limit for one try, fast-forwarded past on a hang. */
  limit: number;
  /** How many tries one action makes (a submission tries transient failures again). */
  tries?: number;
  /** The pause before the second try; it doubles for each one after. */
  retryDelay?: number;
  /** The last recovery leaves the portal (for the payment page): it checks the document itself before. */
  leavesOnLast?: boolean;
  /** A creating call: exactly one must reach the platform in the whole test. */
  creating?: boolean;
  /**
   * Each fault on a page of its own (the same browser context), arrived at anew: for a remote's code,
   * which a page loads once and keeps.
   */
  freshPage?: boolean;
  /** Signs in and walks to where the call is made; once per test (per fault with `freshPage`). */
  arrive: (page: Page) => Promise<void>;
  /** Makes the call (a press, a navigation). */
  trigger: (page: Page, fault: Fault, round: number) => Promise<void>;
  /** Runs the fake clock past a hang, when the call's tries are not one limit each (a remote's code). */
  waitOut?: (page: Page) => Promise<void>;
  /** While a hang lasts: the busy state the shopper sees. */
  busy?: (page: Page) => Promise<void>;
  /** What the shopper sees once the fault has ended the call. */
  expectFault: (page: Page, fault: Fault) => Promise<void>;
  /** What was typed or chosen and must not be lost, if session storage is not all of it. */
  expectKept?: (page: Page, before: Record<string, string | null>) => Promise<void>;
  /** The fault cleared: the shopper goes on in place; `last` is the last fault of the row. */
  recover: (page: Page, fault: Fault, last: boolean) => Promise<void>;
}

/** Lets a hang run past every try's limit on the fake clock (installed before the page opened). */
async function waitOutHang(page: Page, call: CallCase, hits: () => number) {
  const tries = call.tries ?? 1;
  for (let attempt = 1; attempt <= tries; attempt++) {
    await expect.poll(hits).toBeGreaterThanOrEqual(attempt);
    await page.clock.fastForward(call.limit + 1);
    if (attempt < tries) await page.clock.fastForward((call.retryDelay ?? 0) * 2 ** (attempt - 1) + 1);
  }
}

/** Runs one row: every fault in turn, in place on one page; records each cell and fails on the first bad one. */
export async function runRow(first: Page, call: CallCase, testInfo: TestInfo) {
  const record = (fault: Fault, result: 'pass' | 'FAIL' | 'not run') =>
    testInfo.annotations.push({
      type: CELL_ANNOTATION,
      description: JSON.stringify({ call: call.name, fault, result }),
    });
  let page = first;
  let passing = await countPassing(page, call.match);
  let counted = 0;
  if (!call.freshPage) {
    await call.arrive(page);
    await markDocument(page);
  }
  let failure: unknown = null;
  for (const [round, fault] of FAULTS.entries()) {
    if (failure) {
      record(fault, 'not run');
      continue;
    }
    try {
      if (call.freshPage) {
        if (round > 0) {
          counted += passing();
          await page.close();
          page = await first.context().newPage();
          await page.clock.install();
          passing = await countPassing(page, call.match);
        }
        // The fault is there before the page opens: the remote's code is asked for once per page.
        const injected = await inject(page, call.match, fault, call.kind);
        await call.arrive(page);
        await markDocument(page);
        await cell(page, call, fault, round, injected, passing);
      } else {
        const injected = await inject(page, call.match, fault, call.kind);
        await cell(page, call, fault, round, injected, passing);
      }
      record(fault, 'pass');
    } catch (error) {
      record(fault, 'FAIL');
      failure = error;
    }
  }
  if (failure) throw failure;
  // One creating request reached the platform in the whole row: the last recovery's.
  if (call.creating) expect(counted + passing()).toBe(1);
}

/** One cell: the fault (already injected) met, said, nothing lost or sent; then cleared and recovered. */
async function cell(
  page: Page,
  call: CallCase,
  fault: Fault,
  round: number,
  injected: Awaited<ReturnType<typeof inject>>,
  passing: () => number,
) {
  const before = await shopperStorage(page);
  const passedBefore = passing();
  await call.trigger(page, fault, round);
  await injected.reached;
  if (fault === 'hang') {
    if (call.busy) await call.busy(page);
    await (call.waitOut ? call.waitOut(page) : waitOutHang(page, call, injected.hits));
  }
  await call.expectFault(page, fault);
  await expectShell(page);
  if (call.expectKept) await call.expectKept(page, before);
  else expect(await shopperStorage(page)).toEqual(before);
  // Nothing of this call reached the platform while the fault lasted.
  expect(passing()).toBe(passedBefore);
  await injected.clear();
  const last = round === FAULTS.length - 1;
  await call.recover(page, fault, last);
  if (last && call.leavesOnLast) return;
  await expectShell(page);
  await expectSameDocument(page);
}
