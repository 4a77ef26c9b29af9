import { HttpError, ResponseShapeError } from '@portal/shared';
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
  it('maps statuses up to 500 to the internal-server-error screen and above to server-down', () => {
    expect(errorKind(http(404))).toBe('internal-server-error');
    expect(errorKind(http(500))).toBe('internal-server-error');
    expect(errorKind(http(503))).toBe('server-down');
  });
  it('has its own screen for an answer of the wrong shape, and a generic one for the rest', () => {
    expect(errorKind(new ResponseShapeError('/api/x', []))).toBe('malformed-answer');
    expect(errorKind(new Error('boom'))).toBe('generic');
  });
});
