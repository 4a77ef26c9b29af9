/**
 * The readout on generated data sets of 10,000 sessions each, inserted into an in-memory PGlite with
 * the store's table and read with the real query: a known difference is found, no difference is
 * reported as none, a 45/55 split on a 50/50 configuration is flagged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsStore } from '../store/store';
import { DATA_SETS, type DataSet, generateEvents, seededStore } from './generated-data';
import { CONSENT_NOTE, controlOf, readout, readoutOf } from './readout';

/** Each data set in a database of its own (one merchant each would do too, but this keeps them apart). */
const databases = new Map<DataSet, AnalyticsStore>();

beforeAll(async () => {
  for (const set of Object.values(DATA_SETS)) {
    databases.set(set, await seededStore(generateEvents(set)));
  }
}, 120_000);
afterAll(async () => {
  for (const db of databases.values()) await db.close();
});

const readSet = (set: DataSet, extra: { since?: Date; merchant?: string } = {}) =>
  readout(databases.get(set) as AnalyticsStore, { step: set.step, weights: set.weights, ...extra });

describe('readout', () => {
  it('finds a known difference (30 % against 36 %) and names the better variant', async () => {
    const result = await readSet(DATA_SETS.knownDifference);
    expect(result.control).toBe('a');
    const [a, b] = result.variants;
    expect(a).toMatchObject({ variant: 'a', versions: ['1.0.0'], weight: 50, difference: null });
    expect(b).toMatchObject({ variant: 'b', versions: ['1.1.0'], weight: 50 });
    expect((a?.sessions ?? 0) + (b?.sessions ?? 0)).toBe(10_000);
    expect(a?.rate).toBeCloseTo(0.3, 1);
    expect(b?.rate).toBeCloseTo(0.36, 1);
    expect(b?.difference?.interval.lower).toBeGreaterThan(0);
    expect(result.split?.flagged).toBe(false);
    expect(result.verdicts).toEqual(['b completes more returns']);
    expect(result.note).toBe(CONSENT_NOTE);
  });

  it('reports no difference as none, with the sessions still needed', async () => {
    const result = await readSet(DATA_SETS.noDifference);
    const b = result.variants[1];
    expect(b?.difference?.interval.lower).toBeLessThan(0);
    expect(b?.difference?.interval.upper).toBeGreaterThan(0);
    expect(result.split?.flagged).toBe(false);
    expect(result.moreSessionsNeeded).toBeGreaterThan(0);
    expect(result.verdicts).toHaveLength(1);
    expect(result.verdicts[0]).toMatch(/^no clear difference yet: about [\d,]+ more sessions per variant$/);
  });

  it('flags a 45/55 split on a 50/50 configuration, and that verdict wins', async () => {
    const result = await readSet(DATA_SETS.offSplit);
    expect(result.split?.flagged).toBe(true);
    expect(result.split?.pValue).toBeLessThan(0.001);
    expect(result.verdicts).toEqual(['split is off: check the assignment before reading results']);
  });

  it('counts a session once, and only a completion at or after its first view of the step', async () => {
    const set = DATA_SETS.knownDifference;
    const events = generateEvents(set);
    const sessions = new Set(events.map((event) => event.anonymous_id));
    const firstView = new Map<string, string>();
    for (const event of events)
      if (event.event === 'Step viewed' && !firstView.has(event.anonymous_id))
        firstView.set(event.anonymous_id, event.client_ts);
    const completedAfter = new Set(
      events
        .filter((event) => event.event === 'Return completed')
        .filter((event) => event.client_ts >= (firstView.get(event.anonymous_id) ?? ''))
        .map((event) => event.anonymous_id),
    );
    const result = await readSet(set);
    expect(result.variants.reduce((sum, variant) => sum + variant.sessions, 0)).toBe(sessions.size);
    expect(result.variants.reduce((sum, variant) => sum + variant.completed, 0)).toBe(completedAfter.size);
    // The generator also writes completions before the step: they must be there to be left out.
    expect(events.filter((event) => event.event === 'Return completed').length).toBeGreaterThan(
      completedAfter.size,
    );
  });

  it('filters by merchant and by date', async () => {
    const set = DATA_SETS.knownDifference;
    const other = await readSet(set, { merchant: 'someone-else' });
    expect(other.variants.map((variant) => variant.sessions)).toEqual([0, 0]);
    expect(other.verdicts).toEqual([
      'no clear difference yet: the variants complete returns at the same rate so far',
    ]);
    // Sessions start every 30 s from 08:00 on 2 November: from noon on, 8.5 days of 10,000 are left.
    const late = await readSet(set, { since: new Date('2026-11-05T11:20:00Z') });
    const total = late.variants.reduce((sum, variant) => sum + variant.sessions, 0);
    expect(total).toBe(10_000 - (3 * 24 * 120 + 3 * 120 + 40));
    expect(late.since).toBe('2026-11-05T11:20:00.000Z');
  });
});

describe('readoutOf', () => {
  const row = (variant: string, sessions: number, completed: number) => ({
    variant,
    versions: ['1.0.0'],
    sessions,
    completed,
  });

  it('takes control, else a, else the first by name as the control', () => {
    expect(controlOf(['b', 'control', 'a'])).toBe('control');
    expect(controlOf(['b', 'a'])).toBe('a');
    expect(controlOf(['new', 'old'])).toBe('new');
    expect(controlOf([])).toBeNull();
  });

  it('says when the control completes more returns, and which variant it beats', () => {
    const two = readoutOf([row('a', 5000, 1800), row('b', 5000, 1500)], {
      step: 's',
      weights: { a: 50, b: 50 },
    });
    expect(two.verdicts).toEqual(['a completes more returns']);
    const three = readoutOf([row('a', 3000, 1080), row('b', 3000, 900), row('c', 3000, 1085)], {
      step: 's',
      weights: { a: 34, b: 33, c: 33 },
    });
    expect(three.verdicts).toEqual(['a completes more returns than b']);
  });

  it('lists a live variant nobody reached, and says when there is nothing to compare', () => {
    expect(readoutOf([], { step: 's', weights: {} }).verdicts).toEqual(['no sessions reached this step yet']);
    expect(readoutOf([row('a', 10, 3)], { step: 's', weights: {} }).verdicts).toEqual([
      'only one variant: nothing to compare',
    ]);
    const unseen = readoutOf([row('a', 100, 30)], { step: 's', weights: { a: 50, b: 50 } });
    expect(unseen.variants.map((variant) => [variant.variant, variant.sessions])).toEqual([
      ['a', 100],
      ['b', 0],
    ]);
    expect(unseen.split?.flagged).toBe(true);
  });

  it('leaves the split unchecked without weights, and says when enough sessions show no difference', () => {
    const even = readoutOf([row('a', 100_000, 30_000), row('b', 100_000, 30_100)], {
      step: 's',
      weights: {},
    });
    expect(even.split).toBeNull();
    expect(even.moreSessionsNeeded).toBeGreaterThan(0);
    const settled = readoutOf([row('a', 40_000, 12_000), row('b', 40_000, 12_200)], {
      step: 's',
      weights: {},
    });
    // 30 % against 30.5 % needs about 134,000 sessions a variant: 40,000 are not enough yet.
    expect(settled.verdicts[0]).toMatch(/^no clear difference yet: about 9\d,000 more sessions per variant$/);
  });
});
