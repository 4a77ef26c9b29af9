import { HttpError, NetworkError, ResponseShapeError, TimeoutError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { errorKind } from './error-kind';

const http = (status: number, data: unknown = null) => new HttpError(status, 'status', data);

describe('errorKind', () => {
  it('sends 401, 403 and an errors array back to sign-in', () => {
    expect(errorKind(http(401))).toBe('sign-in');
    expect(errorKind(http(403))).toBe('sign-in');
    expect(errorKind(http(400, { errors: [{ code: 'x' }] }))).toBe('sign-in');
    expect(errorKind(http(400, { errorCode: 'EC_50005' }))).toBe('sign-in');
  });
  it('gives 500 its own screen, every other 5xx the server-down one, and any other status the generic one', () => {
    expect(errorKind(http(500))).toBe('internal-server-error');
    for (const status of [501, 502, 503, 504, 599]) expect(errorKind(http(status))).toBe('server-down');
    for (const status of [400, 404, 409, 422, 499]) expect(errorKind(http(status))).toBe('generic');
  });
  it('has its own screen for an answer of the wrong shape, and a generic one for the rest', () => {
    expect(errorKind(new ResponseShapeError('/api/x', []))).toBe('malformed-answer');
    expect(errorKind(new Error('boom'))).toBe('generic');
    expect(errorKind(new NetworkError('/api/x', new TypeError('Failed to fetch')))).toBe('generic');
  });
  it('shows a call that timed out as the server being down, like a gateway timeout (504)', () => {
    expect(errorKind(new TimeoutError('/api/v0/consumer/c/purchases', 15_000))).toBe('server-down');
    expect(errorKind(new DOMException('signal timed out', 'TimeoutError'))).toBe('server-down');
  });
});
