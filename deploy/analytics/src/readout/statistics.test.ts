/**
 * The statistics against published values: Wilson's interval and Newcombe's method 10 against the
 * worked examples of R. G. Newcombe, "Two-sided confidence intervals for the single proportion:
 * comparison of seven methods" and "Interval estimation for the difference between independent
 * proportions: comparison of eleven methods" (Statistics in Medicine 17, 1998, tables I and II);
 * the chi-square p-values against the critical values of the standard chi-square table; Holm's
 * procedure against the worked example of its Wikipedia article and R's p.adjust(…, "holm"); the
 * always-valid interval against its defining property, computed independently by integrating the
 * normal mixture numerically (Simpson's rule) instead of the closed form; the sessions needed
 * against a simulation of the experiment they plan for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from './generated-data';
import {
  chiSquareGoodnessOfFit,
  holm,
  mixtureRadius,
  mixtureTuning,
  newcombeInterval,
  sequentialDifference,
  sessionsToDetect,
  wilsonInterval,
  Z_95,
} from './statistics';

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

describe('mixtureRadius (the normal-mixture confidence sequence)', () => {
  /**
   * The mixture ∫ exp(λ·S − λ²·n/2) dN(0, ρ²)(λ), integrated with Simpson's rule over ±12 widths of
   * its Gaussian-shaped integrand: a different route to the same quantity than the closed form.
   */
  const mixtureByQuadrature = (s: number, n: number, rho2: number) => {
    const precision = n + 1 / rho2;
    const centre = s / precision;
    const width = 12 / Math.sqrt(precision);
    const steps = 4000;
    const h = (2 * width) / steps;
    const f = (lambda: number) =>
      Math.exp(lambda * s - (lambda * lambda * n) / 2 - (lambda * lambda) / (2 * rho2)) /
      Math.sqrt(2 * Math.PI * rho2);
    let sum = f(centre - width) + f(centre + width);
    for (let i = 1; i < steps; i++) sum += (i % 2 === 0 ? 2 : 4) * f(centre - width + i * h);
    return (sum * h) / 3;
  };

  it('puts the mixture martingale exactly at 1/α on its boundary (Ville’s inequality’s threshold)', () => {
    for (const n of [10, 500, 10_000, 250_000]) {
      for (const alpha of [0.05, 0.025, 0.01]) {
        const rho2 = mixtureTuning(10_000, alpha);
        const boundary = n * mixtureRadius(n, alpha, rho2);
        expect(mixtureByQuadrature(boundary, n, rho2)).toBeCloseTo(1 / alpha, 6);
      }
    }
  });

  it('is wider than the fixed-horizon interval at every n, and shrinks as sessions come in', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (const n of [100, 1000, 10_000, 100_000, 1_000_000]) {
      const radius = mixtureRadius(n);
      expect(radius).toBeGreaterThan(Z_95 / Math.sqrt(n));
      expect(radius).toBeLessThan(previous);
      previous = radius;
    }
    // Tightest near the tuning: there about 1.55 times the fixed-horizon width.
    expect((mixtureRadius(10_000) * Math.sqrt(10_000)) / Z_95).toBeCloseTo(1.548, 2);
  });
});

