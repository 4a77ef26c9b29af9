import { consumerIdCleared, loggedOut, selectionCleared, signedIn } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $insuranceAnswerSaved, $typedAddress, addressTyped, insuranceAnswerSaved } from './carrier-answers';

const address = {
  street: 'Hauptstraße',
  houseNumber: '5',
  city: 'Berlin',
  postalCode: '10115',
  country: 'DE',
};

async function answered() {
  const scope = fork();
  await allSettled(insuranceAnswerSaved, { scope });
  await allSettled(addressTyped, { scope, params: address });
  return scope;
}

describe("the carriers step's kept answers", () => {
  it.each([
    ['signing in', () => signedIn, 'consumer-2'],
    ['logging out', () => loggedOut, undefined],
    ['the consumer id going stale', () => consumerIdCleared, undefined],
  ] as const)('are forgotten on %s', async (_, clock, params) => {
    const scope = await answered();
    await allSettled(clock() as typeof signedIn, { scope, params: params as string });
    expect(scope.getState($insuranceAnswerSaved)).toBe(false);
    expect(scope.getState($typedAddress)).toBeNull();
  });

  it('forget the insurance answer with the selection it was for, and keep the typed address', async () => {
    const scope = await answered();
    await allSettled(selectionCleared, { scope });
    expect(scope.getState($insuranceAnswerSaved)).toBe(false);
    expect(scope.getState($typedAddress)).toEqual(address);
  });
});
