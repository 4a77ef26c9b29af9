import { HttpError, REQUEST_UUID_HEADER, TIMEOUTS_MS } from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { routeRequests } from '@portal/shared/route-data';
import { isTransient, withRetries } from '@portal/shared/submission';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateAddress } from './address';
import { fetchDraft, updateDraft } from './draft-return-order';
import { fetchPricelists, fetchTimeslots } from './pricelists';
import { createReturnOrder } from './return-order';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const call = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(url), init, headers: (init?.headers ?? {}) as Record<string, string> };
};

const draft = {
  consumerId: 'c 1',
  totalPrice: { value: '59.95', currency: 'EUR' },
  selectedPurchases: [{ purchaseId: 'p1', resolutionType: 'Refund' }],
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('draft return order calls', () => {
  it('reads and partially updates the draft of the consumer', async () => {
    fetchMock.mockImplementation(async () => json(draft));
    await fetchDraft('c 1');
    await updateDraft('c 1', { packageAmount: 2 });
    expect(call(0).url).toBe('/api/v0/consumer/c%201/draft-return-order');
    expect(call(1).init?.method).toBe('PUT');
    expect(call(1).init?.body).toBe('{"packageAmount":2}');
  });
});

describe("the carriers step's early data", () => {
  it('is the very request the step sends: the host starts it, the step takes its answer', async () => {
    fetchMock.mockImplementation(async () => json(draft));
    await fetchDraft('c 1');
    const config = parseShopConfig({
      id: 1,
      name: 'S',
      merchantName: 's',
      locales: ['en'],
      platformSlice: 2,
    });
    const early = routeRequests('/carriers', { consumerId: 'c 1', config, purchasesCached: true });
    expect(early.map((request) => [request.url, request.method ?? 'GET'])).toEqual([[call(0).url, 'GET']]);
  });
});

describe('creating the return order', () => {
  it('posts without a body and sends the one request uuid of the attempt', async () => {
    fetchMock.mockResolvedValue(json({ id: 'ro-1', submittedStatus: 'Created' }));
    expect(await createReturnOrder('c1', 'uuid-1')).toEqual({ id: 'ro-1', submittedStatus: 'Created' });
    expect(call().url).toBe('/api/v0/consumer/c1/return-order');
    expect(call().init?.method).toBe('POST');
    expect(call().init?.body).toBeUndefined();
    expect(call().init?.credentials).toBe('include');
    expect(call().headers[REQUEST_UUID_HEADER]).toBe('uuid-1');
  });

  it('retries a lost answer with the same request uuid', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({}, 504))
      .mockResolvedValueOnce(json({ id: 'ro-1' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await createReturnOrder('c1', 'uuid-7', { delayMs: 0 })).toEqual({ id: 'ro-1' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect([0, 1, 2].map((index) => call(index).headers[REQUEST_UUID_HEADER])).toEqual([
      'uuid-7',
      'uuid-7',
      'uuid-7',
    ]);
  });

  it('does not retry an answer of the platform', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ code: 'x' }] }, 409));
    await expect(createReturnOrder('c1', 'uuid-1', { delayMs: 0 })).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('gives up after the last try and keeps the last error', async () => {
    const failing = vi.fn(() => Promise.reject(new HttpError(503, '', null)));
    await expect(withRetries(failing, { tries: 3, delayMs: 0 })).rejects.toMatchObject({ status: 503 });
    expect(failing).toHaveBeenCalledTimes(3);
    expect(isTransient(new HttpError(500, '', null))).toBe(false);
  });

  it('has the write time limit on every try', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const created = createReturnOrder('c1', 'u', { tries: 1 });
    const outcome = expect(created).rejects.toMatchObject({ name: 'TimeoutError', ms: TIMEOUTS_MS.write });
    await vi.advanceTimersByTimeAsync(TIMEOUTS_MS.write);
    await outcome;
    vi.useRealTimers();
  });
});

describe('pricelists, timeslots and the address', () => {
  it('asks with the query given, and without one when it is empty', async () => {
    fetchMock.mockImplementation(async () => json({ items: [] }));
    await fetchPricelists(
      new URLSearchParams([
        ['product-keys', 'a'],
        ['product-keys', 'b'],
      ]),
    );
    await fetchPricelists(new URLSearchParams());
    expect(call(0).url).toBe('/volta/pricelists?product-keys=a&product-keys=b');
    expect(call(1).url).toBe('/volta/pricelists');
  });

  it('asks the timeslots by product keys and postal code', async () => {
    fetchMock.mockResolvedValue(
      json({ items: [{ start: '2030-01-02T09:00:00Z', end: '2030-01-02T13:00:00Z' }] }),
    );
    const slots = await fetchTimeslots('pl 1', { productKeys: ['k1', 'k2'], postalCode: '1055 GT' });
    expect(slots.items).toHaveLength(1);
    expect(call().url).toBe(
      '/volta/pricelists/pl%201/timeslots?product-keys=k1&product-keys=k2&postal-code=1055+GT',
    );
  });

  it('validates postal code and house number with placeholders, without product keys for ecommerce-less', async () => {
    fetchMock.mockImplementation(async () =>
      json({ zip: '1055GT', city: 'Amsterdam', street1: 'Havenstraat', street2: '12' }),
    );
    await validateAddress({
      pricelistUuid: 'pl-1',
      postalCode: '1055GT',
      houseNumber: '12',
      productKeys: ['k1'],
    });
    await validateAddress({
      pricelistUuid: 'pl-1',
      postalCode: '1055GT',
      houseNumber: '12',
      productKeys: null,
    });
    expect(call(0).url).toBe('/volta/address?product-keys=k1');
    expect(call(1).url).toBe('/volta/address');
    expect(JSON.parse(String(call(0).init?.body))).toEqual({
      pricelistUuid: 'pl-1',
      postalCode: '1055GT',
      street: 'street',
      city: 'city',
      houseNumber: '12',
    });
  });
});
