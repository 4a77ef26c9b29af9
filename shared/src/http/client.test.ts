import { allSettled, createEffect, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { registerDemoHandler } from '../demo/adapter';
import { logger } from '../logger/logger';
import { $isDemo, demoEntered, demoExited } from '../model/demo';
import { httpRequest, prefetchGet, REQUEST_UUID_HEADER } from './client';
import {
  HttpError,
  isHttpError,
  isNetworkError,
  isTimeoutError,
  NetworkError,
  ResponseShapeError,
  TimeoutError,
} from './errors';
import { TIMEOUTS_MS } from './timeouts';

const schema = z.object({ id: z.string() });
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  demoExited();
});

describe('httpRequest', () => {
  it('sends the request-uuid header and credentials on core calls, and parses the answer', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'c-1', extra: true }), { status: 200 }));
    const answer = await httpRequest({
      url: '/api/v0/x',
      method: 'POST',
      body: { a: 1 },
      schema: () => schema,
    });
    expect(answer).toEqual({ id: 'c-1' });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers[REQUEST_UUID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
  });

  it('keeps a request uuid the caller gives, so retries of one submission share it', async () => {
    const uuid = '0b9f1c2e-5b8a-4a8e-9d5b-3c1f2e4a6b7c';
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'c-1' }), { status: 200 }));
    await httpRequest({
      url: '/api/v0/x',
      method: 'POST',
      schema: () => schema,
      headers: { [REQUEST_UUID_HEADER]: uuid },
    });
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers[REQUEST_UUID_HEADER]).toBe(uuid);
  });

  it('leaves the request-uuid header off own-origin calls', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'x' })));
    await httpRequest({ url: '/features', schema: () => schema, core: false });
    expect(
      (fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined)?.[REQUEST_UUID_HEADER],
    ).toBeUndefined();
  });

  it('turns a non-OK answer into an HttpError holding status, status text and the parsed JSON body', async () => {
    const body = { errors: [{ code: 'auth_5' }] };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(body), { status: 401, statusText: 'Unauthorized' }),
    );
    const error = await httpRequest({ url: '/api/v0/auth/consumer', schema: () => schema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(isHttpError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
    expect(error).toMatchObject({ status: 401, statusText: 'Unauthorized', data: body });
  });

  it('keeps a non-JSON error body as text', async () => {
    fetchMock.mockResolvedValue(
      new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await httpRequest({ url: '/api/v0/x', schema: () => schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, data: '<h1>Bad gateway</h1>' });
  });

  it('recognises a network failure and logs "Fetch failed!" with method, path template and timing', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await httpRequest({
      url: '/api/v0/consumer/c-42/draft-return-order?x=1',
      method: 'PUT',
      body: { b: 2 },
      schema: () => schema,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(isNetworkError(error)).toBe(true);
    expect(logged).toHaveBeenCalledWith('Fetch failed!', {
      method: 'PUT',
      path: '/api/v0/consumer/:id/draft-return-order',
      durationMs: expect.any(Number),
    });
  });

  it("logs nothing of a failing sign-in's e-mail address, order number, headers or body", async () => {
    const calls = (['debug', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(logger, level).mockImplementation(() => undefined),
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await httpRequest({
      url: '/api/v0/auth/consumer',
      method: 'POST',
      body: {
        email: 'emma.jansen@example.com',
        orderNumber: 'NW-100234',
        locale: 'nl',
        storeId: 'store-nordwind',
      },
      headers: { Authorization: 'Bearer secret-token' },
      schema: () => schema,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    const written = JSON.stringify(calls.flatMap((call) => call.mock.calls));
    expect(written).toContain('/api/v0/auth/consumer');
    for (const secret of [
      'emma.jansen',
      'example.com',
      'NW-100234',
      'secret-token',
      'store-nordwind',
      'body',
      'headers',
    ])
      expect(written).not.toContain(secret);
  });

  it('logs a timeout with method, path template and timing, never the query', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(
      (_, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const answer = httpRequest({ url: '/volta/pricelists?postalCode=1234AB', schema: () => schema }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.read);
    expect(await answer).toBeInstanceOf(TimeoutError);
    expect(logged).toHaveBeenCalledWith('Request timed out', {
      method: 'GET',
      path: '/volta/pricelists',
      durationMs: TIMEOUTS_MS.read,
    });
  });

  it('rejects an answer of the wrong shape with a ResponseShapeError naming the field', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 42 })));
    const error = await httpRequest({ url: '/api/v0/z', schema: () => schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toContain('id');
  });

  it('accepts an empty answer (204) when the schema allows nothing', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      httpRequest({ url: '/logout', method: 'POST', schema: () => z.undefined(), core: false }),
    ).resolves.toBe(undefined);
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(httpRequest({ url: '/api/v0/z', schema: () => schema })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('rethrows an abort as it is, without calling it a network failure', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await httpRequest({ url: '/api/v0/x', schema: () => schema }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(logged).not.toHaveBeenCalled();
  });

  it('goes to the network when demo mode is off, even where a demo handler exists', async () => {
    registerDemoHandler({ method: 'GET', path: '/api/v0/both' }, () => ({ id: 'demo' }));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'real' })));
    await expect(httpRequest({ url: '/api/v0/both', schema: () => schema })).resolves.toEqual({ id: 'real' });
  });

  it('answers from the demo adapter after 500 ms in demo mode, without the network', async () => {
    vi.useFakeTimers();
    registerDemoHandler({ method: 'GET', path: '/api/v0/demo-only' }, () => ({ id: 'demo' }));
    demoEntered();
    let answer: unknown;
    const pending = httpRequest({ url: '/api/v0/demo-only?x=1', schema: () => schema }).then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(answer).toEqual({ id: 'demo' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('httpRequest in a scope', () => {
  // As a step calls it: from an effect's handler, run in the page's scope.
  const askFx = createEffect((url: string) => httpRequest({ url, schema: () => schema }));

  it("answers from the demo adapter when the calling effect's scope is in demo mode, the global state not", async () => {
    registerDemoHandler({ method: 'GET', path: '/api/v0/scoped-demo' }, () => ({ id: 'demo' }));
    const scope = fork({ values: [[$isDemo, true]] });
    const settled = await allSettled(askFx, { scope, params: '/api/v0/scoped-demo' });
    expect(settled).toEqual({ status: 'done', value: { id: 'demo' } });
    expect($isDemo.getState()).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("goes to the network when the calling effect's scope is not in demo mode, whatever the global state", async () => {
    registerDemoHandler({ method: 'GET', path: '/api/v0/scoped-real' }, () => ({ id: 'demo' }));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'real' })));
    demoEntered();
    const settled = await allSettled(askFx, { scope: fork(), params: '/api/v0/scoped-real' });
    expect(settled).toEqual({ status: 'done', value: { id: 'real' } });
  });
});

/** A fetch that never answers, and rejects as the browser's does when its signal aborts. */
function hangingFetch(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('This operation was aborted', 'AbortError')),
    );
  });
}

