/**
 * The fault matrix's one list of calls (docs/business-rules.md#a-fault-in-any-call-is-said-and-recovered-in-place):
 * every call the steps make, with where its six cells are tested. A call is walked in real Chromium
 * (`e2e/tests/fault-matrix.spec.ts`) when what the shopper sees of the fault, or the remote code, is
 * the point; a JSON call whose cells are about how the shared HTTP client and the step's model handle
 * the fault is tested in vitest, in the file named. Both sides check their rows against this list
 * and the printed table (`e2e/support/fault-matrix-reporter.ts`) is built from it, so neither can
 * drop a cell unseen. No imports: Playwright and vitest both load it.
 */

/** The six faults: two server errors, a hang past the call's limit, a dropped connection, two bad answers. */
export const FAULTS = ['500', '503', 'hang', 'abort', 'malformed', 'wrong-shape'] as const;
export type Fault = (typeof FAULTS)[number];

/** Where a call's cells run: the browser, or a vitest file (path from the repository root). */
export const FAULT_MATRIX_CALLS = [
  { call: 'sign-in: POST auth/consumer', where: 'browser' },
  { call: 'sign-in: POST auth/magic-link', where: 'remote-auth/src/model/magic-link-request-faults.test.ts' },
  { call: 'sign-in: POST /api/v0/withdrawals', where: 'remote-auth/src/model/withdrawal-faults.test.ts' },
  { call: 'select items: GET purchases', where: 'browser' },
  { call: 'select items: GET /exchange-reason', where: 'remote-selection/src/model/exchange-faults.test.ts' },
  {
    call: 'select items: GET return-orders (your returns)',
    where: 'remote-selection/src/model/your-returns-faults.test.ts',
  },
  {
    call: 'select items: GET /volta/consumer/{id}/quotes (your returns)',
    where: 'remote-selection/src/model/your-returns-faults.test.ts',
  },
  {
    call: 'select items: POST draft-return-order',
    where: 'remote-selection/src/model/select-items-faults.test.ts',
  },
  { call: 'confirm items: GET draft-return-order', where: 'remote-selection/src/model/draft-faults.test.ts' },
  { call: 'confirm items: PUT draft-return-order', where: 'remote-selection/src/model/draft-faults.test.ts' },
  {
    call: 'confirm items: GET /features (gatekeeping)',
    where: 'remote-selection/src/model/gatekeeping-faults.test.ts',
  },
  {
    call: 'confirm items: GET /features (display)',
    where: 'remote-selection/src/model/confirm-items-faults.test.ts',
  },
  { call: 'confirm items: GET /volta/exchange-rates', where: 'browser' },
  {
    call: 'confirm items: GET /volta/pricelists',
    where: 'remote-selection/src/model/confirm-items-faults.test.ts',
  },
  {
    call: 'confirm items: POST /volta/quotes',
    where: 'remote-selection/src/model/confirm-items-faults.test.ts',
  },
  {
    call: 'confirm items: PUT draft-return-order/request',
    where: 'remote-selection/src/model/gatekeeping-faults.test.ts',
  },
  { call: 'confirm items: POST /upload', where: 'remote-selection/src/model/gatekeeping-faults.test.ts' },
  { call: 'carriers: PUT draft-return-order', where: 'browser' },
  { call: 'carriers: POST return-order', where: 'remote-carriers/src/model/carriers-draft-faults.test.ts' },
  { call: 'carriers: GET purchases', where: 'remote-carriers/src/model/carriers-draft-faults.test.ts' },
  {
    call: 'carriers: GET draft-return-order',
    where: 'remote-carriers/src/model/carriers-draft-faults.test.ts',
  },
  {
    call: 'carriers: GET /volta/pricelists',
    where: 'remote-carriers/src/model/carriers-quote-faults.test.ts',
  },
  {
    call: 'carriers: POST /volta/address (address check)',
    where: 'remote-carriers/src/model/carriers-quote-faults.test.ts',
  },
  {
    call: 'carriers: GET /volta/pricelists/{id}/timeslots',
    where: 'remote-carriers/src/model/carriers-quote-faults.test.ts',
  },
  {
    call: 'carriers: GET /features (display)',
    where: 'remote-carriers/src/model/carriers-draft-faults.test.ts',
  },
  {
    call: 'confirmation: GET return-order/{id}',
    where: 'remote-confirmation/src/model/return-order-confirmation-faults.test.ts',
  },
  {
    call: 'confirmation: GET /volta/confirmations/{id}',
    where: 'remote-confirmation/src/model/quote-confirmation-faults.test.ts',
  },
  {
    call: 'confirmation: POST /volta/quotes/{id}/payments',
    where: 'remote-confirmation/src/model/quote-confirmation-faults.test.ts',
  },
  { call: 'confirmation: GET /commercial-invoice.pdf', where: 'browser' },
  { call: 'shell: POST /logout', where: 'browser' },
  { call: 'remote manifest (select items, on navigation)', where: 'browser' },
  { call: 'remote code: entry and chunks (select items, on navigation)', where: 'browser' },
] as const satisfies readonly { call: string; where: string }[];

type Row = (typeof FAULT_MATRIX_CALLS)[number];
/** A call whose cells run in vitest. */
export type VitestCall = Exclude<Row, { where: 'browser' }>['call'];

/** Where `call` is tested: 'browser' or its vitest file. */
export const whereTested = (call: string): string | undefined =>
  FAULT_MATRIX_CALLS.find((row) => row.call === call)?.where;

/** Where the vitest cells' results are kept for the table, from the repository root (gitignored). */
export const VITEST_CELLS_PATH = '.tmp/fault-matrix/vitest-cells.json';

/** The vitest describe block a row's cells sit in; the cells are named after the faults. */
export const VITEST_ROW_PREFIX = 'fault matrix: ';
