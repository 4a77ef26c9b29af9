/**
 * The A/B readout of one step (docs/analytics.md#the-readout): per variant the split configures, the
 * sessions that reached the step since the split began and those that completed their return after
 * it, the completion rate with its Wilson interval, the difference to the control with an
 * always-valid interval (safe to read every day; Holm's correction with several variants), the split
 * checked against the configured weights, the sessions the split needs to detect the merchant's
 * minimum effect and about how many days that takes, and one sentence in plain words that says what
 * it all means. The rules are in docs/business-rules.md#the-readout.
 */
import type { ReadoutSource } from './source';
import {
  ALPHA,
  chiSquareGoodnessOfFit,
  holm,
  type Interval,
  sequentialDifference,
  sessionsToDetect,
  wilsonInterval,
} from './statistics';

/** The smallest difference worth detecting when the split does not set one: 2 points. */
export const DEFAULT_MINIMUM_EFFECT = 0.02;

/** What to read out. */
export interface ReadoutRequest {
  /** The step, as the releases name it (`remote-carriers`). */
  step: string;
  merchant?: string;
  /** Only step views at or after this moment count: the split's start, unless asked otherwise. */
  since?: Date;
  /**
   * The split's arms: the variants configured for this merchant and step, with their weights in
   * percent. Only these are compared; sessions of any other variant (the host's own build before the
   * split, a variant since removed) are left out. Empty: the step is not split.
   */
  weights: Record<string, number>;
  /** The smallest difference worth detecting, as a share (0.02: 2 points); DEFAULT_MINIMUM_EFFECT. */
  minimumEffect?: number;
  /** Now (for the days still needed); the clock's by default. */
  now?: Date;
}

/** A variant's difference to the control, read sequentially. */
export interface Difference {
  /** This variant's rate minus the control's. */
  estimate: number;
  /** Always valid at `level` (Holm's level for this comparison). */
  interval: Interval;
  /** The always-valid p-value of "no difference". */
  pValue: number;
  /** The level the interval is at: 0.05, or less with several variants (Holm). */
  level: number;
  /** Whether Holm's procedure calls this difference real. */
  clear: boolean;
}

/** One variant's line. */
export interface VariantReadout {
  variant: string;
  /** The release versions this variant's sessions ran. */
  versions: string[];
  /** The configured weight in percent. */
  weight: number;
  sessions: number;
  completed: number;
  /** completed / sessions; null with no sessions ("no data yet"). */
  rate: number | null;
  /** Wilson's 95 % interval of the rate; null with no sessions. */
  rateInterval: Interval | null;
  /** Against the control; null for the control and while either has no sessions. */
  difference: Difference | null;
}

/** The split's check against the configured weights. */
export interface SplitCheck {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
  /** p < 0.001: sessions do not arrive in the configured shares. */
  flagged: boolean;
}

/** What the split needs to detect the minimum effect, and how far it is. */
export interface Plan {
  /** The smallest difference worth detecting, as a share. */
  minimumEffect: number;
  /** Sessions in all arms together; null: cannot be said. */
  sessionsNeeded: number | null;
  /** Sessions in all arms so far. */
  sessions: number;
  /** Sessions a day since the split began (or since the first one); null: not yet known. */
  sessionsPerDay: number | null;
  /** About how many more days at that traffic; null: cannot be said, 0: there are enough. */
  daysNeeded: number | null;
}

/** Which headline the readout opens with. */
export type Outcome = 'not-split' | 'split-off' | 'too-early' | 'clear' | 'no-difference';

/** The whole readout of a step. */
export interface Readout {
  step: string;
  merchant: string | null;
  since: string | null;
  control: string | null;
  /** The one sentence that opens the readout. */
  verdict: string;
  outcome: Outcome;
  variants: VariantReadout[];
  /** Null when fewer than two arms have a weight. */
  split: SplitCheck | null;
  /** Null when there is nothing to compare. */
  plan: Plan | null;
  /** Sessions in the store for variants the split does not name: not counted anywhere. */
  leftOut: number;
  note: string;
}

/** Below this p-value the split is called off. */
export const SPLIT_ALPHA = 0.001;

/** What every readout says of its sessions. */
export const CONSENT_NOTE = 'Only sessions that agreed to analytics are counted.';

/**
 * Per variant of `$1` (the step): the sessions whose first view of the step ran it, and how many of
 * them completed their return at or after that first view. One query: the first view per session,
 * the last completion per session, joined.
 */
