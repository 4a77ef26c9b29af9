/**
 * The host server against the real sandbox (the platform's stand-in): a session it ends on logout
 * is ended at the platform, the upload check asks the platform whose session it is, and a gatekeeping
 * request names only photos this portal stored for that shopper.
 */
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSandbox } from '../../deploy/sandbox/src/app';
import { buildServer } from './app';
import { optionsFromEnv } from './config';

const HOST = 'nordwind.localhost:3000';
const ORIGIN = `http://${HOST}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let sandbox: FastifyInstance;
let server: FastifyInstance;

beforeAll(async () => {
  sandbox = await buildSandbox({ logger: false });
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const sandboxUrl = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}`;
  server = await buildServer(
    optionsFromEnv({
      CORE_API_URL: sandboxUrl,
      VOLTA_API_URL: `${sandboxUrl}/volta`,
      APPS_ROOT: mkdtempSync(path.join(tmpdir(), 'apps-')),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'uploads-')),
      LOG_LEVEL: 'silent',
    }),
  );
});
afterAll(async () => {
  await server.close();
  await sandbox.close();
});

/** A multipart body as the portal's gatekeeping form sends it: the ids, then one photo. */
function photoForm(consumerId: string, purchaseId: string) {
  const boundary = '----portal-test';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('consumerId', consumerId) + field('purchaseId', purchaseId)),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed-in shopper of the sandbox: consumer id, session cookie and their first purchase. */
async function signIn(email: string, orderNumber: string) {
  const answer = await server.inject({
    method: 'POST',
    url: '/api/v0/auth/consumer',
    headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
    payload: {
      email,
      orderNumber,
      locale: 'nl',
      storeId: 'store-nordwind',
      userProperties: { deviceId: 'd', sessionId: 's' },
    },
  });
  expect(answer.statusCode).toBe(200);
  const { id } = answer.json() as { id: string };
  const cookie = /re_session=[^;]+/.exec(String(answer.headers['set-cookie']))?.[0] ?? '';
  expect(cookie).not.toBe('');
  const purchases = () =>
    server.inject({ url: `/api/v0/consumer/${id}/purchases`, headers: { host: HOST, cookie } });
  const listed = await purchases();
  expect(listed.statusCode).toBe(200);
  const purchaseId = (listed.json() as { purchaseId: string }[])[0]?.purchaseId ?? '';
  const upload = () => {
    const { payload, contentType } = photoForm(id, purchaseId);
    return server.inject({
      method: 'POST',
      url: '/upload',
      headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': contentType },
      payload,
    });
  };
  /** Sends a gatekeeping request naming `url` as the photo of the shopper's purchase. */
  const request = (url: string) =>
    server.inject({
      method: 'PUT',
      url: `/api/v0/consumer/${id}/draft-return-order/request`,
      headers: { host: HOST, origin: ORIGIN, cookie, 'content-type': 'application/json' },
      payload: {
        purchaseAssets: [
          {
            purchaseId,
            answers: [
              { question: 'Photo', position: 1, type: 'Upload', answer: [{ url, mimeType: 'image/png' }] },
            ],
          },
        ],
      },
    });
  return { id, cookie, purchaseId, purchases, upload, request };
}

it('lets a gatekeeping request through only with photos this portal stored for that shopper', async () => {
  const emma = await signIn('emma@example.com', 'NW-1001');
  const mila = await signIn('mila@example.com', 'NW-3150');
  const own = (await emma.upload()).json() as { uploadedFiles: { fileUrl: string }[] };
  const ownUrl = own.uploadedFiles[0]?.fileUrl ?? '';
  const milas = ((await mila.upload()).json() as { uploadedFiles: { fileUrl: string }[] }).uploadedFiles[0];

  const refused = ['https://evil.example/a.png', '/uploads/../etc/passwd', milas?.fileUrl ?? ''];
  for (const url of refused) {
    const answer = await emma.request(url);
    expect([answer.statusCode, answer.json().errors[0].code]).toEqual([422, 'photo_not_issued']);
  }
  // Emma's own photo reaches the platform, which answers for itself (emma has no draft yet).
  const passed = await emma.request(ownUrl);
  expect([passed.statusCode, passed.json().errors[0].code]).toEqual([404, 'draft_404']);
});

it('ends the session at the platform on logout: a replayed old cookie reads nothing and uploads nothing', async () => {
  const { cookie, purchases, upload } = await signIn('emma@example.com', 'NW-1001');
  expect((await upload()).statusCode).toBe(200);

  const logout = await server.inject({
    method: 'POST',
    url: '/logout',
    headers: { host: HOST, origin: ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
  });
  expect(logout.statusCode).toBe(204);
  expect(String(logout.headers['set-cookie'])).toMatch(/re_session=;/);

  // Someone who copied the cookie before the shopper signed out.
  const replayed = await purchases();
  expect(replayed.statusCode).toBe(401);
  expect((await upload()).statusCode).toBe(401);
});
