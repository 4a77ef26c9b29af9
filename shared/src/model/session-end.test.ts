import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSessionFx } from './session-end';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('endSessionFx', () => {
  it('posts /logout on the own origin with the session cookie, without a request uuid', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const scope = fork();
    const result = await allSettled(endSessionFx, { scope });
    expect(result.status).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/logout');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(Object.keys(init?.headers ?? {})).not.toContain('X-RE-Request-Uuid');
  });

  it('resolves whatever the answer, a failed call included: the portal forgets the shopper anyway', async () => {
    const scope = fork();
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }));
    expect((await allSettled(endSessionFx, { scope })).status).toBe('done');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await allSettled(endSessionFx, { scope })).status).toBe('done');
  });
});