export const READOUT_SQL = `
with viewed as (
  select e.anonymous_id, e.client_ts, r.value ->> 'variant' as variant, r.value ->> 'version' as version
  from analytics_events e
  cross join lateral jsonb_array_elements(e.releases) as r(value)
  where e.event = 'Step viewed'
    and e.step = $1
    and r.value ->> 'step' = $1
    and ($2::text is null or e.merchant = $2)
    and ($3::timestamptz is null or e.client_ts >= $3)
),
first_views as (
  select distinct on (anonymous_id) anonymous_id, client_ts as first_view, variant, version
  from viewed
  order by anonymous_id, client_ts
),
completions as (
  select anonymous_id, max(client_ts) as last_completed
  from analytics_events
  where event = 'Return completed'
  group by anonymous_id
)
select f.variant,
  array_agg(distinct f.version order by f.version) as versions,
  count(*)::int as sessions,
  (count(*) filter (where c.last_completed >= f.first_view))::int as completed,
  min(f.first_view) as first_seen,
  max(f.first_view) as last_seen
from first_views f
left join completions c on c.anonymous_id = f.anonymous_id
group by f.variant
order by f.variant`;

interface Row {
  variant: string;
  versions: string[];
  sessions: number;
  completed: number;
  /** The first and last first view (drivers answer a Date; a string is read too). */
  first_seen?: Date | string | null;
  last_seen?: Date | string | null;
}

/** The control: a variant named `control`, else `a`, else the first by name. */
export function controlOf(names: readonly string[]): string | null {
  if (names.includes('control')) return 'control';
  if (names.includes('a')) return 'a';
  return [...names].sort()[0] ?? null;
}

/** Reads out `request.step` from `source` (one query). */
export async function readout(source: ReadoutSource, request: ReadoutRequest): Promise<Readout> {
  const rows = await source.query<Row>(READOUT_SQL, [
    request.step,
    request.merchant ?? null,
    request.since?.toISOString() ?? null,
  ]);
  return readoutOf(rows, request);
}

const DAY = 86_400_000;
/** Below this much time the traffic is not known well enough to say days. */
const SHORTEST_SPAN = 3_600_000;

/** A share as signed points with one decimal: "+4.2", "−0.3". */
export const signedPoints = (share: number): string => {
  const rounded = Math.round(share * 1000) / 10;
  return `${rounded >= 0 ? '+' : '−'}${Math.abs(rounded).toFixed(1)}`;
};

/** The readout of counted rows (exported for the rules' tests). */
export function readoutOf(rows: readonly Row[], request: ReadoutRequest): Readout {
  const arms = Object.keys(request.weights)
    .filter((name) => (request.weights[name] ?? 0) > 0)
    .sort();
  const byName = new Map(rows.map((row) => [row.variant, row]));
  const leftOut = rows
    .filter((row) => !arms.includes(row.variant))
    .reduce((sum, row) => sum + row.sessions, 0);
  const control = controlOf(arms);
  const minimumEffect = request.minimumEffect ?? DEFAULT_MINIMUM_EFFECT;

  const lines = arms.map((name) => {
    const row = byName.get(name) ?? { variant: name, versions: [], sessions: 0, completed: 0 };
    const empty = row.sessions === 0;
    return {
      variant: name,
      versions: row.versions,
      weight: request.weights[name] as number,
      sessions: row.sessions,
      completed: row.completed,
      rate: empty ? null : row.completed / row.sessions,
      rateInterval: empty ? null : wilsonInterval(row.completed, row.sessions),
    };
  });
  const controlLine = lines.find((line) => line.variant === control);
  const others = lines.filter((line) => line.variant !== control);

  // Holm over the comparisons that have sessions on both sides; one without is "no data yet".
  const sequential = others.map((line) =>
    controlLine
      ? sequentialDifference(line.completed, line.sessions, controlLine.completed, controlLine.sessions)
      : null,
  );
  const tested = sequential.flatMap((one, index) => (one ? [{ one, index }] : []));
  const corrected = holm(
    tested.map(({ one }) => one.pValue),
    ALPHA,
  );
  const differences = new Map<string, Difference>();
  tested.forEach(({ index }, position) => {
    const line = others[index] as (typeof others)[number];
    const level = corrected.levels[position] as number;
    // The interval at Holm's level for this comparison: it leaves out 0 exactly when Holm calls it.
    const atLevel = sequentialDifference(
      line.completed,
      line.sessions,
      controlLine?.completed ?? 0,
      controlLine?.sessions ?? 0,
      level,
    ) as NonNullable<ReturnType<typeof sequentialDifference>>;
    differences.set(line.variant, {
      estimate: atLevel.estimate,
      interval: atLevel.interval,
      pValue: atLevel.pValue,
      level,
      clear: corrected.rejected[position] as boolean,
    });
  });

  const variants: VariantReadout[] = lines.map((line) => ({
    ...line,
    difference: differences.get(line.variant) ?? null,
  }));

  const fit =
    arms.length >= 2
      ? chiSquareGoodnessOfFit(
          variants.map((variant) => variant.sessions),
          variants.map((variant) => variant.weight),
        )
      : null;
  const split = fit && { ...fit, flagged: fit.pValue < SPLIT_ALPHA };
  const plan = arms.length >= 2 ? planOf(variants, control, rows, request, minimumEffect) : null;
  const { outcome, verdict } = verdictOf(variants, control, split, minimumEffect);

  return {
    step: request.step,
    merchant: request.merchant ?? null,
    since: request.since?.toISOString() ?? null,
    control,
    verdict,
    outcome,
    variants,
    split,
    plan,
    leftOut,
    note: CONSENT_NOTE,
  };
}

