/**
 * More than one machine (deploy/README.md#how-the-portal-scales): two host server replicas behind Debian's nginx
 * with the production configuration (deploy/host/nginx.conf), sharing a Redis server (the limits), an
 * S3-compatible bucket (s3rver: the photos) and a PostgreSQL server (the analytics store), each
 * started here and ended with the file.
 * - The limits hold across both: the upload quota and the client log's, counted once whichever
 *   replica a request reaches; a photo uploaded through one replica is served by the other.
 * - A shopper's paid return completes while one replica is killed (SIGKILL) half way, under a bounded
 *   load (autocannon, 50 connections for 20 s on the sign-in page and `/features`): no error shown,
 *   the return made once, every analytics event the collector took stored, and the load answered
 *   without an error or a non-2xx; its figures are printed. Not an error: a request autocannon writes
 *   on a connection whose last answer said `Connection: close` (nginx's `keepalive_requests`), which
 *   no browser does (deploy/scripts/load.ts); counted and printed apart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { storeFromEnv } from '@portal/analytics/store';
import { startTestS3, type TestS3 } from '@portal/releases/testing/s3-server';
import { loadReport, loadTogether } from '../../deploy/scripts/load';
import { startPostgres, type ThrowAwayPostgres } from '../../deploy/scripts/postgres.mjs';
import { startRedis, type ThrowAwayRedis } from '../../deploy/scripts/redis.mjs';
import { PNG } from '../support/gatekeeping';
import { portalUrl, type Shopper, selectReturn, signIn } from '../support/portal';
import { type ReleaseHost, startReleaseHost, startSandbox } from '../support/release-host';
import { type ReleaseNginx, startHostNginx } from '../support/release-nginx';
import { answerPayment, submitWith } from '../support/return-flow';

test.describe.configure({ mode: 'serial' });

const RHEA: Shopper = { email: 'rhea@example.com', orderNumber: 'NW-5201' };
const REMY: Shopper = { email: 'remy@example.com', orderNumber: 'NW-5202' };
// From host/server/routes/upload.ts and own-endpoints.ts (the e2e workspace does not import host/).
const UPLOAD_FILES_PER_HOUR = 30;
const CLIENT_LOG_BATCHES_PER_MINUTE = 30;
const LOAD = { connections: 50, durationS: 20 };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let redis: ThrowAwayRedis;
let postgres: ThrowAwayPostgres;
let s3: TestS3;
let sandbox: ReleaseHost;
let replicas: ReleaseHost[];
let nginx: ReleaseNginx;
let nginxPort: number;
const workDir = mkdtempSync(path.join(tmpdir(), 'e2e-replicas-'));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  [redis, postgres, s3] = await Promise.all([startRedis(), startPostgres(), startTestS3('portal-uploads')]);
  const [replicaA, replicaB, nginxAt, sandboxAt] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  nginxPort = nginxAt;
  sandbox = await startSandbox(sandboxAt, nginxPort);
  const env = (name: string) => ({
    REDIS_URL: redis.url,
    DATABASE_URL: postgres.url,
    ANALYTICS: 'true',
    UPLOAD_S3_BUCKET: s3.bucket,
    UPLOAD_S3_ENDPOINT: s3.endpoint,
    UPLOAD_S3_FORCE_PATH_STYLE: 'true',
    UPLOAD_S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    // Each its own folder: a photo found by the other replica came from the bucket.
    UPLOAD_DIR: path.join(workDir, `uploads-${name}`),
    // nginx on loopback is the one proxy whose X-Forwarded-For counts.
    TRUST_PROXY: '127.0.0.1',
    PORTAL_ORIGIN: `http://{merchant}.localhost:${nginxPort}`,
  });
  replicas = await Promise.all([
    startReleaseHost(replicaA, env('a'), sandbox.port),
    startReleaseHost(replicaB, env('b'), sandbox.port),
  ]);
  nginx = await startHostNginx(nginxPort, [replicaA, replicaB], path.join(workDir, 'nginx'));
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of [...(replicas ?? []), sandbox]) await server?.stop();
  await Promise.all([redis?.stop(), postgres?.stop(), s3?.close()]);
  rmSync(workDir, { recursive: true, force: true });
});

/**
 * A replica's own address, for nordwind (its host name in the Host header, which Node cannot resolve):
 * the test's own requests go to each replica directly, not through nginx.
 */
const at = (replica: ReleaseHost | undefined, pathname: string) =>
  `http://127.0.0.1:${replica?.port}${pathname}`;
const nordwind = (replica: ReleaseHost | undefined) => ({ host: `nordwind.localhost:${replica?.port}` });

