/**
 * The collector against the real store (docs/analytics.md#the-collector, #the-session): on PGlite, and
 * on PostgreSQL too when DATABASE_URL names one (`npm run test:store` runs this file). The server here
 * splits nordwind's remote-carriers 50/50 between a and b, so its pages assign each session an arm.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readout } from '@portal/analytics/readout';
import { type AnalyticsStore, openStore } from '@portal/analytics/store';
import { testDrivers, trackMessage } from '@portal/analytics/store-testing';
import { AB_COOKIE, parseChoices } from '@portal/releases/live-releases';
import { splitEnvironment } from '@portal/releases/testing/split-environment';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_COOKIE } from '../analytics-session';
import { buildServer } from '../app';
import { optionsFromEnv } from '../config';
import { pagesAppsRoot } from '../testing/apps-root';
import { type FakePlatform, startFakePlatform } from '../testing/fake-platform';
import { COLLECT_BATCHES_PER_SESSION } from './collect';

// Small, so a test reaches them in a few requests; the events' limits are the defaults.
const NEW_SESSIONS_PER_HOUR = 20;
const SESSION_EVENTS = 1000;
const ADDRESS_EVENTS = 5000;
const NORDWIND = 'nordwind.localhost';
const VAULT = 'vault.localhost';
const CARRIERS = 'remote-carriers';

type Message = ReturnType<typeof trackMessage>;

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

const batchOf = (...messages: Message[]) => ({ batch: messages, sentAt: new Date().toISOString() });
/** A message of nordwind's `step` claiming to have run `variant` (which the collector must not believe). */
const claiming = (variant: string, overrides: Partial<Message> = {}, step = CARRIERS): Message => {
  const message = trackMessage(overrides);
  return {
    ...message,
    context: {
      ...message.context,
      step: step as Message['context']['step'],
      releases: [{ step: step as Message['context']['step'], variant, version: '9.9.9' }],
    },
  };
};
const completion = (variant: string, at: Date): Message =>
  claiming(variant, {
    event: 'Return completed',
    properties: { flow: 'draft', outcome: 'label_ready' },
    timestamp: at.toISOString(),
  } as Partial<Message>);

