import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { $gatekeepingAnswers, gatekeepingAnswersChanged } from './caches';
import { $selectedItems, itemSelected } from './selection';
import { $stepError, stepErrorCleared, stepErrorRaised, stepRetried } from './step-error';

describe('step error', () => {
  it('holds the raised error, or a stand-in when none was given', async () => {
    const scope = fork();
    const error = new HttpError(500, 'Internal Server Error', null);
    await allSettled(stepErrorRaised, { scope, params: error });
    expect(scope.getState($stepError)).toBe(error);
    await allSettled(stepErrorRaised, { scope, params: undefined });
    expect(scope.getState($stepError)).toBeInstanceOf(Error);
  });

  it.each([
    ['the shopper moves on', stepErrorCleared],
    ['the shopper tries again', stepRetried],
  ])('goes when %s', async (_, clock) => {
    const scope = fork();
    await allSettled(stepErrorRaised, { scope, params: new Error('boom') });
    await allSettled(clock, { scope });
    expect(scope.getState($stepError)).toBeNull();
  });

  it('keeps what the shopper selected and answered when they try again', async () => {
    const scope = fork();
    const item = { uid: 'p1-0', purchaseId: 'p1', quantity: 1 };
    await allSettled(itemSelected, { scope, params: item as never });
    await allSettled(gatekeepingAnswersChanged, {
      scope,
      params: { purchaseId: 'p1-0', answers: { q: 'a' } },
    });
    await allSettled(stepErrorRaised, { scope, params: new Error('boom') });
    await allSettled(stepRetried, { scope });
    expect(scope.getState($selectedItems)).toEqual([item]);
    expect(scope.getState($gatekeepingAnswers)).toEqual({ 'p1-0': { q: 'a' } });
  });
});
