import { describe, expect, it } from 'vitest';
import type { Figure } from './budgets';
import { formatTable, formatValue, toJson } from './table';

const figures: Figure[] = [
  { group: 'bytes', name: '/ first visit: JS gzip', value: 151_234, unit: 'bytes', budget: 'signInJsGzip' },
  { group: 'lighthouse', name: '/select-items reload: CLS', value: 0.004, unit: 'shift', budget: 'cls' },
  { group: 'server', name: 'page /: host server', value: 9876.4, unit: 'req/s', note: 'p99 3 ms' },
  { group: 'list', name: 'scale consumer', value: null, unit: 'count', error: 'timeout' },
];

describe('formatValue', () => {
  it('shows each unit as the budgets read', () => {
    expect(formatValue(151_234, 'bytes')).toBe('151.2 KB');
    expect(formatValue(12.6, 'ms')).toBe('13 ms');
    expect(formatValue(0.0042, 'shift')).toBe('0.004');
    expect(formatValue(1.234, 'ratio')).toBe('1.23');
    expect(formatValue(null, 'ms')).toBe('n/a');
  });
});

describe('formatTable', () => {
  it('prints every figure against its budget, with the verdict', () => {
    expect(formatTable(figures).split('\n')).toEqual([
      'group       figure                           value  budget              note',
      '----------  -------------------------  -----------  ----------  ------  --------',
      'bytes       / first visit: JS gzip        151.2 KB  ≤ 150.0 KB  OVER',
      'lighthouse  /select-items reload: CLS        0.004  ≤ 0.010     ok',
      'server      page /: host server        9,876 req/s                      p99 3 ms',
      'list        scale consumer                     n/a              FAILED',
    ]);
  });
});

describe('toJson', () => {
  it('keeps each figure with its budget and verdict, and the run details', () => {
    const json = toJson(figures, { startedAt: 'now' });
    expect(json.startedAt).toBe('now');
    expect(json.figures[0]).toMatchObject({
      value: 151_234,
      budget: { name: 'signInJsGzip', max: 150_000, unit: 'bytes' },
      verdict: 'over',
    });
    expect(json.figures[2]).toMatchObject({ budget: null, verdict: 'info' });
    expect(json.figures[3]).toMatchObject({ verdict: 'failed', error: 'timeout' });
  });
});
