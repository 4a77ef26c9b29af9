import { HttpError } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $confirmationVisible,
  $failure,
  MAGIC_LINK_CONFIRMATION_MS,
  magicLinkErrorText,
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
    expect(scope.getState($failure)).toBe('magic_link_invalid_email');
    expect(scope.getState($confirmationVisible)).toBe(false);
  });

  it('falls back to the error message or status when the answer has no text', () => {
    expect(
      magicLinkErrorText(new HttpError(429, 'Too Many Requests', { errors: [{ code: 'auth_429' }] })),
    ).toBe('auth_429');
    expect(magicLinkErrorText(new HttpError(500, 'Internal Server Error', undefined))).toBe(
      '500 Internal Server Error',
    );
  });
});
