import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createGate } from './gate';

describe('createGate', () => {
  it('is open with the page’s props while shown, and empty once closed', async () => {
    const gate = createGate<{ id: string }>();
    const scope = fork();
    await allSettled(gate.open, { scope, params: { id: 'a' } });
    expect(scope.getState(gate.status)).toBe(true);
    expect(scope.getState(gate.state)).toEqual({ id: 'a' });
    await allSettled(gate.set, { scope, params: { id: 'b' } });
    expect(scope.getState(gate.state)).toEqual({ id: 'b' });
    await allSettled(gate.close, { scope, params: { id: 'b' } });
    expect(scope.getState(gate.status)).toBe(false);
    expect(scope.getState(gate.state)).toEqual({});
  });
});
