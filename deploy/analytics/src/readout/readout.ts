/**
 * The A/B readout of one step (docs/analytics.md#the-readout): per variant, the sessions that reached
 * the step and those that completed their return after it, the completion rate with its Wilson
 * interval, the difference to the control with Newcombe's interval, the split checked against the
 * configured weights, the sessions still needed, and a verdict in plain words. The rules are in
 * docs/business-rules.md#the-readout.
 */
import type { ReadoutSource } from './source';
import {
  chiSquareGoodnessOfFit,
  type Interval,
  newcombeInterval,
  sessionsForPower,
  wilsonInterval,
} from './statistics';

/** What to read out. */
export interface ReadoutRequest {
  /** The step, as the releases name it (`remote-carriers`). */
  step: string;
  merchant?: string;
  /** Only step views at or after this moment count. */
  since?: Date;
  /** The configured weights of the step's live variants (name → percent); empty: not known. */
  weights: Record<string, number>;
}

/** One variant's line. */
export interface VariantReadout {
  variant: string;
  /** The release versions this variant's sessions ran. */
  versions: string[];
  /** The configured weight in percent; null when the variant is not live any more. */
  weight: number | null;
  sessions: number;
  completed: number;
  /** completed / sessions (0 with no sessions). */
  rate: number;
  rateInterval: Interval;
  /** This variant's rate minus the control's, with Newcombe's interval; null for the control. */
  difference: { estimate: number; interval: Interval } | null;
}

/** The split's check against the configured weights. */
export interface SplitCheck {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
  /** p < 0.001: sessions do not arrive in the configured shares. */
  flagged: boolean;
}

/** The whole readout of a step. */
export interface Readout {
  step: string;
  merchant: string | null;
  since: string | null;
  control: string | null;
  variants: VariantReadout[];
  /** Null when no weights are configured or fewer than two variants have one. */
  split: SplitCheck | null;
  /** More sessions per variant needed for 80 % power at the observed difference; null: cannot be said. */
  moreSessionsNeeded: number | null;
  verdicts: string[];
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
  (count(*) filter (where c.last_completed >= f.first_view))::int as completed
from first_views f
left join completions c on c.anonymous_id = f.anonymous_id
group by f.variant
order by f.variant`;

interface Row {
  variant: string;
  versions: string[];
  sessions: number;
  completed: number;
}

/** The control: a variant named `control`, else `a`, else the first by name. */
export function controlOf(names: readonly string[]): string | null {
  if (names.includes('control')) return 'control';
  if (names.includes('a')) return 'a';
  return [...names].sort()[0] ?? null;
}

/** `n` to two significant figures, with thousands separators: "about 1,200". */
const roughly = (n: number) => Number(n.toPrecision(2)).toLocaleString('en');

/** Reads out `request.step` from `source` (one query). */
export async function readout(source: ReadoutSource, request: ReadoutRequest): Promise<Readout> {
  const rows = await source.query<Row>(READOUT_SQL, [
    request.step,
    request.merchant ?? null,
    request.since?.toISOString() ?? null,
  ]);
  return readoutOf(rows, request);
}

/** The readout of counted rows (exported for the rules' tests). */
export function readoutOf(rows: readonly Row[], request: ReadoutRequest): Readout {
  const byName = new Map(rows.map((row) => [row.variant, row]));
  // Live variants nobody reached yet still belong in the table (and in the split check).
  for (const name of Object.keys(request.weights))
    if (!byName.has(name)) byName.set(name, { variant: name, versions: [], sessions: 0, completed: 0 });
  const names = [...byName.keys()].sort();
  const control = controlOf(names);
  const controlRow = control === null ? undefined : byName.get(control);

  const variants = names.map((name): VariantReadout => {
    const row = byName.get(name) as Row;
    const rate = row.sessions === 0 ? 0 : row.completed / row.sessions;
    return {
      variant: name,
      versions: row.versions,
      weight: request.weights[name] ?? null,
      sessions: row.sessions,
      completed: row.completed,
      rate,
      rateInterval: wilsonInterval(row.completed, row.sessions),
      difference:
        !controlRow || name === control
          ? null
          : {
              estimate: rate - (controlRow.sessions === 0 ? 0 : controlRow.completed / controlRow.sessions),
              interval: newcombeInterval(
                row.completed,
                row.sessions,
                controlRow.completed,
                controlRow.sessions,
              ),
            },
    };
  });

  const weighted = variants.filter((variant) => (variant.weight ?? 0) > 0);
  const fit =
    weighted.length >= 2
      ? chiSquareGoodnessOfFit(
          weighted.map((variant) => variant.sessions),
          weighted.map((variant) => variant.weight ?? 0),
        )
      : null;
  const split = fit && { ...fit, flagged: fit.pValue < SPLIT_ALPHA };

  const controlLine = variants.find((variant) => variant.variant === control);
  const others = variants.filter((variant) => variant.difference !== null);
  const needs = others.map((variant) => {
    const base = controlLine as VariantReadout;
    const total = sessionsForPower(base.rate, variant.rate);
    return Math.max(0, total - Math.min(base.sessions, variant.sessions));
  });
  const most = Math.max(0, ...needs);
  const moreSessionsNeeded = others.length === 0 || !Number.isFinite(most) ? null : most;

  return {
    step: request.step,
    merchant: request.merchant ?? null,
    since: request.since?.toISOString() ?? null,
    control,
    variants,
    split,
    moreSessionsNeeded,
    verdicts: verdictsOf(control, others, split, moreSessionsNeeded),
    note: CONSENT_NOTE,
  };
}

/** The verdict lines: a split that is off wins over everything; then each variant against the control. */
function verdictsOf(
  control: string | null,
  others: readonly VariantReadout[],
  split: SplitCheck | null,
  more: number | null,
): string[] {
  if (split?.flagged) return ['split is off: check the assignment before reading results'];
  if (control === null) return ['no sessions reached this step yet'];
  if (others.length === 0) return ['only one variant: nothing to compare'];
  const clear = others.flatMap((variant) => {
    const { interval } = variant.difference as NonNullable<VariantReadout['difference']>;
    if (interval.lower > 0) return [`${variant.variant} completes more returns`];
    if (interval.upper < 0)
      return [`${control} completes more returns${others.length > 1 ? ` than ${variant.variant}` : ''}`];
    return [];
  });
  if (clear.length > 0) return clear;
  if (more === null)
    return ['no clear difference yet: the variants complete returns at the same rate so far'];
  return [`no clear difference yet: about ${roughly(more)} more sessions per variant`];
}