/** Signs `shopper` in at the sandbox: the session cookie and one purchase of theirs. */
async function platformSession(shopper: Shopper) {
  const sandboxUrl = `http://127.0.0.1:${sandbox.port}`;
  const signedIn = await fetch(`${sandboxUrl}/api/v0/auth/consumer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: shopper.email,
      orderNumber: shopper.orderNumber,
      storeId: 'store-nordwind',
      locale: 'nl',
      userProperties: { deviceId: 'replicas', sessionId: 'replicas' },
    }),
  });
  expect(signedIn.status).toBe(200);
  const consumerId = ((await signedIn.json()) as { id: string }).id;
  const cookie = /re_session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const purchases = await fetch(`${sandboxUrl}/api/v0/consumer/${consumerId}/purchases`, {
    headers: { cookie },
  });
  const answer = (await purchases.json()) as { purchaseId: string }[] | { data: { purchaseId: string }[] };
  const purchaseId = (Array.isArray(answer) ? answer : answer.data)[0]?.purchaseId ?? '';
  return { consumerId, cookie, purchaseId };
}

test('the limits hold across both replicas, and a photo uploaded through one is served by the other', async ({
  request,
}) => {
  const { consumerId, cookie, purchaseId } = await platformSession(REMY);
  const [a, b] = replicas;
  /** Uploads `files` PNGs through `replica`: the status and the stored photos' URLs. */
  const upload = async (replica: ReleaseHost | undefined, files: number) => {
    const form = new FormData();
    form.append('consumerId', consumerId);
    form.append('purchaseId', purchaseId);
    for (let index = 0; index < files; index++)
      form.append('files[]', new Blob([PNG], { type: 'image/png' }), `photo-${index}.png`);
    const response = await request.post(at(replica, '/upload'), {
      headers: { ...nordwind(replica), cookie },
      multipart: form,
    });
    const body = (await response.json()) as { uploadedFiles?: { fileUrl: string }[] };
    return { status: response.status(), urls: (body.uploadedFiles ?? []).map((file) => file.fileUrl) };
  };

  // Five photos at a time, the replicas in turn: the hour's 30 in all, then none on either.
  const first = await upload(a, 5);
  expect(first.status).toBe(200);
  for (let round = 1; round < UPLOAD_FILES_PER_HOUR / 5; round++)
    expect((await upload(round % 2 ? b : a, 5)).status).toBe(200);
  expect((await upload(b, 1)).status).toBe(429);
  expect((await upload(a, 1)).status).toBe(429);

  // Uploaded through the first replica, served by the second (from the bucket), byte for byte.
  const photo = first.urls[0] ?? '';
  expect(photo).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  const served = await request.get(at(b, photo), { headers: { ...nordwind(b), cookie } });
  expect(served.status()).toBe(200);
  expect(await served.body()).toEqual(PNG);

  // The client log: a session's batches a minute, counted once wherever they arrive.
  const statuses: number[] = [];
  for (let index = 0; index < CLIENT_LOG_BATCHES_PER_MINUTE + 2; index++) {
    const replica = index % 2 ? b : a;
    const response = await request.post(at(replica, '/client-logger'), {
      headers: { ...nordwind(replica), cookie },
      data: { records: [{ level: 'info', message: `batch ${index}` }] },
    });
    statuses.push(response.status());
  }
  expect(statuses.filter((status) => status === 204)).toHaveLength(CLIENT_LOG_BATCHES_PER_MINUTE);
  expect(statuses.slice(-2)).toEqual([429, 429]);
  // Both replicas wrote some of them: the count really was shared.
  for (const replica of replicas) expect(replica.output()).toContain('client log batch');
});

test('a paid return completes while a replica is killed half way, under load, with nothing lost', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const origin = `http://localhost:${nginxPort}`;
  const host = `nordwind.localhost:${nginxPort}`;

  // What the page is told (every answer from the portal), and every analytics message it sends (by
  // beacon, as a page is left).
  const failures: string[] = [];
  const sent: string[] = [];
  let lastCollect = 0;
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.host === host && response.status() >= 500) failures.push(`${response.status()} ${url.pathname}`);
  });
  // Routed, so the beacons are seen (Playwright reports no other), and sent on as they are.
  await page.context().route('**/collect', async (route) => {
    const request = route.request();
    if (new URL(request.url()).host === host && request.method() === 'POST') {
      lastCollect = Date.now();
      const body = JSON.parse(request.postData() ?? '{}') as {
        batch?: { messageId: string }[];
      };
      sent.push(...(body.batch ?? []).map((message) => message.messageId));
    }
    await route.continue();
  });

  await signIn(page, 'nordwind', RHEA, nginxPort);
  await selectReturn(page, 'Linen Shirt', 'Te groot');
  // The load from here on: the kill below and the rest of the return happen under it.
  const loadStarted = Date.now();
  const load = loadTogether(
    origin,
    [
      {
        name: 'sign-in page /',
        path: '/',
        headers: { host, accept: 'text/html', 'accept-encoding': 'br, gzip' },
      },
      {
        name: '/features',
        path: '/features?names=force-expand-carriers,show-most-sustainable-option,insurance-tiers',
        headers: { host, accept: 'application/json', 'accept-encoding': 'br, gzip' },
      },
    ],
    LOAD,
  );
  await page.getByRole('button', { name: 'Verder met 1 artikel' }).click();
  await expect(page).toHaveURL(portalUrl('nordwind', '/confirm-items', nginxPort));
  // Half way: the second replica dies at once, no draining. Not while a batch is on its way to the
  // collector or waits for its write (within 200 ms, longer on a busy machine): one taken in the last
  // moment before a crash is the one thing a crash may lose. So every batch sent so far is stored first.
  const store = await storeFromEnv({ DATABASE_URL: postgres.url });
  try {
    const stored = (ids: string[]) =>
      store.query<{ event: string }>(
        'SELECT event FROM analytics_events WHERE message_id = ANY($1::uuid[])',
        [ids],
      );
    await expect
      .poll(
        async () => {
          const ids = [...new Set(sent)];
          return Date.now() - lastCollect > 400 && (await stored(ids)).length === ids.length;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const killed = replicas[1];
    process.kill(-(killed?.pid ?? 0), 'SIGKILL');
    const killedAt = Date.now();
    // Under the load, not after it.
    expect(Date.now() - loadStarted).toBeLessThan(LOAD.durationS * 1000);

    await page.getByRole('button', { name: 'Selectie bevestigen' }).click();
    await expect(page).toHaveURL(portalUrl('nordwind', '/carriers', nginxPort));
    await submitWith(page, 'DPD Pickup point');
    await answerPayment(page, 'Pay');
    await expect(page).toHaveURL(/\/order-confirmation\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je retour is geregistreerd');
    await expect(page.getByRole('link', { name: 'Download je label' })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(failures).toEqual([]);
    expect(page.url().startsWith(portalUrl('nordwind', '/', nginxPort))).toBe(true);

    const figures = await load;
    for (const line of loadReport(figures)) console.log(`[load across two replicas, one killed] ${line}`);
    // Each error with its time from the kill: whether it came of the kill or not, the log says.
    for (const figure of figures)
      for (const error of figure.errorLog)
        console.log(
          `[load across two replicas, one killed] ${figure.name}: ${error.code} ${error.at - killedAt} ms from the kill`,
        );
    for (const figure of figures) {
      expect(figure.requests, figure.name).toBeGreaterThan(0);
      expect(figure.errors + figure.timeouts, figure.name).toBe(0);
      expect(figure.non2xx, figure.name).toBe(0);
    }

    // The return was made once.
    const created = await fetch(
      `http://127.0.0.1:${sandbox.port}/sandbox/merchants/nordwind/orders/${RHEA.orderNumber}/created`,
    );
    expect(await created.json()).toMatchObject({ returnOrders: 1 });

    // Every message the pages sent is in PostgreSQL, those recorded before the kill included (the
    // browser keeps them until a page is left), the confirmation's too, sent as the page closes.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => Date.now() - lastCollect > 500).toBe(true);
    const ids = [...new Set(sent)];
    expect(ids.length).toBeGreaterThan(0);
    await expect.poll(async () => (await stored(ids)).length, { timeout: 20_000 }).toBe(ids.length);
    // The shopper's whole session, the beacon sent as the page left for the payment page included
    // (which even a route does not show): each event once, before the kill and after it.
    // One analytics session, the one the server issued (its cookie, whichever replica read it).
    const sessions = await store.query<{ anonymous_id: string }>(
      'SELECT DISTINCT anonymous_id FROM analytics_events WHERE message_id = ANY($1::uuid[])',
      [ids],
    );
    expect(sessions).toHaveLength(1);
    const sessionEvents = async () =>
      (
        await store.query<{ event: string }>('SELECT event FROM analytics_events WHERE anonymous_id = $1', [
          sessions[0]?.anonymous_id,
        ])
      ).map((row) => row.event);
    const keyEvents = ['Reason selected', 'Confirm selection', 'Return submitted', 'Confirmation page shown'];
    // The confirmation's beacon leaves with the closing page, unseen by any route: waited for here.
    let events: string[] = [];
    await expect
      .poll(
        async () => {
          events = await sessionEvents();
          return keyEvents.filter((event) => !events.includes(event));
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    for (const event of keyEvents)
      expect(
        events.filter((each) => each === event),
        event,
      ).toHaveLength(1);
  } finally {
    await store.close();
  }
});
