import { describe, expect, it } from 'vitest';
import { MemoryCounters } from './shared-counters';
import { UploadQuota } from './upload-quota';

describe('UploadQuota', () => {
  it('gives each key its own limit per window, the window counted from the first take', async () => {
    let now = 1_000;
    const quota = new UploadQuota(3, 1000, new MemoryCounters({ now: () => now }));
    const takes = [];
    for (let index = 0; index < 4; index++) takes.push(await quota.take('a'));
    expect(takes).toEqual([true, true, true, false]);
    expect(await quota.remaining('a')).toBe(0);
    expect(await quota.remaining('b')).toBe(3);
    // Later takes do not push the window's end.
    now = 1_999;
    expect(await quota.take('a')).toBe(false);
    now = 2_001;
    expect(await quota.remaining('a')).toBe(3);
    expect(await quota.take('a')).toBe(true);
  });

  it('tracks a bounded number of keys in memory', async () => {
    const quota = new UploadQuota(1, 60_000, new MemoryCounters({ maxTracked: 2 }));
    for (const key of ['a', 'b', 'c']) await quota.take(key);
    // `a` was the least recently used and is forgotten; `b` and `c` are still counted.
    expect(await quota.remaining('a')).toBe(1);
    expect(await quota.remaining('c')).toBe(0);
  });

  it('counts one shopper once whichever replica takes: two quotas on the same counters', async () => {
    const counters = new MemoryCounters();
    const [one, two] = [new UploadQuota(2, 60_000, counters), new UploadQuota(2, 60_000, counters)];
    expect([await one.take('a'), await two.take('a'), await one.take('a')]).toEqual([true, true, false]);
    expect(await two.remaining('a')).toBe(0);
  });
});
