/**
 * The statistics against published values: Wilson's interval and Newcombe's method 10 against the
 * worked examples of R. G. Newcombe, "Two-sided confidence intervals for the single proportion:
 * comparison of seven methods" and "Interval estimation for the difference between independent
 * proportions: comparison of eleven methods" (Statistics in Medicine 17, 1998, tables I and II);
 * the chi-square p-values against the critical values of the standard chi-square table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chiSquareGoodnessOfFit, newcombeInterval, sessionsForPower, wilsonInterval } from './statistics';

const rounded = ({ lower, upper }: { lower: number; upper: number }) => [
  Number(lower.toFixed(4)),
  Number(upper.toFixed(4)),
];

describe('wilsonInterval', () => {
  it('gives Newcombe’s (1998) published Wilson intervals', () => {
    expect(rounded(wilsonInterval(81, 263))).toEqual([0.2553, 0.3662]);
    expect(rounded(wilsonInterval(15, 148))).toEqual([0.0624, 0.1605]);
    expect(rounded(wilsonInterval(0, 20))).toEqual([0, 0.1611]);
    expect(rounded(wilsonInterval(1, 29))).toEqual([0.0061, 0.1718]);
  });

  it('holds the estimate, stays in [0, 1], and mirrors for failures', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const x = Math.round(n * share);
          const { lower, upper } = wilsonInterval(x, n);
          expect(lower).toBeGreaterThanOrEqual(0);
          expect(upper).toBeLessThanOrEqual(1);
          expect(lower).toBeLessThanOrEqual(x / n + 1e-12);
          expect(upper).toBeGreaterThanOrEqual(x / n - 1e-12);
          const mirrored = wilsonInterval(n - x, n);
          expect(mirrored.lower).toBeCloseTo(1 - upper, 12);
          expect(mirrored.upper).toBeCloseTo(1 - lower, 12);
        },
      ),
    );
  });

  it('knows nothing without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ lower: 0, upper: 1 });
  });
});

describe('newcombeInterval', () => {
  it('gives Newcombe’s (1998) published method-10 intervals', () => {
    expect(rounded(newcombeInterval(56, 70, 48, 80))).toEqual([0.0524, 0.3339]);
    expect(rounded(newcombeInterval(9, 10, 3, 10))).toEqual([0.1705, 0.809]);
    expect(rounded(newcombeInterval(5, 56, 0, 29))).toEqual([-0.0381, 0.1926]);
    expect(rounded(newcombeInterval(0, 10, 0, 10))).toEqual([-0.2775, 0.2775]);
    expect(rounded(newcombeInterval(10, 10, 0, 10))).toEqual([0.6075, 1]);
  });

  it('holds the difference, stays in [−1, 1], and turns round when the groups swap', () => {
    const group = fc
      .tuple(fc.integer({ min: 1, max: 50_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([n, share]) => [Math.round(n * share), n] as const);
    fc.assert(
      fc.property(group, group, ([x1, n1], [x2, n2]) => {
        const { lower, upper } = newcombeInterval(x1, n1, x2, n2);
        const difference = x1 / n1 - x2 / n2;
        expect(lower).toBeGreaterThanOrEqual(-1 - 1e-12);
        expect(upper).toBeLessThanOrEqual(1 + 1e-12);
        expect(lower).toBeLessThanOrEqual(difference + 1e-12);
        expect(upper).toBeGreaterThanOrEqual(difference - 1e-12);
        const swapped = newcombeInterval(x2, n2, x1, n1);
        expect(swapped.lower).toBeCloseTo(-upper, 12);
        expect(swapped.upper).toBeCloseTo(-lower, 12);
      }),
    );
  });
});

describe('chiSquareGoodnessOfFit', () => {
  /** Counts of two categories whose statistic against 50/50 is `statistic`. */
  const twoWay = (statistic: number) => {
    // (x − n/2)² / (n/2) · 2 = statistic with n = 10,000.
    const offset = Math.sqrt((statistic * 10_000) / 4);
    return [5000 + offset, 5000 - offset];
  };

  it('matches the chi-square table’s critical values (1 degree of freedom)', () => {
    for (const [critical, p] of [
      [3.841, 0.05],
      [6.635, 0.01],
      [10.828, 0.001],
    ] as const) {
      const result = chiSquareGoodnessOfFit(twoWay(critical), [50, 50]);
      expect(result.statistic).toBeCloseTo(critical, 6);
      expect(result.degreesOfFreedom).toBe(1);
      expect(result.pValue).toBeCloseTo(p, 4);
    }
  });

  it('matches the table with 2 and 3 degrees of freedom, and weights on any scale', () => {
    // 5.991 and 7.815: the 0.05 critical values for 2 and 3 degrees of freedom.
    expect(chiSquareGoodnessOfFit([100, 100, 100], [1, 1, 1]).pValue).toBe(1);
    const three = chiSquareGoodnessOfFit([120, 90, 90], [1, 1, 1]);
    expect(three.statistic).toBeCloseTo(6, 10);
    expect(three.pValue).toBeCloseTo(0.0498, 4);
    const four = chiSquareGoodnessOfFit([60, 40, 25, 25], [40, 30, 15, 15]);
    expect(four.degreesOfFreedom).toBe(3);
    expect(four.statistic).toBeCloseTo(60 ** 2 / 60 - 60 + 40 ** 2 / 45 - 45 + (2 * 25 ** 2) / 22.5 - 45, 10);
  });

  it('a 45/55 split of 10,000 sessions configured 50/50 is far beyond p < 0.001', () => {
    const result = chiSquareGoodnessOfFit([4500, 5500], [50, 50]);
    expect(result.statistic).toBe(100);
    // Q(0.5, 50) = erfc(√50) ≈ 1.5e-23, not a 1 − CDF rounded to 0.
    expect(result.pValue).toBeGreaterThan(1.4e-23);
    expect(result.pValue).toBeLessThan(1.6e-23);
  });

  it('leaves out variants at weight 0, and has nothing to test with one category', () => {
    expect(chiSquareGoodnessOfFit([5000, 5000, 300], [50, 50, 0])).toMatchObject({ statistic: 0, pValue: 1 });
    expect(chiSquareGoodnessOfFit([10], [100])).toEqual({ statistic: 0, degreesOfFreedom: 0, pValue: 1 });
    expect(() => chiSquareGoodnessOfFit([1, 2], [1])).toThrow(/length/);
  });
});

describe('sessionsForPower', () => {
  it('follows the two-proportion formula (80 % power, two-sided alpha 0.05)', () => {
    // By hand: p̄ = 0.55; (1.95996·√0.495 + 0.84162·√0.49)² / 0.1² = 387.3.
    expect(sessionsForPower(0.5, 0.6)).toBe(388);
    // 30 % against 36 %: p̄ = 0.33; (1.95996·√0.4422 + 0.84162·√0.4404)² / 0.06² = 962.9.
    expect(sessionsForPower(0.3, 0.36)).toBe(963);
    expect(sessionsForPower(0.36, 0.3)).toBe(963);
    expect(sessionsForPower(0.3, 0.3)).toBe(Number.POSITIVE_INFINITY);
  });

  it('needs more sessions for a smaller difference', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        fc.double({ min: 0.001, max: 0.04, noNaN: true }),
        (p, d) => {
          expect(sessionsForPower(p, p + d)).toBeGreaterThanOrEqual(sessionsForPower(p, p + 2 * d));
        },
      ),
    );
  });
});