describe('sequentialDifference', () => {
  it('holds the difference, turns round when the groups swap, and agrees with its own p-value', () => {
    const group = fc
      .tuple(fc.integer({ min: 1, max: 50_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([n, share]) => [Math.round(n * share), n] as const);
    fc.assert(
      fc.property(group, group, ([x1, n1], [x2, n2]) => {
        const one = sequentialDifference(x1, n1, x2, n2);
        const two = sequentialDifference(x2, n2, x1, n1);
        if (!one || !two) throw new Error('both have sessions');
        expect(one.interval.lower).toBeLessThanOrEqual(one.estimate + 1e-12);
        expect(one.interval.upper).toBeGreaterThanOrEqual(one.estimate - 1e-12);
        expect(two.interval.lower).toBeCloseTo(-one.interval.upper, 12);
        expect(one.pValue).toBeCloseTo(two.pValue, 12);
        // 0 is outside the interval exactly when the always-valid p-value is below α.
        const excludesZero = one.interval.lower > 0 || one.interval.upper < 0;
        if (Math.abs(one.pValue - 0.05) > 1e-9) expect(excludesZero).toBe(one.pValue < 0.05);
      }),
    );
  });

  it('is wider than Newcombe’s fixed-horizon interval: the price of reading it every day', () => {
    const sequential = sequentialDifference(1816, 4961, 1526, 5039);
    const fixed = newcombeInterval(1816, 4961, 1526, 5039);
    expect(sequential?.interval.lower).toBeLessThan(fixed.lower);
    expect(sequential?.interval.upper).toBeGreaterThan(fixed.upper);
    expect(sequential?.interval.lower).toBeGreaterThan(0);
  });

  it('says nothing without sessions on either side', () => {
    expect(sequentialDifference(0, 0, 10, 100)).toBeNull();
    expect(sequentialDifference(10, 100, 0, 0)).toBeNull();
  });

  it('keeps false winners at or below 5 % over 1,000 simulated A/A tests read on each of 30 days', () => {
    // Both arms complete 30 %; 150 sessions an arm a day; a "winner" is any day whose interval leaves out 0.
    const random = mulberry32(36);
    const simulate = (winner: (x1: number, n1: number, x2: number, n2: number) => boolean) => {
      let falseWinners = 0;
      for (let test = 0; test < 1000; test++) {
        let [x1, x2, n] = [0, 0, 0];
        for (let day = 0; day < 30; day++) {
          for (let session = 0; session < 150; session++) {
            if (random() < 0.3) x1++;
            if (random() < 0.3) x2++;
          }
          n += 150;
          if (winner(x1, n, x2, n)) {
            falseWinners++;
            break;
          }
        }
      }
      return falseWinners / 1000;
    };
    const sequential = simulate((x1, n1, x2, n2) => {
      const { interval } = sequentialDifference(x1, n1, x2, n2) ?? { interval: { lower: 0, upper: 0 } };
      return interval.lower > 0 || interval.upper < 0;
    });
    expect(sequential).toBeLessThanOrEqual(0.05);
    // The fixed-horizon interval read the same way names far more wrong winners: why it is not used.
    const fixed = simulate((x1, n1, x2, n2) => {
      const interval = newcombeInterval(x1, n1, x2, n2);
      return interval.lower > 0 || interval.upper < 0;
    });
    expect(fixed).toBeGreaterThan(0.1);
  });
});

describe('holm', () => {
  it('follows the worked example of Holm’s procedure (Wikipedia, “Holm–Bonferroni method”)', () => {
    // p = 0.01, 0.04, 0.03, 0.005 at α = 0.05: 0.005 ≤ 0.05/4 and 0.01 ≤ 0.05/3 are rejected;
    // 0.03 > 0.05/2 stops the procedure, so 0.04 is not rejected either.
    const result = holm([0.01, 0.04, 0.03, 0.005], 0.05);
    expect(result.rejected).toEqual([true, false, false, true]);
    expect(result.levels).toEqual([0.05 / 3, 0.05 / 2, 0.05 / 2, 0.05 / 4]);
    // R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") is 0.03 0.06 0.06 0.02.
    expect(result.adjusted.map((p) => Number(p.toFixed(10)))).toEqual([0.03, 0.06, 0.06, 0.02]);
  });

  it('is the plain test with one comparison, and rejects exactly where its adjusted p-value is ≤ α', () => {
    expect(holm([0.049])).toEqual({ rejected: [true], levels: [0.05], adjusted: [0.049] });
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (ps) => {
          const result = holm(ps);
          result.rejected.forEach((rejected, index) => {
            expect(rejected).toBe((result.adjusted[index] as number) <= 0.05);
          });
        },
      ),
    );
  });
});

describe('sessionsToDetect', () => {
  it('gives an 80 % chance to see the minimum effect, checked by simulating the experiment', () => {
    const plan = { baseline: 0.3, effect: 0.02, weights: [50, 50] as const };
    const total = sessionsToDetect(plan);
    expect(total).toBeGreaterThan(20_000);
    expect(total).toBeLessThan(40_000);
    // 2,000 experiments of `total` sessions with a true difference of 2 points, counts drawn from the
    // normal approximation of the binomial (Box–Muller): the share whose interval leaves out 0.
    const random = mulberry32(5);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const draw = (n: number, p: number) => Math.round(n * p + Math.sqrt(n * p * (1 - p)) * normal());
    const half = total / 2;
    let seen = 0;
    for (let run = 0; run < 2000; run++) {
      const result = sequentialDifference(draw(half, 0.32), half, draw(half, 0.3), half);
      if ((result?.interval.lower ?? 0) > 0) seen++;
    }
    expect(seen / 2000).toBeGreaterThan(0.77);
    expect(seen / 2000).toBeLessThan(0.83);
  });

  it('needs more for an uneven split, a smaller effect, or a stricter level', () => {
    const even = sessionsToDetect({ baseline: 0.3, effect: 0.02, weights: [50, 50] });
    // With about equal variances, (1/0.8 + 1/0.2) / (1/0.5 + 1/0.5) = 1.5625 times as many.
    const uneven = sessionsToDetect({ baseline: 0.3, effect: 0.02, weights: [80, 20] });
    expect(uneven / even).toBeGreaterThan(1.5);
    expect(uneven / even).toBeLessThan(1.65);
    expect(sessionsToDetect({ baseline: 0.3, effect: 0.01, weights: [50, 50] })).toBeGreaterThan(3 * even);
    expect(
      sessionsToDetect({ baseline: 0.3, effect: 0.02, weights: [50, 50], alpha: 0.025 }),
    ).toBeGreaterThan(even);
    expect(sessionsToDetect({ baseline: 0.3, effect: 0, weights: [50, 50] })).toBe(Number.POSITIVE_INFINITY);
  });
});
