// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, ResponseShapeError, TimeoutError } from './http/errors';
import {
  isDefinitiveRefusal,
  isTransient,
  SUBMISSION_RETRY,
  SUBMISSION_STORAGE_PREFIX,
  submissionKey,
  submitOnce,
  withRetries,
} from './submission';

const UUID = /^[0-9a-f-]{36}$/;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('submitOnce', () => {
  const key = submissionKey('return-order', 'c1', [{ purchaseId: 'p1' }]);

  it.each([
    ['a lost answer', new NetworkError('/x', new TypeError('Failed to fetch'))],
    ['a malformed or wrongly shaped answer', new ResponseShapeError('/x', [])],
    ['a server error', new HttpError(500, '', null)],
    ['too many requests', new HttpError(429, '', null)],
  ])('keeps the request uuid after %s, so the next press asks about the same return', async (_, error) => {
    const send = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce({ id: 'ro-1' });
    await expect(submitOnce(key, send)).rejects.toBe(error);
    expect(await submitOnce(key, send)).toEqual({ id: 'ro-1' });
    const [first, second] = send.mock.calls.map((args) => args[0]);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('keeps it in session storage, so a reloaded page re-uses it too', async () => {
    const send = vi.fn().mockRejectedValue(new NetworkError('/x', null));
    await expect(submitOnce(key, send)).rejects.toBeInstanceOf(NetworkError);
    expect(sessionStorage.getItem(SUBMISSION_STORAGE_PREFIX + key)).toBe(send.mock.calls[0]?.[0]);
  });

  it.each([
    ['success', async () => ({ id: 'ro-1' })],
    [
      'a definitive refusal (409)',
      async () => {
        throw new HttpError(409, '', null);
      },
    ],
  ])('forgets it after %s: the next press is a new submission', async (_, outcome) => {
    const send = vi.fn((_uuid: string) => outcome());
    await submitOnce(key, send).catch(() => undefined);
    await submitOnce(key, send).catch(() => undefined);
    const [first, second] = send.mock.calls.map((args) => args[0]);
    expect(second).not.toBe(first);
    expect(sessionStorage.length).toBe(0);
  });

  it('gives another selection or consumer its own uuid', async () => {
    const send = vi.fn().mockRejectedValue(new NetworkError('/x', null));
    for (const other of [
      key,
      submissionKey('return-order', 'c1', [{ purchaseId: 'p2' }]),
      submissionKey('return-order', 'c2', [{ purchaseId: 'p1' }]),
    ])
      await submitOnce(other, send).catch(() => undefined);
    expect(new Set(send.mock.calls.map(([uuid]) => uuid)).size).toBe(3);
  });

  it('names a selection by a fingerprint, not by what the shopper typed', () => {
    expect(submissionKey('quote', 'c1', [{ name: 'Summer dress' }])).toMatch(/^quote:c1:[0-9a-f]{8}$/);
  });
});

describe('retry rules', () => {
  it('tells a definitive refusal from a failure that may hide a created return', () => {
    expect(isDefinitiveRefusal(new HttpError(409, '', null))).toBe(true);
    expect(isDefinitiveRefusal(new HttpError(422, '', null))).toBe(true);
    expect(isDefinitiveRefusal(new HttpError(408, '', null))).toBe(false);
    expect(isDefinitiveRefusal(new HttpError(503, '', null))).toBe(false);
    expect(isDefinitiveRefusal(new ResponseShapeError('/x', []))).toBe(false);
  });

  it('tries a lost answer again within one press, but not a server error', async () => {
    const lost = vi.fn().mockRejectedValueOnce(new NetworkError('/x', null)).mockResolvedValueOnce('ok');
    expect(await withRetries(lost, { delayMs: 0 })).toBe('ok');
    expect(isTransient(new HttpError(500, '', null))).toBe(false);
    expect(isTransient(new HttpError(503, '', null))).toBe(true);
  });

  it('retries what may hide a created return: no answer, a time-out, a gateway; 3 tries, 1 s then 2 s', () => {
    expect(SUBMISSION_RETRY).toMatchObject({ tries: 3, delayMs: 1000 });
    expect(SUBMISSION_RETRY.factor ?? 2).toBe(2);
    expect(isTransient(new TimeoutError('/x', 20_000))).toBe(true);
    expect([502, 503, 504].every((status) => isTransient(new HttpError(status, '', null)))).toBe(true);
    expect(isTransient(new HttpError(409, '', null))).toBe(false);
  });
});
