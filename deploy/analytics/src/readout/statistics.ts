/**
 * The readout's statistics, pure: Wilson's interval for a rate, Newcombe's interval for a difference
 * of two rates, Pearson's chi-square check of a split against its weights, the always-valid
 * (sequential) interval for a difference that the verdict reads, Holm's correction for several
 * variants, and the sessions a split needs to detect a difference worth having. The rules are
 * written down in docs/business-rules.md#the-readout.
 */
import gammainc from '@stdlib/math-base-special-gammainc';

/** The chance of a false winner the readout allows: 5 %, however often it is read. */
export const ALPHA = 0.05;
/** The normal quantile for a two-sided 95 % interval (alpha 0.05). */
export const Z_95 = 1.959963984540054;
/** The normal quantile for 80 % power. */
const Z_POWER_80 = 0.8416212335729143;

/** A closed interval. */
export interface Interval {
  lower: number;
  upper: number;
}

/**
 * Wilson's score interval for `successes` out of `trials` (Wilson 1927): unlike the textbook
 * p ± z·se it stays inside [0, 1] and keeps its coverage near 0 and 1 and for small samples.
 * No trials: the whole of [0, 1].
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials === 0) return { lower: 0, upper: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // Rounding may leave 1e-17 outside [0, 1] at x = 0 or x = n.
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/**
 * Newcombe's hybrid score interval (his method 10, 1998) for p1 − p2, built from each rate's Wilson
 * interval: good coverage without the Wald interval's overshoot of [−1, 1].
 */
export function newcombeInterval(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  z = Z_95,
): Interval {
  const p1 = trials1 === 0 ? 0 : successes1 / trials1;
  const p2 = trials2 === 0 ? 0 : successes2 / trials2;
  const one = wilsonInterval(successes1, trials1, z);
  const two = wilsonInterval(successes2, trials2, z);
  const difference = p1 - p2;
  return {
    lower: difference - Math.hypot(p1 - one.lower, two.upper - p2),
    upper: difference + Math.hypot(one.upper - p1, p2 - two.lower),
  };
}

/** Pearson's goodness-of-fit statistic, its degrees of freedom and p-value. */
export interface ChiSquareResult {
  statistic: number;
  degreesOfFreedom: number;
  pValue: number;
}

/**
 * Pearson's chi-square goodness of fit of `observed` counts against `weights` (any scale: they are
 * made shares). Categories with no weight are left out (a variant at 0 % gets no new sessions). With
 * fewer than two categories, or no count at all, there is nothing to test: p = 1.
 */
export function chiSquareGoodnessOfFit(
  observed: readonly number[],
  weights: readonly number[],
): ChiSquareResult {
  if (observed.length !== weights.length) throw new Error('observed and weights differ in length');
  const kept = observed.flatMap((count, index) => {
    const weight = weights[index] ?? 0;
    return weight > 0 ? [{ count, weight }] : [];
  });
  const total = kept.reduce((sum, { count }) => sum + count, 0);
  const weightTotal = kept.reduce((sum, { weight }) => sum + weight, 0);
  const degreesOfFreedom = kept.length - 1;
  if (degreesOfFreedom < 1 || total === 0)
    return { statistic: 0, degreesOfFreedom: Math.max(0, degreesOfFreedom), pValue: 1 };
  const statistic = kept.reduce((sum, { count, weight }) => {
    const expected = (total * weight) / weightTotal;
    return sum + (count - expected) ** 2 / expected;
  }, 0);
  // The chi-square distribution's upper tail is the regularized upper incomplete gamma Q(k/2, x/2),
  // computed directly: 1 − CDF would round every p below 1e-16 to 0.
  return { statistic, degreesOfFreedom, pValue: gammainc(statistic / 2, degreesOfFreedom / 2, true, true) };
}

/**
 * The sessions the always-valid interval is tightest around (its mixture's tuning, as GrowthBook's
 * "sequential tuning parameter"): a wrong guess costs width, never validity.
 */
export const TUNED_FOR_SESSIONS = 10_000;

/**
 * The normal mixture's ρ² tuned to be tightest at `n` observations (Howard, Ramdas, McAuliffe and
 * Sekhon 2021; the choice GrowthBook documents): ρ² = (−2·log α + log(1 − 2·log α)) / n.
 */
export function mixtureTuning(n = TUNED_FOR_SESSIONS, alpha = ALPHA): number {
  const twiceLog = -2 * Math.log(alpha);
  return (twiceLog + Math.log(twiceLog + 1)) / n;
}

/**
 * The radius, in standard deviations of one observation, of the two-sided normal-mixture confidence
 * sequence for a mean after `n` observations (Howard et al. 2021, "Time-uniform, nonparametric,
 * nonasymptotic confidence sequences"; as an asymptotic sequence for estimated variances, Waudby-Smith
 * et al., "Time-uniform central limit theory and asymptotic confidence sequences"):
 *
 *   r(n) = √( 2·(n·ρ² + 1) / (n²·ρ²) · log( √(n·ρ² + 1) / α ) )
 *
 * The mixture of exp(λ·S − λ²·n/2) over λ ~ N(0, ρ²) is a martingale; by Ville's inequality it passes
 * 1/α with chance at most α ever, which is what makes every look at once valid.
 */
export function mixtureRadius(n: number, alpha = ALPHA, rho2 = mixtureTuning()): number {
  const grown = n * rho2 + 1;
  return Math.sqrt(((2 * grown) / (n * n * rho2)) * Math.log(Math.sqrt(grown) / alpha));
}

/**
 * The mixture martingale's value for an estimate `estimate` with standard error `se` after `n`
 * observations (S = n·estimate/σ, σ = se·√n): M = exp(ρ²·S² / (2·(n·ρ² + 1))) / √(n·ρ² + 1).
 * 1/M is an always-valid p-value for "no difference".
 */
