import { HttpError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage, storedErrorMessage } from './sign-in-errors';

const failed = (status: number, ...codes: string[]) =>
  new HttpError(status, 'status', { errors: codes.map((code) => ({ code })) });

describe('signInErrorMessage', () => {
  it('maps auth_5, auth_7 and auth_9 to invalid credentials', () => {
    for (const code of ['auth_5', 'auth_7', 'auth_9']) {
      expect(signInErrorMessage(failed(401, code)).key).toBe('login.error.invalid_credentials');
    }
  });
  it('reads only the first error', () => {
    expect(signInErrorMessage(failed(401, 'auth_1', 'auth_5')).key).toBe('login.error.unknown');
  });
  it('has its own message for too many attempts', () => {
    expect(signInErrorMessage(failed(429, 'auth_429')).key).toBe('login.error.too_many_attempts');
  });
  it('maps anything else, a network failure included, to the unknown error', () => {
    expect(signInErrorMessage(failed(500, 'oops')).key).toBe('login.error.unknown');
    expect(signInErrorMessage(new TypeError('Failed to fetch')).key).toBe('login.error.unknown');
  });
});

describe('storedErrorMessage', () => {
  it('shows a quote-flow backend code with its own message', () => {
    expect(storedErrorMessage('EC_50005')).toEqual({ key: 'errors.backend.EC_50005' });
    expect(storedErrorMessage('EC_60001#002')).toEqual({ key: 'errors.backend.EC_60001#002' });
  });
  it('ignores codes starting with app, and nothing stored', () => {
    expect(storedErrorMessage('app_session_expired')).toBeNull();
    expect(storedErrorMessage(null)).toBeNull();
  });
  it('reports wrong credentials only for auth_5, auth_7 and auth_9', () => {
    for (const code of ['auth_5', 'auth_7', 'auth_9'])
      expect(storedErrorMessage(code)).toEqual({ key: 'login.error.invalid_credentials' });
  });
  it('reports an ended session (auth_401, auth_403) as such, never as wrong credentials', () => {
    for (const code of ['auth_401', 'auth_403', 'auth_session_expired'])
      expect(storedErrorMessage(code)).toEqual({ key: 'login.error.session_ended' });
  });
  it('shows the combination message for any other code', () => {
    expect(storedErrorMessage('EC_99999')).toEqual({ key: 'errors.backend.default' });
  });
});
