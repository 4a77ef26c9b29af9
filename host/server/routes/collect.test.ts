import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AnalyticsStore, openStore } from '@portal/analytics/store';
import { pgliteDriver } from '@portal/analytics/store-sql';
import { trackMessage } from '@portal/analytics/store-testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { type FakePlatform, startFakePlatform } from '../testing/fake-platform';
import { COLLECT_BATCHES_PER_SESSION } from './collect';

let platform: FakePlatform;
let server: FastifyInstance;
let store: AnalyticsStore;
let closeStore: () => Promise<void>;

beforeAll(async () => {
  platform = await startFakePlatform();
  const shared = await openStore(await pgliteDriver());
  closeStore = shared.close;
  // The server closes its store when it closes; the test keeps reading after that.
  store = { ...shared, close: async () => {} };
  server = await buildServer({
    ...optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      LOG_LEVEL: 'silent',
    }),
    analytics: { enabled: true, collectorUrl: '/collect', openStore: async () => store },
  });
  // PGlite takes seconds to start on a busy machine.
}, 60_000);
afterAll(async () => {
  await server.close();
  await platform.close();
  await closeStore();
});

const NORDWIND = 'nordwind.localhost';
const batchOf = (...messages: ReturnType<typeof trackMessage>[]) => ({
  batch: messages,
  sentAt: new Date().toISOString(),
});
const collect = (payload: unknown, headers: Record<string, string> = {}) =>
  server.inject({
    method: 'POST',
    url: '/collect',
    headers: { host: NORDWIND, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

/** How many of `messages` the store holds, once the collector's writer has written what waits. */
async function storedOf(messages: { messageId: string }[]): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const [row] = await store.query<{ n: string }>(
    'SELECT count(*) AS n FROM analytics_events WHERE message_id = ANY($1::uuid[])',
    [messages.map((message) => message.messageId)],
  );
  return Number(row?.n);
}

describe('POST /collect', () => {
  it('stores a batch, each message once however often the batch is sent', async () => {
    const messages = [trackMessage(), trackMessage({ event: 'Label downloaded', properties: {} })];
    const first = await collect(batchOf(...messages));
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: 2 });
    expect((await collect(batchOf(...messages))).statusCode).toBe(202);
    expect(await storedOf(messages)).toBe(2);
  });

  it('takes the text/plain a beacon sends', async () => {
    const message = trackMessage();
    const response = await collect(JSON.stringify(batchOf(message)), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(202);
    expect(await storedOf([message])).toBe(1);
  });

  it.each([
    ['not JSON', '{"batch": [', 400],
    ['an event the vocabulary does not have', batchOf(trackMessage({ event: 'Order typed' as never })), 400],
    [
      'a property the vocabulary does not list (an e-mail address)',
      batchOf(trackMessage({ properties: { page: 'carriers', email: 'emma@example.com' } as never })),
      400,
    ],
  ])('refuses %s with a clear message, and stores nothing of the batch', async (_name, payload, status) => {
    const good = trackMessage();
    const body =
      typeof payload === 'string'
        ? payload
        : { ...payload, batch: [good, ...(payload as { batch: unknown[] }).batch] };
    const response = await collect(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(await storedOf([good])).toBe(0);
  });

  it('refuses a batch over 500 KB (413) and stores nothing of it', async () => {
    const messages = Array.from({ length: 500 }, () => trackMessage());
    const padded = { ...batchOf(...messages), sentAt: new Date().toISOString() };
    const text = JSON.stringify(padded);
    expect(text.length).toBeLessThan(500 * 1024);
    const oversized = text.replace('"batch":[', `"batch":[${' '.repeat(500 * 1024 - text.length + 1)}`);
    const response = await collect(oversized);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(await storedOf(messages)).toBe(0);
  });

  it("refuses a batch naming another shop than this portal's, and a shop the platform does not know", async () => {
    const own = trackMessage();
    const foreign = trackMessage({ context: { ...trackMessage().context, merchant: 'atelier' } });
    const refused = await collect(batchOf(own, foreign));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'wrong_merchant' });
    const unknown = await collect(
      batchOf(trackMessage({ context: { ...own.context, merchant: 'no-such-shop' } })),
      {
        host: 'no-such-shop.localhost',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await storedOf([own, foreign])).toBe(0);
  });

  it("at a shop that asks, stores nothing of a session the server holds no 'yes' for", async () => {
    const vault = (message: ReturnType<typeof trackMessage>) =>
      batchOf({ ...message, context: { ...message.context, merchant: 'vault' } });
    const consentOf = async (choice: string) => {
      const answer = await server.inject({
        method: 'POST',
        url: '/consent',
        headers: { host: 'vault.localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ choice }),
      });
      const cookie = answer.cookies.find((set) => set.name === 'portal-consent');
      return `${cookie?.name}=${cookie?.value}`;
    };
    const refusedWith = async (headers: Record<string, string>) => {
      const message = trackMessage();
      const response = await collect(vault(message), { host: 'vault.localhost', ...headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'consent_required' });
      return message;
    };
    // No answer, a declined one, and one the browser wrote itself.
    const refused = [
      await refusedWith({}),
      await refusedWith({ cookie: await consentOf('denied') }),
      await refusedWith({ cookie: 'portal-consent=granted' }),
    ];
    const given = trackMessage();
    const accepted = await collect(vault(given), {
      host: 'vault.localhost',
      cookie: await consentOf('granted'),
    });
    expect(accepted.statusCode).toBe(202);
    expect(await storedOf(refused)).toBe(0);
    expect(await storedOf([given])).toBe(1);
  });

  it('limits the batches of one analytics session a minute (429), not those of other sessions', async () => {
    const session = crypto.randomUUID();
    for (let index = 0; index < COLLECT_BATCHES_PER_SESSION; index++)
      expect((await collect(batchOf(trackMessage({ anonymousId: session })))).statusCode).toBe(202);
    const over = await collect(batchOf(trackMessage({ anonymousId: session })));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await collect(batchOf(trackMessage({ anonymousId: crypto.randomUUID() })))).statusCode).toBe(202);
  });
});
