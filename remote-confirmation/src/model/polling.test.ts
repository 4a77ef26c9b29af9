// @vitest-environment jsdom
import { HttpError } from '@portal/shared';
import { allSettled, createStore, fork, serialize } from 'effector';
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

describe('a server start: the first answer only, carried on in the browser', () => {
  const labelled = createPolling<string, { label: string | null }, { kind: 'poll' | 'done' | 'refused' }>({
    fetch: async () => ({ label: null }),
    decide: ({ label }, _, labelAllowed) =>
      label === null ? { kind: 'poll' } : labelAllowed(label) ? { kind: 'done' } : { kind: 'refused' },
    intervalMs: INTERVAL,
    maxPolls: MAX,
  });
  const $decisions = createStore(0).on(labelled.decided, (count) => count + 1);
  // The browser's page carries its label hosts; the server has no page to read them from.
  beforeEach(() => {
    document.body.innerHTML = '<script id="label-hosts" type="application/json">["labels.example"]</script>';
  });

  /** The server's scope with its first answer `answer`, then the browser's forked from its values. */
  async function served(answer: { label: string | null }, labelHosts: string[] = []) {
    const server = fork({ handlers: [[labelled.firstFetchFx, async () => answer]] });
    const settled = await allSettled(labelled.firstAnswerFx, {
      scope: server,
      params: { key: 'q-1', labelHosts },
    });
    const asked: string[] = [];
    const browser = fork({
      values: serialize(server),
      handlers: [
        [
          labelled.fetchFx,
          async (key: string) => {
            asked.push(key);
            return { label: 'https://labels.example/1.pdf' };
          },
        ],
      ],
    });
    return { server, settled, browser, asked };
  }

  it('asks once, with no timer and nothing the answer leads to, and holds it for the browser', async () => {
    const { server, settled } = await served({ label: null });
    expect(settled.status).toBe('done');
    expect(server.getState(labelled.$held)).toBe(true);
    expect(server.getState(labelled.$key)).toBe('q-1');
    expect(server.getState(labelled.$decision)).toEqual({ kind: 'poll' });
    expect(server.getState(labelled.$polls)).toBe(1);
    expect(server.getState($decisions)).toBe(0);
    // No timer runs in the server's scope: nothing is asked, however long it waits.
    await vi.advanceTimersByTimeAsync(INTERVAL * 10);
    expect(server.getState(labelled.$polls)).toBe(1);
  });

  it('decides with the label hosts the page will carry, not a document the server has not', async () => {
    const label = 'https://labels.example/1.pdf';
    expect((await served({ label }, ['labels.example'])).server.getState(labelled.$decision)).toEqual({
      kind: 'done',
    });
    expect((await served({ label }, ['elsewhere.example'])).server.getState(labelled.$decision)).toEqual({
      kind: 'refused',
    });
  });

  it('fails when the request does, holding nothing', async () => {
    const server = fork({
      handlers: [
        [
          labelled.firstFetchFx,
          async () => {
            throw new HttpError(404, 'Not Found', null);
          },
        ],
      ],
    });
    const settled = await allSettled(labelled.firstAnswerFx, {
      scope: server,
      params: { key: 'q-1', labelHosts: [] },
    });
    expect(settled.status).toBe('fail');
    expect(server.getState(labelled.$held)).toBe(false);
    expect(server.getState(labelled.$answer)).toBeNull();
  });

  it('the browser carries on from the held answer once, without asking again, and polls on at the interval', async () => {
    const { browser, asked } = await served({ label: null });
    expect(browser.getState(labelled.$answer)).toEqual({ label: null });
    const resumed = allSettled(labelled.resumed, { scope: browser });
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.getState($decisions)).toBe(1);
    expect(asked).toEqual([]);
    // A re-render of the same visit carries on from nothing more.
    const again = allSettled(labelled.resumed, { scope: browser });
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.getState($decisions)).toBe(1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    await Promise.all([resumed, again]);
    expect(asked).toEqual(['q-1']);
    expect(browser.getState(labelled.$decision)).toEqual({ kind: 'done' });
    expect(browser.getState($decisions)).toBe(2);
  });

  it('a final held answer leads where it leads, once, and starts no polling', async () => {
    const { browser, asked } = await served({ label: 'https://labels.example/1.pdf' }, ['labels.example']);
    await allSettled(labelled.resumed, { scope: browser });
    expect(browser.getState($decisions)).toBe(1);
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(asked).toEqual([]);
  });

  it('without a held answer, resuming does nothing (a browser-rendered page polls from its gate)', async () => {
    const scope = fork();
    await allSettled(labelled.resumed, { scope });
    expect(scope.getState($decisions)).toBe(0);
  });
});
