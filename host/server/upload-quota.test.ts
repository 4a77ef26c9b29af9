import { describe, expect, it } from 'vitest';
import { UploadQuota } from './upload-quota';

describe('UploadQuota', () => {
  it('gives each key its own limit per window, the window counted from the first take', () => {
    let now = 1_000;
    const quota = new UploadQuota(3, 1000, { now: () => now });
    expect([quota.take('a'), quota.take('a'), quota.take('a'), quota.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(quota.remaining('a')).toBe(0);
    expect(quota.remaining('b')).toBe(3);
    // Later takes do not push the window's end.
    now = 1_999;
    expect(quota.take('a')).toBe(false);
    now = 2_001;
    expect(quota.remaining('a')).toBe(3);
    expect(quota.take('a')).toBe(true);
  });

  it('tracks a bounded number of keys', () => {
    const quota = new UploadQuota(1, 60_000, { maxTracked: 2 });
    for (const key of ['a', 'b', 'c']) quota.take(key);
    // `a` was the least recently used and is forgotten; `b` and `c` are still counted.
    expect(quota.remaining('a')).toBe(1);
    expect(quota.remaining('c')).toBe(0);
  });
});
