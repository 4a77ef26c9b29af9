import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $typedEmail, emailTyped } from './typed-email';

describe('the typed e-mail address', () => {
  it('keeps the last e-mail address typed, and an emptied field', async () => {
    const scope = fork();
    await allSettled(emailTyped, { scope, params: ' emma@example.com ' });
    expect(scope.getState($typedEmail)).toBe('emma@example.com');
    await allSettled(emailTyped, { scope, params: '' });
    expect(scope.getState($typedEmail)).toBe('');
  });

  it('ignores what is not (yet) an e-mail address, such as a postal code', async () => {
    const scope = fork();
    await allSettled(emailTyped, { scope, params: 'emma@example.com' });
    await allSettled(emailTyped, { scope, params: '1055 GT' });
    await allSettled(emailTyped, { scope, params: 'emma@exa' });
    expect(scope.getState($typedEmail)).toBe('emma@example.com');
  });
});
