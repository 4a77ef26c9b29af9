import { HttpError } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { signInErrorKey } from './sign-in-error';

const failed = (...codes: string[]) =>
  new HttpError(401, 'Unauthorized', { errors: codes.map((code) => ({ code })) });

describe('signInErrorKey', () => {
  it('maps auth_5, auth_7 and auth_9 to invalid credentials', () => {
    for (const code of ['auth_5', 'auth_7', 'auth_9']) {
      expect(signInErrorKey(failed(code))).toBe('login.error.invalid_credentials');
    }
  });
  it('reads only the first error', () => {
    expect(signInErrorKey(failed('auth_1', 'auth_5'))).toBe('login.error.unknown');
  });
  it('maps anything else to the unknown error', () => {
    expect(signInErrorKey(new Error('network'))).toBe('login.error.unknown');
  });
});
