/**
 * The readout on generated data sets of 10,000 sessions each, inserted into an in-memory PGlite with
 * the store's table and read with the real query: a known difference is found, no difference is
 * reported as none, a 45/55 split on a 50/50 configuration is flagged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsStore } from '../store/store';
import { differenceText, explanation, formatReadout, methods, rateText } from './format';
import { DATA_SETS, type DataSet, generateEvents, seededStore } from './generated-data';
import { CONSENT_NOTE, controlOf, readout, readoutOf, signedPoints, type VariantReadout } from './readout';

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
  it('finds a known difference (30 % against 36 %) and says it in one sentence', async () => {
    const result = await readSet(DATA_SETS.knownDifference);
    expect(result.control).toBe('a');
    const [a, b] = result.variants;
    expect(a).toMatchObject({ variant: 'a', versions: ['1.0.0'], weight: 50, difference: null });
    expect(b).toMatchObject({ variant: 'b', versions: ['1.1.0'], weight: 50 });
    expect((a?.sessions ?? 0) + (b?.sessions ?? 0)).toBe(10_000);
    expect(a?.rate).toBeCloseTo(0.3, 1);
    expect(b?.rate).toBeCloseTo(0.36, 1);
    expect(b?.difference).toMatchObject({ clear: true, level: 0.05 });
    expect(b?.difference?.interval.lower).toBeGreaterThan(0);
    expect(result.split?.flagged).toBe(false);
    expect(result.outcome).toBe('clear');
    expect(result.verdict).toBe(
      `b completes more returns (+6.3 points, likely between ${signedPoints(b?.difference?.interval.lower ?? 0)} and ${signedPoints(b?.difference?.interval.upper ?? 0)})`,
    );
    expect(result.note).toBe(CONSENT_NOTE);
  });

  it('says “too early” when no difference shows yet, with the sessions a 2-point difference needs', async () => {
    const result = await readSet(DATA_SETS.noDifference);
    const b = result.variants[1];
    expect(b?.difference?.interval.lower).toBeLessThan(0);
    expect(b?.difference?.interval.upper).toBeGreaterThan(0);
    expect(result.split?.flagged).toBe(false);
    expect(result.outcome).toBe('too-early');
    expect(result.verdict).toBe('Too early to tell');
    expect(result.plan?.minimumEffect).toBe(0.02);
    expect(result.plan?.sessions).toBe(10_000);
    expect(result.plan?.sessionsNeeded).toBeGreaterThan(10_000);
    // Without a split start, the traffic is read from the first to the last session: 3.5 days.
    expect(result.plan?.sessionsPerDay).toBeCloseTo(2880, -1);
    expect(result.plan?.daysNeeded).toBe(
      Math.ceil(((result.plan?.sessionsNeeded ?? 0) - 10_000) / (result.plan?.sessionsPerDay ?? 1)),
    );
  });

  it('flags a 45/55 split on a 50/50 configuration, and that verdict wins', async () => {
    const result = await readSet(DATA_SETS.offSplit);
    expect(result.split?.flagged).toBe(true);
    expect(result.split?.pValue).toBeLessThan(0.001);
    expect(result.outcome).toBe('split-off');
    expect(result.verdict).toBe('The split is off: do not read this result');
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

  it('filters by merchant and by date; arms nobody reached read “no data yet”', async () => {
    const set = DATA_SETS.knownDifference;
    const other = await readSet(set, { merchant: 'someone-else' });
    expect(other.variants.map((variant) => [variant.sessions, variant.rate, variant.rateInterval])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
    expect(other.verdict).toBe('Too early to tell');
    // Sessions start every 30 s from 08:00 on 2 November: from 11:20 on the 5th, these are left.
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
  const even = { a: 50, b: 50 };

  it('takes control, else a, else the first by name as the control', () => {
    expect(controlOf(['b', 'control', 'a'])).toBe('control');
    expect(controlOf(['b', 'a'])).toBe('a');
    expect(controlOf(['new', 'old'])).toBe('new');
    expect(controlOf([])).toBeNull();
  });

  it('compares only the arms the split configures: “built-in” and other variants are left out', () => {
    const rows = [row('a', 1000, 300), row('b', 1000, 300), row('built-in', 2, 2), row('c', 40, 10)];
    const result = readoutOf(rows, { step: 's', weights: even });
    expect(result.variants.map((variant) => variant.variant)).toEqual(['a', 'b']);
    expect(result.leftOut).toBe(42);
    expect(result.verdict).not.toMatch(/built-in/);
    expect(explanation(result)).toContain(
      '42 sessions that saw another version (from before the split, or one not in it) are not counted.',
    );
    // Named by the split, the host's own build is an arm like any other.
    const named = readoutOf(rows, { step: 's', weights: { 'built-in': 50, b: 50 } });
    expect(named.variants.map((variant) => variant.variant)).toEqual(['b', 'built-in']);
    // A variant at weight 0 gets no new sessions: not an arm.
    expect(readoutOf(rows, { step: 's', weights: { a: 100, b: 0 } }).outcome).toBe('not-split');
  });

  it('says there is nothing to compare when the step is not split', () => {
    for (const weights of [{}, { a: 100 }] as Record<string, number>[]) {
      const result = readoutOf([row('a', 10, 3)], { step: 's', weights });
      expect(result).toMatchObject({ outcome: 'not-split', split: null, plan: null });
      expect(result.verdict).toBe('Nothing to compare: this step is not split');
    }
  });

  it('reads a variant without sessions as “no data yet”: no 0 % rate, no −100 points', () => {
    const result = readoutOf([row('a', 100, 30)], { step: 's', weights: even });
    const b = result.variants[1];
    expect(b).toMatchObject({ variant: 'b', sessions: 0, rate: null, rateInterval: null, difference: null });
    expect(rateText(b as VariantReadout)).toBe('no data yet');
    expect(differenceText(result, b as VariantReadout)).toBe('no data yet');
    expect(explanation(result)).toContain('b: no data yet.');
    expect(formatReadout(result)).not.toMatch(/(^|[^\d.])0\.0 %|−100|-100/);
    // 100 against 0 on a 50/50 split is off, whatever else.
    expect(result.verdict).toBe('The split is off: do not read this result');
    const early = readoutOf([row('a', 3, 1)], { step: 's', weights: even });
    expect(early.verdict).toBe('Too early to tell');
  });

  it('says when the control completes more returns, against which variant, and by how much', () => {
    const two = readoutOf([row('a', 5000, 1800), row('b', 5000, 1500)], { step: 's', weights: even });
    expect(two.outcome).toBe('clear');
    expect(two.verdict).toMatch(
      /^a completes more returns than b \(\+6\.0 points, likely between \+\d\.\d and \+\d\.\d\)$/,
    );
  });

  it('applies Holm’s correction with several variants, and says so', () => {
    const three = readoutOf([row('a', 3000, 900), row('b', 3000, 1080), row('c', 3000, 905)], {
      step: 's',
      weights: { a: 34, b: 33, c: 33 },
    });
    const [, b, c] = three.variants;
    // b's p-value is the smaller: tested at 0.05 / 2 and called; c is then tested at 0.05.
    expect(b?.difference).toMatchObject({ clear: true, level: 0.025 });
    expect(c?.difference).toMatchObject({ clear: false, level: 0.05 });
    expect(three.verdict).toMatch(/^b completes more returns than a \(\+6\.0 points, likely between/);
    // At Holm's stricter level, b's interval is wider than it would be alone.
    const alone = readoutOf([row('a', 3000, 900), row('b', 3000, 1080)], { step: 's', weights: even });
    expect(b?.difference?.interval.lower).toBeLessThan(alone.variants[1]?.difference?.interval.lower ?? 0);
    expect(explanation(three).join(' ')).toContain("(Holm's correction)");
    expect(methods(three)).toContain('Holm');
    // Two variants that beat the control: both said, in one sentence.
    const both = readoutOf([row('a', 3000, 900), row('b', 3000, 1080), row('c', 3000, 1090)], {
      step: 's',
      weights: { a: 34, b: 33, c: 33 },
    });
    expect(both.verdict).toMatch(
      /^b completes more returns than a \(.*\); c completes more returns than a \(.*\)$/,
    );
  });

  it('says no difference big enough to matter is likely once every interval lies within ± the minimum effect', () => {
    const settled = readoutOf([row('a', 200_000, 60_000), row('b', 200_000, 60_100)], {
      step: 's',
      weights: even,
    });
    expect(settled.outcome).toBe('no-difference');
    expect(settled.verdict).toBe('No difference big enough to matter is likely');
    expect(settled.plan?.daysNeeded).toBe(0);
    // A merchant who cares about half a point needs more before saying so.
    const stricter = readoutOf([row('a', 200_000, 60_000), row('b', 200_000, 60_100)], {
      step: 's',
      weights: even,
      minimumEffect: 0.005,
    });
    expect(stricter.verdict).toBe('Too early to tell');
  });

  it('plans the sessions for the configured weights, and the days at the traffic since the split began', () => {
    const rows = [row('a', 4000, 1200), row('b', 1000, 300)];
    const now = new Date('2026-11-11T00:00:00Z');
    const since = new Date('2026-11-01T00:00:00Z');
    const uneven = readoutOf(rows, { step: 's', weights: { a: 80, b: 20 }, since, now });
    const evenPlan = readoutOf([row('a', 2500, 750), row('b', 2500, 750)], {
      step: 's',
      weights: even,
      since,
      now,
    });
    const needed = uneven.plan?.sessionsNeeded ?? 0;
    expect(needed).toBeGreaterThan(1.5 * (evenPlan.plan?.sessionsNeeded ?? 0));
    // 5,000 sessions in 10 days: 500 a day.
    expect(uneven.plan?.sessionsPerDay).toBe(500);
    expect(uneven.plan?.daysNeeded).toBe(Math.ceil((needed - 5000) / 500));
    expect(explanation(uneven).join(' ')).toMatch(
      /To notice a difference of 2 points, this split needs about [\d,]+ sessions in all; it has 5,000\. At about 500 sessions a day, that is about [\d,]+ more days\./,
    );
    // Less than an hour of traffic says no days yet.
    const fresh = readoutOf(rows, { step: 's', weights: even, since: now, now });
    expect(fresh.plan?.daysNeeded).toBeNull();
  });
});

describe('formatReadout', () => {
  const row = (variant: string, sessions: number, completed: number) => ({
    variant,
    versions: ['1.0.0'],
    sessions,
    completed,
  });

  it('opens with the verdict and speaks plainly before the table; methods come last', () => {
    const result = readoutOf([row('a', 5000, 1500), row('b', 5000, 1800)], {
      step: 's',
      weights: { a: 50, b: 50 },
    });
    const text = formatReadout(result);
    const lines = text.split('\n');
    expect(lines[0]).toBe(`${result.verdict}.`);
    const beforeTable = text.slice(0, text.indexOf('variant  '));
    expect(beforeTable).not.toMatch(/95 %|interval|power|chi-square|p =|confidence/i);
    expect(lines.at(-1)).toMatch(/^How this is worked out: .*Howard et al\. 2021.*chi-square/);
  });
});
