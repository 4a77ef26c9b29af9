/**
 * The readout's statistics, pure: Wilson's interval for a rate, Newcombe's interval for a difference
 * of two rates, Pearson's chi-square check of a split against its weights, and the sessions a
 * difference needs to be seen. The rules are written down in docs/business-rules.md#the-readout.
 */
import gammainc from '@stdlib/math-base-special-gammainc';

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
 * Sessions per variant needed to tell rates `p1` and `p2` apart with 80 % power in a two-sided test
 * at alpha 0.05 (two independent proportions, normal approximation, no continuity correction):
 *
 *   n = (z(1−α/2)·√(2·p̄·(1−p̄)) + z(1−β)·√(p1·(1−p1) + p2·(1−p2)))² / (p1 − p2)²,   p̄ = (p1 + p2) / 2
 *
 * rounded up. Equal rates can never be told apart: Infinity.
 */
export function sessionsForPower(p1: number, p2: number): number {
  if (p1 === p2) return Number.POSITIVE_INFINITY;
  const mean = (p1 + p2) / 2;
  const root =
    Z_95 * Math.sqrt(2 * mean * (1 - mean)) + Z_POWER_80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / (p1 - p2) ** 2);
}