describe('httpRequest time limits', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(hangingFetch);
  });

  /** Starts a call and checks it is still waiting 1 ms before `limit`; resolves with how it ended at `limit`. */
  async function outcomeAt(limit: number, options: Omit<Parameters<typeof httpRequest>[0], 'schema'>) {
    let outcome: unknown = 'pending';
    const pending = httpRequest({ ...options, schema: () => schema }).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(limit - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    return outcome;
  }

  it.each([
    ['a core read', { url: '/api/v0/x' }, TIMEOUTS_MS.read],
    ['a core write', { url: '/api/v0/x', method: 'PUT', body: { a: 1 } }, TIMEOUTS_MS.write],
    ['an own endpoint', { url: '/features', core: false }, TIMEOUTS_MS.own],
    ['an upload', { url: '/upload', method: 'POST', body: new FormData(), core: false }, TIMEOUTS_MS.upload],
    ['a read the caller calls a write', { url: '/api/v0/x', kind: 'write' as const }, TIMEOUTS_MS.write],
  ])('gives up %s after its limit with a TimeoutError', async (_name, options, limit) => {
    const outcome = await outcomeAt(limit, options);
    expect(outcome).toBeInstanceOf(TimeoutError);
    expect(isTimeoutError(outcome)).toBe(true);
    expect(isNetworkError(outcome)).toBe(false);
    expect(outcome).toMatchObject({ url: options.url, ms: limit });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('names the limits: reads 15 s, writes 20 s, uploads 60 s, own endpoints 10 s', () => {
    expect(TIMEOUTS_MS).toEqual({ read: 15_000, write: 20_000, upload: 60_000, own: 10_000 });
  });

  it('also times out an answer whose body never ends', async () => {
    fetchMock.mockImplementation(
      async (_url, init) =>
        ({
          ok: true,
          text: () => hangingFetch('', init).then(() => ''),
        }) as unknown as Response,
    );
    const outcome = await outcomeAt(TIMEOUTS_MS.read, { url: '/api/v0/slow-body' });
    expect(outcome).toBeInstanceOf(TimeoutError);
  });

  it('clears the timer once answered, so a later tick aborts nothing', async () => {
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(async (_url, init) => {
      signal = init?.signal ?? undefined;
      return new Response(JSON.stringify({ id: 'ok' }));
    });
    await expect(httpRequest({ url: '/api/v0/x', schema: () => schema })).resolves.toEqual({ id: 'ok' });
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.upload);
    expect(signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("honours the caller's own abort, which stays an abort and not a timeout", async () => {
    const caller = new AbortController();
    const pending = httpRequest({ url: '/api/v0/x', schema: () => schema, signal: caller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(100);
    caller.abort();
    const error = await pending;
    expect((error as Error).name).toBe('AbortError');
    expect(isTimeoutError(error)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('prefetchGet', () => {
  it('starts a GET early; the identical GET takes its answer instead of asking again', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'early' }), { status: 200 }));
    prefetchGet({ url: '/api/v0/early', schema: () => schema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(httpRequest({ url: '/api/v0/early', schema: () => schema })).resolves.toEqual({
      id: 'early',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: a later GET asks again.
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'later' }), { status: 200 }));
    await expect(httpRequest({ url: '/api/v0/early', schema: () => schema })).resolves.toEqual({
      id: 'later',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is skipped when the step asked already: a late early answer must never replace the step's own", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'own' }), { status: 200 }));
    await httpRequest({ url: '/api/v0/asked', schema: () => schema });
    prefetchGet({ url: '/api/v0/asked', schema: () => schema });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'again' }), { status: 200 }));
    await expect(httpRequest({ url: '/api/v0/asked', schema: () => schema })).resolves.toEqual({
      id: 'again',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("hands on the early answer's failure: the step handles it as its own request's", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    prefetchGet({ url: '/api/v0/early-fail', schema: () => schema });
    await expect(httpRequest({ url: '/api/v0/early-fail', schema: () => schema })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries an early answer's failure by the step's own policy: the next try goes to the network", async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'second' }), { status: 200 }));
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    // The early start itself never retries, whatever the request says.
    const retry = { tries: 2, delayMs: 0, retryOn: isNetworkError };
    prefetchGet({ url: '/api/v0/early-retry', schema: () => schema, retry });
    await expect(httpRequest({ url: '/api/v0/early-retry', schema: () => schema, retry })).resolves.toEqual({
      id: 'second',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('the retry option', () => {
  it('tries a request again by its policy, and never one without it', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async () => new Response('{}', { status: 503 }));
    const retry = {
      tries: 3,
      delayMs: 0,
      retryOn: (error: unknown) => isHttpError(error) && error.status === 503,
    };
    await expect(httpRequest({ url: '/api/v0/r', schema: () => schema, retry })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockClear();
    await expect(httpRequest({ url: '/api/v0/r', schema: () => schema })).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
