import { HttpError, NetworkError, TimeoutError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { endsSession, INLINE_ERROR_KEYS, inlineErrorKey, isInvalidAddress } from './inline-error';

describe('inline errors', () => {
  it('says the address cannot be used for EC_60001#001 and #002, in either error shape', () => {
    const first = new HttpError(400, 'Bad Request', { errorCode: 'EC_60001#001' });
    const second = new HttpError(422, '', { errors: [{ code: 'EC_60001#002' }] });
    expect(inlineErrorKey(first)).toBe('errors.backend.EC_60001#001');
    expect(inlineErrorKey(second)).toBe('errors.backend.EC_60001#002');
    expect(isInvalidAddress(second)).toBe(true);
    expect(isInvalidAddress(new HttpError(400, '', { errorCode: 'EC_50001' }))).toBe(false);
  });

  it('maps statuses up to 500 to the internal-server-error text and above to server down', () => {
    expect(inlineErrorKey(new HttpError(400, '', null))).toBe(INLINE_ERROR_KEYS.internalServerError);
    expect(inlineErrorKey(new HttpError(500, '', null))).toBe(INLINE_ERROR_KEYS.internalServerError);
    expect(inlineErrorKey(new HttpError(503, '', null))).toBe(INLINE_ERROR_KEYS.serverDown);
    expect(inlineErrorKey(new NetworkError('/volta/quotes', new TypeError('Failed to fetch')))).toBe(
      INLINE_ERROR_KEYS.serverDown,
    );
    expect(inlineErrorKey(new TimeoutError('/volta/quotes', 20_000))).toBe(INLINE_ERROR_KEYS.serverDown);
    expect(inlineErrorKey(new Error('boom'))).toBe(INLINE_ERROR_KEYS.generic);
  });

  it('leaves 401 and 403 to the error screen', () => {
    expect(endsSession(new HttpError(401, '', null))).toBe(true);
    expect(endsSession(new HttpError(403, '', null))).toBe(true);
    expect(endsSession(new HttpError(404, '', null))).toBe(false);
  });
});
