/**
 * Test support: generated A/B data sets of sessions, seeded, so a readout on them always gives the
 * same figures, and `seededStore` to read them from (the store's own table and migrations).
 */

import { pgliteDriver } from '../store/sql-driver';
import { type AnalyticsStore, openStore } from '../store/store';

/** One variant of a generated experiment. */
interface GeneratedVariant {
  name: string;
  version: string;
  /** The share of sessions that get it (the shares add up to 1). */
  share: number;
  /** The chance that one of its sessions completes the return. */
  rate: number;
}

/** A generated experiment on one step. */
export interface DataSet {
  seed: number;
  sessions: number;
  step: string;
  merchant: string;
  variants: GeneratedVariant[];
  /** The weights the release environment configures for it. */
  weights: Record<string, number>;
}

const variants = (shareA: number, rateA: number, rateB: number): GeneratedVariant[] => [
  { name: 'a', version: '1.0.0', share: shareA, rate: rateA },
  { name: 'b', version: '1.1.0', share: 1 - shareA, rate: rateB },
];
const base = { sessions: 10_000, step: 'remote-carriers', merchant: 'nordwind', weights: { a: 50, b: 50 } };

/** The three data sets of docs/analytics.md#the-readout: 10,000 sessions each, 50/50 configured. */
export const DATA_SETS = {
  /** b completes 36 % of returns, a 30 %. */
  knownDifference: { ...base, seed: 21, variants: variants(0.5, 0.3, 0.36) },
  /** Both complete 33 %. */
  noDifference: { ...base, seed: 7, variants: variants(0.5, 0.33, 0.33) },
  /** Both complete 33 %, but 45 % of sessions get a where 50 % should. */
  offSplit: { ...base, seed: 3, variants: variants(0.45, 0.33, 0.33) },
} satisfies Record<string, DataSet>;

/** Mulberry32 (Tommy Ettinger's 32-bit generator): small, seeded, and good enough for test data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version-4-shaped uuid from the generator. */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] as string;
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** A row of `analytics_events`. */
export interface EventRow {
  message_id: string;
  anonymous_id: string;
  merchant: string;
  step: string;
  event: string;
  properties: Record<string, unknown>;
  releases: { step: string; variant: string; version: string }[];
  platform_slice: number;
  locale: string;
  client_ts: string;
}

/** The variant whose cumulative share first passes `pick` (in [0, 1)). */
function variantAt(list: readonly GeneratedVariant[], pick: number): GeneratedVariant | undefined {
  let reached = 0;
  for (const variant of list) {
    reached += variant.share;
    if (pick < reached) return variant;
  }
  return list.at(-1);
}

const START = Date.parse('2026-11-02T08:00:00Z');

/**
 * The events of `set`: each session views the step (a tenth of them twice: still one session),
 * and completes its return a minute later at its variant's rate; one in fifty also completed an
 * earlier return before it reached the step, which must not count for it.
 */
export function generateEvents(set: DataSet): EventRow[] {
  const random = mulberry32(set.seed);
  const rows: EventRow[] = [];
  for (let index = 0; index < set.sessions; index++) {
    const pick = random();
    const variant = variantAt(set.variants, pick);
    if (!variant) throw new Error('a data set needs variants');
    const session = uuidFrom(random);
    const at = START + index * 30_000;
    const releases = [{ step: set.step, variant: variant.name, version: variant.version }];
    const event = (
      name: string,
      step: string,
      ts: number,
      properties: Record<string, unknown>,
    ): EventRow => ({
      message_id: uuidFrom(random),
      anonymous_id: session,
      merchant: set.merchant,
      step,
      event: name,
      properties,
      releases,
      platform_slice: 1,
      locale: 'en',
      client_ts: new Date(ts).toISOString(),
    });
    const completed = { flow: 'draft', outcome: 'label_ready' };
    if (random() < 0.02)
      rows.push(event('Return completed', 'remote-confirmation', at - 3_600_000, completed));
    rows.push(event('Step viewed', set.step, at, { page: 'carriers' }));
    if (random() < 0.1) rows.push(event('Step viewed', set.step, at + 20_000, { page: 'carriers' }));
    if (random() < variant.rate)
      rows.push(event('Return completed', 'remote-confirmation', at + 60_000, completed));
  }
  return rows;
}

/** Anything that runs SQL with parameters (the store). */
interface Executor {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

const COLUMNS = [
  'message_id',
  'anonymous_id',
  'merchant',
  'step',
  'event',
  'properties',
  'releases',
  'platform_slice',
  'locale',
  'client_ts',
] as const;

/** Creates the table when missing and inserts `rows`, a thousand a statement. */
export async function insertEvents(db: Executor, rows: readonly EventRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const values = chunk.map(
      (_, row) => `(${COLUMNS.map((_, column) => `$${row * COLUMNS.length + column + 1}`).join(', ')})`,
    );
    const params = chunk.flatMap((row) =>
      COLUMNS.map((column) =>
        column === 'properties' || column === 'releases' ? JSON.stringify(row[column]) : row[column],
      ),
    );
    await db.query(
      `insert into analytics_events (${COLUMNS.join(', ')}) values ${values.join(', ')}`,
      params,
    );
  }
}

/**
 * A migrated store holding `rows`: PGlite in `dataDir`, or in memory without one. Close it after use
 * (a PGlite folder is for one process at a time).
 */
export async function seededStore(rows: readonly EventRow[], dataDir?: string): Promise<AnalyticsStore> {
  const store = await openStore(await pgliteDriver(dataDir));
  await insertEvents(store, rows);
  return store;
}