/** The `name=value` pairs a reply set, as a browser sends them back. */
const cookiesOf = (setCookie: string | string[] | undefined): Record<string, string> =>
  Object.fromEntries(
    [setCookie ?? []].flat().map((line) => {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
const header = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe.each(testDrivers())('POST /collect on %s', (_name, openDriver) => {
  let server: FastifyInstance;
  let store: AnalyticsStore;

  beforeAll(async () => {
    const shared = await openStore(await openDriver());
    // The server closes its store when it closes; the test keeps reading after that.
    store = { ...shared, close: async () => {} };
    const options = optionsFromEnv({
      CORE_API_URL: platform.url,
      VOLTA_API_URL: `${platform.url}/volta`,
      APPS_ROOT: pagesAppsRoot(),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      RELEASE_ENV: 'production',
      RELEASE_DIR: splitEnvironment({
        environment: 'production',
        step: CARRIERS,
        merchants: ['nordwind'],
        since: '2026-11-01T00:00:00Z',
      }),
      AB_COOKIE_SECRET: 'collect-test-secret-0123456789abcdef',
      ANALYTICS_NEW_SESSIONS_PER_HOUR: String(NEW_SESSIONS_PER_HOUR),
      ANALYTICS_SESSION_EVENTS_PER_MINUTE: String(SESSION_EVENTS),
      ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: String(ADDRESS_EVENTS),
      LOG_LEVEL: 'silent',
    });
    server = await buildServer({
      ...options,
      analytics: { ...options.analytics, openStore: async () => store },
    });
    // PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
  });

  /** A page of `host` loaded from `address`: the cookies the browser then holds. */
  async function visit(address: string, host = NORDWIND, cookies: Record<string, string> = {}) {
    const reply = await server.inject({
      url: '/',
      headers: { host, accept: 'text/html', cookie: header(cookies) },
      remoteAddress: address,
    });
    expect(reply.statusCode).toBe(200);
    return { ...cookies, ...cookiesOf(reply.headers['set-cookie']) };
  }
  const collect = (
    payload: unknown,
    cookies: Record<string, string> = {},
    address = '127.0.0.1',
    headers: Record<string, string> = {},
  ) =>
    server.inject({
      method: 'POST',
      url: '/collect',
      headers: { host: NORDWIND, 'content-type': 'application/json', cookie: header(cookies), ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: address,
    });
  /** The arm the server assigned the session of `cookies` for remote-carriers. */
  const armOf = (cookies: Record<string, string>) => {
    const raw = decodeURIComponent(cookies[AB_COOKIE] ?? '');
    const choices = parseChoices(raw.slice(0, raw.lastIndexOf('.')));
    return choices?.steps[CARRIERS];
  };
  /** Lets the collector's writer write what waits (every 200 ms). */
  const written = () => new Promise((resolve) => setTimeout(resolve, 400));
  /** How many of `messages` the store holds, once the writer has written what waits. */
  async function storedOf(messages: { messageId: string }[]): Promise<number> {
    await written();
    const [row] = await store.query<{ n: string }>(
      'SELECT count(*) AS n FROM analytics_events WHERE message_id = ANY($1::uuid[])',
      [messages.map((message) => message.messageId)],
    );
    return Number(row?.n);
  }
  const storedRows = async (messages: { messageId: string }[]) => {
    await written();
    return store.query<{ message_id: string; anonymous_id: string; releases: unknown[] }>(
      'SELECT message_id, anonymous_id, releases FROM analytics_events WHERE message_id = ANY($1::uuid[])',
      [messages.map((message) => message.messageId)],
    );
  };
  const carriersReadout = () =>
    readout(store, { step: CARRIERS, merchant: 'nordwind', weights: { a: 50, b: 50 } });

  it('issues the analytics session with the page: a signed, HttpOnly session cookie', async () => {
    const reply = await server.inject({
      url: '/',
      headers: { host: NORDWIND, accept: 'text/html' },
      remoteAddress: '10.9.0.1',
    });
    const cookie = reply.cookies.find((each) => each.name === ANALYTICS_SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // A session cookie: it ends with the browser's session, as the A/B assignment's does.
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    // The next page keeps it: no new session.
    const again = await server.inject({
      url: '/carriers',
      headers: {
        host: NORDWIND,
        accept: 'text/html',
        cookie: header(cookiesOf(reply.headers['set-cookie'])),
      },
      remoteAddress: '10.9.0.1',
    });
    expect(again.cookies.find((each) => each.name === ANALYTICS_SESSION_COOKIE)).toBeUndefined();
  });

  it('stores a batch in the session of its cookie, each message once however often it is sent', async () => {
    const cookies = await visit('10.9.0.2');
    const messages = [
      trackMessage({ anonymousId: crypto.randomUUID() }),
      trackMessage({ event: 'Label downloaded', properties: {}, anonymousId: crypto.randomUUID() }),
    ];
    const first = await collect(batchOf(...messages), cookies, '10.9.0.2');
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: 2 });
    expect((await collect(batchOf(...messages), cookies, '10.9.0.2')).statusCode).toBe(202);
    const rows = await storedRows(messages);
    expect(rows).toHaveLength(2);
    // The body's anonymousId is never believed: both are stored in the cookie's one session.
    expect(new Set(rows.map((row) => row.anonymous_id)).size).toBe(1);
    expect(rows[0]?.anonymous_id).not.toBe(messages[0]?.anonymousId);
  });

  it('takes the text/plain a beacon sends', async () => {
    const cookies = await visit('10.9.0.3');
    const message = trackMessage();
    const response = await collect(JSON.stringify(batchOf(message)), cookies, '10.9.0.3', {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(response.statusCode).toBe(202);
    expect(await storedOf([message])).toBe(1);
  });

  it('refuses a batch without a session this server issued (403), whatever its body says', async () => {
    const cookies = await visit('10.9.0.4');
    const signed = cookies[ANALYTICS_SESSION_COOKIE] ?? '';
    const refused: Message[] = [];
    const jars: Record<string, string>[] = [
      {},
      // Written by hand, and a signed one altered.
      { [ANALYTICS_SESSION_COOKIE]: crypto.randomUUID() },
      { [ANALYTICS_SESSION_COOKIE]: `${crypto.randomUUID()}${signed.slice(signed.indexOf('.'))}` },
      // The A/B assignment alone is no analytics session.
      { [AB_COOKIE]: cookies[AB_COOKIE] ?? '' },
    ];
    for (const jar of jars) {
      const message = trackMessage();
      refused.push(message);
      const response = await collect(batchOf(message), jar, '10.9.0.4');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'analytics_session_required' });
    }
    expect(await storedOf(refused)).toBe(0);
  });

  it.each([
    ['not JSON', '{"batch": [', 400],
    ['an event the vocabulary does not have', batchOf(trackMessage({ event: 'Order typed' as never })), 400],
    [
      'a property the vocabulary does not list (an e-mail address)',
      batchOf(trackMessage({ properties: { page: 'carriers', email: 'emma@example.com' } as never })),
      400,
    ],
  ])('refuses %s with a clear message, and stores nothing of the batch', async (_what, payload, status) => {
    const cookies = await visit('10.9.0.5');
    const good = trackMessage();
    const body =
      typeof payload === 'string'
        ? payload
        : { ...payload, batch: [good, ...(payload as { batch: unknown[] }).batch] };
    const response = await collect(body, cookies, '10.9.0.5');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(await storedOf([good])).toBe(0);
  });

  it('refuses a batch over 500 KB (413) and stores nothing of it', async () => {
    const cookies = await visit('10.9.0.6');
    const messages = Array.from({ length: 500 }, () => trackMessage());
    const text = JSON.stringify(batchOf(...messages));
    expect(text.length).toBeLessThan(500 * 1024);
    const oversized = text.replace('"batch":[', `"batch":[${' '.repeat(500 * 1024 - text.length + 1)}`);
    const response = await collect(oversized, cookies, '10.9.0.6');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(await storedOf(messages)).toBe(0);
  });

  it("refuses a batch naming another shop than this portal's, and a shop the platform does not know", async () => {
    const cookies = await visit('10.9.0.7');
    const own = trackMessage();
    const foreign = trackMessage({ context: { ...trackMessage().context, merchant: 'atelier' } });
    const refused = await collect(batchOf(own, foreign), cookies, '10.9.0.7');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'wrong_merchant' });
    const unknown = await collect(
      batchOf(trackMessage({ context: { ...own.context, merchant: 'no-such-shop' } })),
      cookies,
      '10.9.0.7',
      { host: 'no-such-shop.localhost' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await storedOf([own, foreign])).toBe(0);
  });

  it('stamps each event with the arm the server assigned its session for its step, never the body’s', async () => {
    const cookies = await visit('10.9.0.8');
    const arm = armOf(cookies);
    expect(arm?.variant).toMatch(/^[ab]$/);
    const other = arm?.variant === 'a' ? 'b' : 'a';
    // Claims of the other arm, of `control`, and of a release on another step.
    const messages = [
      claiming(other),
      claiming('control'),
      claiming(other, {}, 'remote-selection'),
      { ...trackMessage(), context: { ...trackMessage().context, releases: [] } },
    ];
    expect((await collect(batchOf(...messages), cookies, '10.9.0.8')).statusCode).toBe(202);
    const rows = await storedRows(messages);
    const releasesOf = (message: Message) =>
      rows.find((row) => row.message_id === message.messageId)?.releases;
    const [otherClaim, control, selection, none] = messages as [Message, Message, Message, Message];
    expect(releasesOf(otherClaim)).toEqual([{ step: CARRIERS, ...arm }]);
    expect(releasesOf(control)).toEqual([{ step: CARRIERS, ...arm }]);
    expect(releasesOf(none)).toEqual([{ step: CARRIERS, ...arm }]);
    // remote-selection is not split: the session runs the host's own build there, as its cookie says.
    expect(releasesOf(selection)).toEqual([
      { step: 'remote-selection', variant: 'built-in', version: expect.any(String) },
    ]);
  });

  it('stores without an arm an event whose session has no assignment of its own', async () => {
    const cookies = await visit('10.9.0.9');
    const lender = await visit('10.9.0.10');
    const lent = claiming('b');
    const forgedAb = claiming('b');
    const missing = claiming('b');
    // Another session's (signed) assignment, one written by hand, and none.
    for (const [message, jar] of [
      [lent, { ...cookies, [AB_COOKIE]: lender[AB_COOKIE] ?? '' }],
      [forgedAb, { ...cookies, [AB_COOKIE]: `${crypto.randomUUID()}~${CARRIERS}:b@1.1.0` }],
      [missing, { [ANALYTICS_SESSION_COOKIE]: cookies[ANALYTICS_SESSION_COOKIE] ?? '' }],
    ] as const)
      expect((await collect(batchOf(message), jar, '10.9.0.9')).statusCode).toBe(202);
    const rows = await storedRows([lent, forgedAb, missing]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.releases).toEqual([]);
  });

  it('a forged batch changes nothing: 400 invented sessions (320 on a, 80 completing on b) leave the readout as it was', async () => {
    // Real shoppers first: each loads a page (its session and arm from the server), views the
    // carriers step, and every third completes its return.
    const start = Date.now();
    let real: Record<string, string> = {};
    for (let index = 0; index < 40; index++) {
      const cookies = await visit(`10.2.0.${index}`);
      const view = claiming('x', { timestamp: new Date(start + index).toISOString() });
      const batch = index % 3 === 0 ? [view, completion('x', new Date(start + 60_000))] : [view];
      expect((await collect(batchOf(...batch), cookies, `10.2.0.${index}`)).statusCode).toBe(202);
      if (index === 0) real = cookies;
    }
    await written();
    const before = await carriersReadout();
    const [arms] = await store.query<{ n: string }>(
      `SELECT count(DISTINCT anonymous_id) AS n FROM analytics_events
       WHERE merchant = 'nordwind' AND step = $1 AND jsonb_array_length(releases) = 1`,
      [CARRIERS],
    );
    expect(Number(arms?.n)).toBeGreaterThanOrEqual(40);

    // The forgery of issue 36: one batch, each invented session with its own anonymousId.
    const forged: Message[] = [];
    for (let index = 0; index < 400; index++) {
      const anonymousId = crypto.randomUUID();
      const variant = index < 320 ? 'a' : 'b';
      forged.push(claiming(variant, { anonymousId, timestamp: new Date(start).toISOString() }));
      if (variant === 'b')
        forged.push({ ...completion(variant, new Date(start + 60_000)), anonymousId } as Message);
    }
    expect(forged).toHaveLength(480);
    const forgedAb = `${crypto.randomUUID()}~${CARRIERS}:b@1.1.0`;
    // Replayed without cookies, with cookies written by hand, and with a real shopper's own cookies
    // (a session that has viewed the step and completed: it has nothing left to add).
    expect((await collect(batchOf(...forged), {}, '10.3.0.1')).statusCode).toBe(403);
    const handMade = { [AB_COOKIE]: forgedAb, [ANALYTICS_SESSION_COOKIE]: crypto.randomUUID() };
    expect((await collect(batchOf(...forged), handMade, '10.3.0.1')).statusCode).toBe(403);
    const replayed = forged.map((message) => ({ ...message, messageId: crypto.randomUUID() }));
    expect((await collect(batchOf(...replayed), real, '10.2.0.0')).statusCode).toBe(202);
    await written();
    expect(await carriersReadout()).toEqual(before);

    // A session of the forger's own (one page) counts as one session, in the arm the server gave it.
    const own = await visit('10.3.0.2');
    const again = forged.map((message) => ({ ...message, messageId: crypto.randomUUID() }));
    expect((await collect(batchOf(...again), own, '10.3.0.2')).statusCode).toBe(202);
    await written();
    const after = await carriersReadout();
    const counts = (result: typeof before) =>
      Object.fromEntries(
        result.variants.map((variant) => [variant.variant, [variant.sessions, variant.completed]]),
      );
    const arm = armOf(own)?.variant as string;
    const [sessions = 0, completed = 0] = counts(before)[arm] ?? [];
    expect(counts(after)).toEqual({ ...counts(before), [arm]: [sessions + 1, completed + 1] });

    // What the same batch did when the collector believed the body: it decided the test.
    await store.insert(forged);
    const believed = await carriersReadout();
    expect(believed.verdict).not.toEqual(before.verdict);
    // Forty pages and a thousand events into PGlite take a while on a busy machine.
  }, 60_000);

  it('at a shop that asks, refuses a hand-made batch without a yes (403) and stores nothing of it', async () => {
    const vault = (message: Message) =>
      batchOf({ ...message, context: { ...message.context, merchant: 'vault' } });
    const answer = async (choice: string, address: string) => {
      const reply = await server.inject({
        method: 'POST',
        url: '/consent',
        headers: { host: VAULT, 'content-type': 'application/json' },
        payload: JSON.stringify({ choice }),
        remoteAddress: address,
      });
      return cookiesOf(reply.headers['set-cookie']);
    };
    // Before an answer a page of vault starts no analytics session.
    expect((await visit('10.4.0.1', VAULT))[ANALYTICS_SESSION_COOKIE]).toBeUndefined();
    const granted = await answer('granted', '10.4.0.1');
    expect(granted[ANALYTICS_SESSION_COOKIE]).toBeDefined();
    const refusedWith = async (cookies: Record<string, string>) => {
      const message = trackMessage();
      const response = await collect(vault(message), cookies, '10.4.0.1', { host: VAULT });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'consent_required' });
      return message;
    };
    const session = { [ANALYTICS_SESSION_COOKIE]: granted[ANALYTICS_SESSION_COOKIE] ?? '' };
    const declined = await answer('denied', '10.4.0.2');
    const refused = [
      // Hand-made: no cookie at all; a session but no answer; a declined answer; one written by hand.
      await refusedWith({}),
      await refusedWith(session),
      await refusedWith({ ...session, 'portal-consent': declined['portal-consent'] ?? '' }),
      await refusedWith({ ...session, 'portal-consent': 'granted' }),
    ];
    const given = trackMessage();
    const accepted = await collect(vault(given), granted, '10.4.0.1', { host: VAULT });
    expect(accepted.statusCode).toBe(202);
    expect(await storedOf(refused)).toBe(0);
    expect(await storedOf([given])).toBe(1);
    // A no ends the session.
    expect(declined[ANALYTICS_SESSION_COOKIE]).toBe('');
  });

  it('limits the batches of one analytics session a minute (429), not those of other sessions', async () => {
    const cookies = await visit('10.5.0.1');
    for (let index = 0; index < COLLECT_BATCHES_PER_SESSION; index++)
      expect((await collect(batchOf(trackMessage()), cookies, '10.5.0.1')).statusCode).toBe(202);
    const over = await collect(batchOf(trackMessage()), cookies, '10.5.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await collect(batchOf(trackMessage()), await visit('10.5.0.1'), '10.5.0.1')).statusCode).toBe(
      202,
    );
  });

  it('cuts off 60 batches of 500 events from one address, in one session or many, and never a real shopper', async () => {
    const full = () => batchOf(...Array.from({ length: 500 }, () => trackMessage()));
    const flood = async (address: string, jars: Record<string, string>[]) => {
      const statuses: number[] = [];
      let stored = 0;
      for (let index = 0; index < 60; index++) {
        const batch = full();
        const response = await collect(batch, jars[index % jars.length], address);
        statuses.push(response.statusCode);
        if (response.statusCode === 202) stored += batch.batch.length;
      }
      return { statuses, stored };
    };
    const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

    // One session: its own limit, SESSION_EVENTS a minute.
    const one = await flood('10.6.0.1', [await visit('10.6.0.1')]);
    expect(count(one.statuses, 202)).toBe(SESSION_EVENTS / 500);
    expect(count(one.statuses, 429)).toBe(60 - SESSION_EVENTS / 500);
    // Every session the address can get: the address's limit, ADDRESS_EVENTS a minute for all of them.
    const jars: Record<string, string>[] = [];
    for (let index = 0; index < NEW_SESSIONS_PER_HOUR; index++) jars.push(await visit('10.6.0.2'));
    const many = await flood('10.6.0.2', jars);
    expect(count(many.statuses, 202)).toBe(ADDRESS_EVENTS / 500);
    expect(count(many.statuses, 429)).toBe(60 - ADDRESS_EVENTS / 500);

    // Meanwhile a shopper's page elsewhere: a few batches of a few events, none refused.
    const shopper = await visit('10.6.0.3');
    for (let index = 0; index < 5; index++)
      expect(
        (await collect(batchOf(trackMessage(), trackMessage(), trackMessage()), shopper, '10.6.0.3'))
          .statusCode,
      ).toBe(202);
  }, 120_000);

  it('gives one address NEW_SESSIONS_PER_HOUR new sessions an hour: beyond, pages start none and their events are refused', async () => {
    const sessions: string[] = [];
    const events: Message[] = [];
    const statuses: number[] = [];
    for (let index = 0; index < NEW_SESSIONS_PER_HOUR + 5; index++) {
      const cookies = await visit('10.7.0.1');
      if (cookies[ANALYTICS_SESSION_COOKIE]) sessions.push(cookies[ANALYTICS_SESSION_COOKIE]);
      const message = claiming('b');
      events.push(message);
      statuses.push((await collect(batchOf(message), cookies, '10.7.0.1')).statusCode);
    }
    expect(new Set(sessions).size).toBe(NEW_SESSIONS_PER_HOUR);
    expect(statuses.filter((status) => status === 202)).toHaveLength(NEW_SESSIONS_PER_HOUR);
    expect(statuses.slice(NEW_SESSIONS_PER_HOUR)).toEqual(Array(5).fill(403));
    expect(await storedOf(events)).toBe(NEW_SESSIONS_PER_HOUR);
    // Another address has its own.
    expect((await visit('10.7.0.2'))[ANALYTICS_SESSION_COOKIE]).toBeDefined();
  });
});
