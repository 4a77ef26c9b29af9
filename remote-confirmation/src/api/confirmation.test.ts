// @vitest-environment jsdom
import { HttpError, NetworkError, ResponseShapeError, TIMEOUTS_MS, TimeoutError } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCommercialInvoice } from './confirmation';

const answer = (body: string, init: ResponseInit) => vi.fn(async () => new Response(body, init));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the commercial invoice fetch', () => {
  it('gives a local URL for a PDF, asked with the session', async () => {
    const fetch = answer('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    await expect(fetchCommercialInvoice('ro 1')).resolves.toBe('blob:invoice');
    expect(fetch).toHaveBeenCalledWith(
      '/commercial-invoice.pdf?returnOrderId=ro%201',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('ends in the portal’s typed errors: a status, an answer that is not a PDF, a lost connection', async () => {
    vi.stubGlobal('fetch', answer('{"message":"boom"}', { status: 500 }));
    await expect(fetchCommercialInvoice('ro-1')).rejects.toBeInstanceOf(HttpError);
    vi.stubGlobal(
      'fetch',
      answer('[{"unexpected":true}]', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(fetchCommercialInvoice('ro-1')).rejects.toBeInstanceOf(ResponseShapeError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchCommercialInvoice('ro-1')).rejects.toBeInstanceOf(NetworkError);
  });

  it('gives up past the read limit', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const fetched = fetchCommercialInvoice('ro-1');
    const settled = expect(fetched).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.read + 1);
    await settled;
  });
});