/** A moment from the driver, or null. */
const momentOf = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).getTime();

/**
 * The sessions the configured split needs to detect `minimumEffect` against the control's rate (or
 * 50 %, the most demanding, while the control has none), at Holm's strictest level with several
 * variants; and about how many more days that is at the traffic since the split began.
 */
function planOf(
  variants: readonly VariantReadout[],
  control: string | null,
  rows: readonly Row[],
  request: ReadoutRequest,
  minimumEffect: number,
): Plan {
  const controlLine = variants.find((variant) => variant.variant === control) as VariantReadout;
  const others = variants.filter((variant) => variant !== controlLine);
  const totalWeight = variants.reduce((sum, variant) => sum + variant.weight, 0);
  const baseline = controlLine.rate ?? 0.5;
  // Each pair's sessions, scaled up to the whole split by the pair's share of the weights.
  const needed = Math.max(
    ...others.map((variant) => {
      const pair = sessionsToDetect({
        baseline,
        effect: minimumEffect,
        weights: [controlLine.weight, variant.weight],
        alpha: ALPHA / others.length,
      });
      return (pair * totalWeight) / (controlLine.weight + variant.weight);
    }),
  );
  const sessionsNeeded = Number.isFinite(needed) ? Math.ceil(needed) : null;
  const sessions = variants.reduce((sum, variant) => sum + variant.sessions, 0);

  const counted = rows.filter((row) => variants.some((variant) => variant.variant === row.variant));
  const firsts = counted.map((row) => momentOf(row.first_seen)).filter((at) => at !== null);
  const lasts = counted.map((row) => momentOf(row.last_seen)).filter((at) => at !== null);
  const from = request.since?.getTime() ?? (firsts.length > 0 ? Math.min(...firsts) : null);
  const to = request.since
    ? (request.now ?? new Date()).getTime()
    : lasts.length > 0
      ? Math.max(...lasts)
      : null;
  const span = from === null || to === null ? 0 : to - from;
  // Whole sessions: a readout a few seconds later (the page, then the command) says the same.
  const sessionsPerDay = sessions > 0 && span >= SHORTEST_SPAN ? Math.round((sessions * DAY) / span) : null;
  const daysNeeded =
    sessionsNeeded === null
      ? null
      : sessions >= sessionsNeeded
        ? 0
        : sessionsPerDay === null
          ? null
          : Math.ceil((sessionsNeeded - sessions) / sessionsPerDay);
  return { minimumEffect, sessionsNeeded, sessions, sessionsPerDay, daysNeeded };
}

/**
 * The one sentence, in this order: nothing split; a split that is off (nothing else can be read);
 * the differences Holm calls real; every interval inside ± the minimum
 * effect (no difference that matters); otherwise too early.
 */
function verdictOf(
  variants: readonly VariantReadout[],
  control: string | null,
  split: SplitCheck | null,
  minimumEffect: number,
): { outcome: Outcome; verdict: string } {
  if (variants.length < 2 || control === null)
    return { outcome: 'not-split', verdict: 'Nothing to compare: this step is not split' };
  if (split?.flagged) return { outcome: 'split-off', verdict: 'The split is off: do not read this result' };
  const others = variants.filter((variant) => variant.variant !== control);
  const several = others.length > 1;
  const clear = others.flatMap((variant) => {
    const difference = variant.difference;
    if (!difference?.clear) return [];
    const { estimate, interval } = difference;
    const better = estimate > 0;
    // Said as the winner's gain: "+4 points, likely between +2 and +6".
    const sign = better ? 1 : -1;
    const range = [interval.lower * sign, interval.upper * sign].sort((x, y) => x - y) as [number, number];
    const gain = `(${signedPoints(estimate * sign)} points, likely between ${signedPoints(range[0])} and ${signedPoints(range[1])})`;
    const winner = better ? variant.variant : control;
    const loser = better ? control : variant.variant;
    return [`${winner} completes more returns${several || !better ? ` than ${loser}` : ''} ${gain}`];
  });
  if (clear.length > 0) return { outcome: 'clear', verdict: clear.join('; ') };
  // A variant without sessions (no data yet) can show nothing, so nothing is settled.
  const small = others.every((variant) => {
    const interval = variant.difference?.interval;
    return interval !== undefined && interval.lower > -minimumEffect && interval.upper < minimumEffect;
  });
  if (small) return { outcome: 'no-difference', verdict: 'No difference big enough to matter is likely' };
  return { outcome: 'too-early', verdict: 'Too early to tell' };
}