function mixtureEvidence(estimate: number, se: number, n: number, rho2: number): number {
  const grown = n * rho2 + 1;
  const s2 = (n * estimate * estimate) / (se * se);
  return Math.exp((rho2 * s2) / (2 * grown)) / Math.sqrt(grown);
}

/** A difference of two rates read sequentially: its estimate, always-valid interval and p-value. */
export interface SequentialDifference {
  estimate: number;
  interval: Interval;
  /** Always valid: the chance of ever seeing evidence this strong with no difference is at most this. */
  pValue: number;
}

/**
 * p1 − p2 with its always-valid interval at level `alpha` (the normal-mixture confidence sequence
 * above, on the difference of two independent rates: n = n1 + n2 and σ = se·√n with
 * se² = p̃1·(1 − p̃1)/n1 + p̃2·(1 − p̃2)/n2). The variance uses p̃ = (x + ½)/(n + 1), so a rate of 0 or 1
 * does not make it 0 and the interval a point. Null without sessions on either side.
 */
export function sequentialDifference(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  alpha = ALPHA,
  rho2 = mixtureTuning(),
): SequentialDifference | null {
  if (trials1 === 0 || trials2 === 0) return null;
  const estimate = successes1 / trials1 - successes2 / trials2;
  const smoothed = (x: number, n: number) => (x + 0.5) / (n + 1);
  const q1 = smoothed(successes1, trials1);
  const q2 = smoothed(successes2, trials2);
  const se = Math.sqrt((q1 * (1 - q1)) / trials1 + (q2 * (1 - q2)) / trials2);
  const n = trials1 + trials2;
  const radius = se * Math.sqrt(n) * mixtureRadius(n, alpha, rho2);
  return {
    estimate,
    interval: { lower: Math.max(-1, estimate - radius), upper: Math.min(1, estimate + radius) },
    pValue: Math.min(1, 1 / mixtureEvidence(estimate, se, n, rho2)),
  };
}

/** Holm's step-down procedure over several p-values at once. */
export interface HolmResult {
  /** Whether each hypothesis is rejected, in the order given. */
  rejected: boolean[];
  /**
   * The level each was tested at: α/(k − i + 1) for the i-th smallest while they are rejected; those
   * after the first that is not all get that one's level (so an interval at it contains 0).
   */
  levels: number[];
  /** Holm's adjusted p-values (as R's p.adjust(…, "holm")). */
  adjusted: number[];
}

/**
 * Holm (1979), "A simple sequentially rejective multiple test procedure": sort the k p-values; reject
 * the i-th smallest while it is at most α/(k − i + 1), and stop at the first that is not. The chance
 * of any false winner stays at most α, with more power than Bonferroni's α/k for all.
 */
export function holm(pValues: readonly number[], alpha = ALPHA): HolmResult {
  const k = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((one, two) => one.p - two.p);
  const rejected = pValues.map(() => false);
  const levels = pValues.map(() => alpha);
  const adjusted = pValues.map(() => 1);
  let stoppedAt: number | null = null;
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    const level = alpha / (k - rank);
    running = Math.max(running, Math.min(1, p * (k - rank)));
    adjusted[index] = running;
    if (stoppedAt === null && p <= level) {
      rejected[index] = true;
      levels[index] = level;
      return;
    }
    stoppedAt ??= level;
    levels[index] = stoppedAt;
  });
  return { rejected, levels, adjusted };
}

/** What the sessions needed depend on. */
export interface DetectionPlan {
  /** The control's completion rate (a guess while it has few sessions). */
  baseline: number;
  /** The smallest difference worth detecting, as a share (0.02: 2 points). */
  effect: number;
  /** The two arms' configured weights (any scale). */
  weights: readonly [number, number];
  /** The level the comparison is tested at (α/k with k comparisons: Holm's strictest). */
  alpha?: number;
  rho2?: number;
}

/**
 * The sessions in the two arms together that the always-valid interval needs to show a difference
 * of `effect` with chance 80 % when the arms get their configured weights: the least N with
 *
 *   effect ≥ se(N)·√N·r(N) + z(0.8)·se(N),   se(N)² = p0·(1 − p0)/(N·w0) + p1·(1 − p1)/(N·w1)
 *
 * (p1 = p0 + effect, or p0 − effect where that passes 1; w the arms' shares of the pair). An uneven
 * split needs more than an even one. No effect to detect: Infinity.
 */
export function sessionsToDetect(plan: DetectionPlan): number {
  const { baseline, effect } = plan;
  if (!(effect > 0)) return Number.POSITIVE_INFINITY;
  const alpha = plan.alpha ?? ALPHA;
  const rho2 = plan.rho2 ?? mixtureTuning(TUNED_FOR_SESSIONS, alpha);
  const zPower = Z_POWER_80;
  const [weight0, weight1] = plan.weights;
  const share0 = weight0 / (weight0 + weight1);
  const other = baseline + effect <= 1 ? baseline + effect : baseline - effect;
  const spread = Math.sqrt((baseline * (1 - baseline)) / share0 + (other * (1 - other)) / (1 - share0));
  // se(N) = spread/√N, so the condition reads effect·√N ≥ spread·(√N·r(N) + z).
  const enough = (n: number) =>
    effect * Math.sqrt(n) >= spread * (Math.sqrt(n) * mixtureRadius(n, alpha, rho2) + zPower);
  if (spread === 0) return 2;
  let high = 2;
  while (!enough(high)) {
    high *= 2;
    if (high > 1e15) return Number.POSITIVE_INFINITY;
  }
  let low = high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle;
  }
  return high;
}
