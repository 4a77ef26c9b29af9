import { HttpError, NetworkError, ResponseShapeError, TimeoutError } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $confirmationVisible,
  $failure,
  MAGIC_LINK_CONFIRMATION_MS,
  magicLinkFailure,
  magicLinkRequested,
  requestMagicLinkFx,
} from './magic-link-request';

afterEach(() => vi.useRealTimers());

const request = { email: 'emma@example.com', locale: 'nl', storeId: 'store-nordwind' };

describe('magic-link model', () => {
  it('shows the confirmation for 6 seconds, then the form again', async () => {
    vi.useFakeTimers();
    const scope = fork({ handlers: [[requestMagicLinkFx, async () => undefined]] });
    const settled = allSettled(magicLinkRequested, { scope, params: request });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($confirmationVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(MAGIC_LINK_CONFIRMATION_MS - 1);
    expect(scope.getState($confirmationVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($confirmationVisible)).toBe(false);
  });

  it('shows the text a failed answer carried', async () => {
    const scope = fork({
      handlers: [
        [
          requestMagicLinkFx,
          async () => {
            throw new HttpError(400, 'Bad Request', 'magic_link_invalid_email');
          },
        ],
      ],
    });
    await allSettled(magicLinkRequested, { scope, params: request });
    expect(scope.getState($failure)).toEqual({ text: 'magic_link_invalid_email' });
    expect(scope.getState($confirmationVisible)).toBe(false);
  });

  it('falls back to the error message or status when the answer has no text', () => {
    expect(
      magicLinkFailure(new HttpError(429, 'Too Many Requests', { errors: [{ code: 'auth_429' }] })),
    ).toEqual({ text: 'auth_429' });
    expect(magicLinkFailure(new HttpError(500, 'Internal Server Error', undefined))).toEqual({
      text: '500 Internal Server Error',
    });
  });

  it('shows its own translated message, not the technical error, when no answer could be read', () => {
    expect(
      magicLinkFailure(new NetworkError('/api/v0/auth/magic-link', new TypeError('Failed to fetch'))),
    ).toEqual({
      key: 'login.error.unknown',
    });
    expect(magicLinkFailure(new TimeoutError('/api/v0/auth/magic-link', 20_000))).toEqual({
      key: 'login.error.unknown',
    });
    expect(magicLinkFailure(new ResponseShapeError('/api/v0/auth/magic-link', []))).toEqual({
      key: 'login.error.unknown',
    });
  });
});
