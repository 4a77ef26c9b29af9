import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './idempotency';

describe('IdempotencyKeys', () => {
  it('recalls an answer per scope and key, and nothing without a key', () => {
    const keys = new IdempotencyKeys();
    expect(keys.recall('quote:c1', 'k')).toBeUndefined();
    keys.remember('quote:c1', 'k', { id: 1 });
    expect(keys.recall('quote:c1', 'k')).toEqual({ id: 1 });
    expect(keys.recall('quote:c2', 'k')).toBeUndefined();
    keys.remember('quote:c1', undefined, { id: 2 });
    expect(keys.recall('quote:c1', undefined)).toBeUndefined();
  });
});
