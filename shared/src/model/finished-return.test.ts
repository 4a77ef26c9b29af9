import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { storedValueSchemas } from '../api/schemas';
import { signedIn } from './consumer';
import { $finishedReturn, returnFinished } from './finished-return';

describe('the finished return', () => {
  const finished = { consumerId: 'c-1', confirmation: '/order-confirmation/q-1' };

  it('is kept until the next sign-in', async () => {
    const scope = fork();
    await allSettled(returnFinished, { scope, params: finished });
    expect(scope.getState($finishedReturn)).toEqual(finished);
    await allSettled(signedIn, { scope, params: 'c-2' });
    expect(scope.getState($finishedReturn)).toBeNull();
  });

  it('is read back from storage only with an own path', () => {
    const schema = storedValueSchemas.finishedReturn;
    expect(schema.safeParse(finished).success).toBe(true);
    expect(schema.safeParse({ ...finished, confirmation: '//evil.example/x' }).success).toBe(false);
    expect(schema.safeParse({ ...finished, confirmation: 'https://evil.example/' }).success).toBe(false);
  });
});
