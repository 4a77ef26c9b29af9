import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { type RetryPolicy, withRetry } from './retry';

const always: RetryPolicy = { tries: 3, delayMs: 0, retryOn: () => true };

afterEach(() => {
  vi.useRealTimers();
});

describe('withRetry', () => {
  it('makes one call when the first try succeeds', async () => {
    const call = vi.fn(async () => 'ok');
    expect(await withRetry(call, always)).toBe('ok');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('tries again until a try succeeds, numbering the tries', async () => {
    const call = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new Error('one'))
      .mockRejectedValueOnce(new Error('two'))
      .mockResolvedValueOnce('ok');
    expect(await withRetry(call, always)).toBe('ok');
    expect(call.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2, 3]);
  });

  it('gives up after the last try with that try’s own error, whatever was thrown', async () => {
    const typeError = new TypeError('Failed to fetch dynamically imported module');
    const call = vi
      .fn<() => Promise<never>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce('not an error')
      .mockRejectedValueOnce(typeError);
    await expect(withRetry(call, always)).rejects.toBe(typeError);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('stops at a failure the policy does not retry', async () => {
    const refused = new HttpError(409, 'Conflict', null);
    const call = vi.fn<() => Promise<never>>().mockRejectedValue(refused);
    await expect(withRetry(call, { ...always, retryOn: (error) => error !== refused })).rejects.toBe(refused);
    expect(call).toHaveBeenCalledTimes(1);

    const second = vi
      .fn<() => Promise<never>>()
      .mockRejectedValueOnce(new Error('lost'))
      .mockRejectedValueOnce(refused);
    await expect(withRetry(second, { ...always, retryOn: (error) => error !== refused })).rejects.toBe(
      refused,
    );
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('pauses the policy’s delay, growing by its factor', async () => {
    await import('./retry-after-failure');
    vi.useFakeTimers();
    const started = Date.now();
    const at: number[] = [];
    const call = vi.fn(async () => {
      at.push(Date.now() - started);
      throw new Error('down');
    });
    const outcome = expect(
      withRetry(call, { tries: 3, delayMs: 300, factor: 4, retryOn: () => true }),
    ).rejects.toThrow('down');
    await vi.runAllTimersAsync();
    await outcome;
    expect(at).toEqual([0, 300, 1500]);
  });
});
