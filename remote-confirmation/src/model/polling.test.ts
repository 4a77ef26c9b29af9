import { HttpError } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPolling, isAnotherSignIns, leadsToStart, POLLING_LIMIT_MS, pollsWithin } from './polling';

type Status = { ready: boolean };
type Decision = { kind: 'poll' } | { kind: 'done' };

const INTERVAL = 100;
const MAX = 3;
const polling = createPolling<string, Status, Decision>({
  fetch: async () => ({ ready: false }),
  decide: ({ ready }) => (ready ? { kind: 'done' } : { kind: 'poll' }),
  intervalMs: INTERVAL,
  maxPolls: MAX,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A scope whose status answers come from `answers` in turn (the last one repeats), counting the asks. */
function scopeAnswering(...answers: Status[]) {
  const asked: string[] = [];
  const scope = fork({
    handlers: [
      [
        polling.fetchFx,
        async (key: string) => {
          asked.push(key);
          return answers[Math.min(asked.length - 1, answers.length - 1)] as Status;
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('bounded polling', () => {
  it('asks at once, then every interval while the answer says poll, and stops when it does not', async () => {
    const { scope, asked } = scopeAnswering({ ready: false }, { ready: false }, { ready: true });
    const settled = allSettled(polling.started, { scope, params: 'q-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['q-1']);
    expect(scope.getState(polling.$decision)).toEqual({ kind: 'poll' });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await settled;
    expect(asked).toHaveLength(3);
    expect(scope.getState(polling.$decision)).toEqual({ kind: 'done' });
    expect(scope.getState(polling.$answer)).toEqual({ ready: true });
    await vi.advanceTimersByTimeAsync(INTERVAL * 10);
    expect(asked).toHaveLength(3);
    expect(scope.getState(polling.$timedOut)).toBe(false);
  });

  it('stops after maxPolls requests that all say poll, and says so; check again starts a new round', async () => {
    const { scope, asked } = scopeAnswering({ ready: false });
    const settled = allSettled(polling.started, { scope, params: 'q-1' });
    await vi.advanceTimersByTimeAsync(INTERVAL * (MAX - 1));
    await settled;
    expect(asked).toHaveLength(MAX);
    expect(scope.getState(polling.$timedOut)).toBe(true);
    // Nothing more is asked once the bound is reached.
    await vi.advanceTimersByTimeAsync(INTERVAL * 20);
    expect(asked).toHaveLength(MAX);

    const again = allSettled(polling.checkedAgain, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(polling.$timedOut)).toBe(false);
    expect(asked).toHaveLength(MAX + 1);
    await vi.advanceTimersByTimeAsync(INTERVAL * (MAX - 1));
    await again;
    expect(asked).toHaveLength(2 * MAX);
    expect(scope.getState(polling.$timedOut)).toBe(true);
  });

  it('sends one request at a time: a tick while one is under way asks nothing', async () => {
    let release: (status: Status) => void = () => undefined;
    let asks = 0;
    const scope = fork({
      handlers: [
        [
          polling.fetchFx,
          () => {
            asks += 1;
            return new Promise<Status>((resolve) => {
              release = resolve;
            });
          },
        ],
      ],
    });
    const settled = allSettled(polling.started, { scope, params: 'q-1' });
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(asks).toBe(1);
    release({ ready: true });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await settled;
    expect(asks).toBe(1);
    expect(scope.getState(polling.$decision)).toEqual({ kind: 'done' });
  });

  it('drops an answer that arrives after the page was left', async () => {
    let release: (status: Status) => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          polling.fetchFx,
          () =>
            new Promise<Status>((resolve) => {
              release = resolve;
            }),
        ],
      ],
    });
    void allSettled(polling.started, { scope, params: 'q-1' });
    await vi.advanceTimersByTimeAsync(0);
    // Left while the request is under way (settling waits for it, so it is answered afterwards).
    const left = allSettled(polling.stopped, { scope });
    release({ ready: true });
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    await left;
    expect(scope.getState(polling.$answer)).toBeNull();
    expect(scope.getState(polling.$decision)).toBeNull();
  });

  it('ends on a failed request, keeping the error', async () => {
    const error = new HttpError(500, 'Internal Server Error', {});
    const scope = fork({
      handlers: [
        [
          polling.fetchFx,
          async () => {
            throw error;
          },
        ],
      ],
    });
    await allSettled(polling.started, { scope, params: 'q-1' });
    expect(scope.getState(polling.$failure)).toEqual({ error });
    expect(scope.getState(polling.$polls)).toBe(1);
  });
});

describe('the bound and the failures that lead to the start', () => {
  it('fits five minutes of polling at each flow’s interval', () => {
    expect(POLLING_LIMIT_MS).toBe(300_000);
    expect(pollsWithin(5000)).toBe(61);
    expect(pollsWithin(2500)).toBe(121);
  });

  it('treats 401 and 404 as nothing to confirm, 403 as another sign-in’s, anything else as an error', () => {
    for (const status of [401, 404]) expect(leadsToStart(new HttpError(status, '', {}))).toBe(true);
    expect(leadsToStart(new HttpError(403, '', {}))).toBe(false);
    expect(isAnotherSignIns(new HttpError(403, '', {}))).toBe(true);
    for (const status of [401, 404, 500]) expect(isAnotherSignIns(new HttpError(status, '', {}))).toBe(false);
    expect(leadsToStart(new HttpError(500, '', {}))).toBe(false);
    expect(leadsToStart(new Error('network'))).toBe(false);
    expect(isAnotherSignIns(new Error('network'))).toBe(false);
  });
});
