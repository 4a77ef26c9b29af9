import { describe, expect, it } from 'vitest';
import { allWithinBudget, median, verdict } from './budgets';

describe('verdict', () => {
  it('holds a figure to its maximum, the budget itself included', () => {
    expect(verdict({ value: 150_000, budget: 'signInJsGzip' })).toBe('ok');
    expect(verdict({ value: 150_001, budget: 'signInJsGzip' })).toBe('over');
    expect(verdict({ value: 0.011, budget: 'cls' })).toBe('over');
  });

  it('holds a score and a throughput ratio to their minimum', () => {
    expect(verdict({ value: 95, budget: 'score' })).toBe('ok');
    expect(verdict({ value: 94, budget: 'score' })).toBe('over');
    expect(verdict({ value: 0.69, budget: 'serverPageRatio' })).toBe('over');
  });

  it('counts a figure that could not be measured as failed, and one without a budget as information', () => {
    expect(verdict({ value: null, budget: 'lcp' })).toBe('failed');
    expect(verdict({ value: Number.NaN, budget: 'lcp' })).toBe('failed');
    expect(verdict({ value: null, error: 'timeout' })).toBe('failed');
    expect(verdict({ value: 12 })).toBe('info');
  });

  it('passes a run only when every budgeted figure is within it', () => {
    expect(allWithinBudget([{ value: 1 }, { value: 100, budget: 'confirmInteractive' }])).toBe(true);
    expect(allWithinBudget([{ value: 101, budget: 'confirmInteractive' }])).toBe(false);
    expect(allWithinBudget([{ value: 1, error: 'crashed' }])).toBe(false);
  });
});

describe('median', () => {
  it('takes the middle run, the lower middle for an even count, ignoring runs that gave nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});
