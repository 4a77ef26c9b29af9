import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from '../testing/fake-platform';
import { MAX_FILE_BYTES } from '../uploads';
import { UPLOAD_ERRORS, UPLOAD_FILES_PER_HOUR, uploadRoutes } from './upload';

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);
const JPEG: Uint8Array<ArrayBuffer> = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

let platform: FakePlatform;
let app: FastifyInstance;
let base: string;
let uploadDir: string;
beforeAll(async () => {
  platform = await startFakePlatform();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-'));
  app = Fastify();
  await app.register(fastifyCookie);
  await uploadRoutes(app, { uploadDir, coreApiUrl: platform.url });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await platform.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

type Part = { name: string; content: Uint8Array<ArrayBuffer>; type?: string };

function upload(
  files: Part[],
  {
    fields = { consumerId: 'c1', purchaseId: 'p1' },
    cookie = sessionCookieOf(fields.consumerId || 'c1'),
    filesFirst = false,
  }: { fields?: Record<string, string>; cookie?: string | null; filesFirst?: boolean } = {},
) {
  const form = new FormData();
  const appendFields = () => {
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
  };
  if (!filesFirst) appendFields();
  for (const file of files)
    form.append('files[]', new Blob([file.content], { type: file.type ?? 'image/png' }), file.name);
  if (filesFirst) appendFields();
  return fetch(`${base}/upload`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
}

const storedFiles = () => readdirSync(uploadDir);

describe('POST /upload', () => {
  it('stores png and jpeg by content, under generated names, and serves them back safely', async () => {
    const response = await upload([
      { name: 'holiday.jpg', content: PNG, type: 'image/jpeg' },
      { name: 'scan.jpeg', content: JPEG, type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(200);
    const { uploadedFiles } = (await response.json()) as {
      uploadedFiles: { fileUrl: string; mimeType: string }[];
    };
    // A PNG renamed .jpg is still a PNG.
    expect(uploadedFiles.map((file) => file.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect(uploadedFiles[0]?.fileUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const served = await fetch(`${base}${uploadedFiles[0]?.fileUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // Nothing half-written is left behind.
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}\.(png|jpg)$/.test(name))).toBe(true);
  });

  it('refuses a text file named .png, keeping nothing of it', async () => {
    const before = storedFiles();
    const response = await upload([
      { name: 'evil.png', content: new TextEncoder().encode('<script>alert(1)</script>') },
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_ERRORS.invalidType);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a file over 10 MB while it streams, and keeps no part of it or of the files before it', async () => {
    const before = storedFiles();
    const big = new Uint8Array(MAX_FILE_BYTES + 1024 * 1024);
    big.set(PNG);
    const response = await upload([
      { name: 'small.png', content: PNG },
      { name: 'big.png', content: big },
    ]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_ERRORS.failed);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a sixth file', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, content: PNG }));
    const response = await upload(six, {
      cookie: sessionCookieOf('six'),
      fields: { consumerId: 'six', purchaseId: 'p1' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_ERRORS.tooMany);
  });

  it('needs the consumer id and the purchase id, before the files', async () => {
    const missing = await upload([{ name: 'a.png', content: PNG }], {
      fields: { consumerId: 'c1', purchaseId: '' },
    });
    expect(missing.status).toBe(400);
    const late = await upload([{ name: 'a.png', content: PNG }], { filesFirst: true });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { error: string }).error).toBe('missing_fields');
  });

  it('needs a session: 401 without the cookie or with one the platform does not know', async () => {
    const before = storedFiles();
    expect((await upload([{ name: 'a.png', content: PNG }], { cookie: null })).status).toBe(401);
    expect((await upload([{ name: 'a.png', content: PNG }], { cookie: 're_session=forged' })).status).toBe(
      401,
    );
    expect(storedFiles()).toEqual(before);
  });

  it("refuses (403) an upload under another consumer's id", async () => {
    const before = storedFiles();
    const response = await upload([{ name: 'a.png', content: PNG }], {
      fields: { consumerId: 'victim', purchaseId: 'p1' },
      cookie: sessionCookieOf('attacker'),
    });
    expect(response.status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });

  it(`accepts ${UPLOAD_FILES_PER_HOUR} files an hour per shopper, then answers 429`, async () => {
    const options = { fields: { consumerId: 'busy', purchaseId: 'p1' } };
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, content: PNG }));
    for (let sent = 0; sent < UPLOAD_FILES_PER_HOUR; sent += five.length) {
      expect((await upload(five, options)).status).toBe(200);
    }
    const refused = await upload([{ name: 'one-more.png', content: PNG }], options);
    expect(refused.status).toBe(429);
    // Another shopper is not affected.
    const other = await upload([{ name: 'a.png', content: PNG }], {
      fields: { consumerId: 'calm', purchaseId: 'p1' },
    });
    expect(other.status).toBe(200);
  });

  it('serves nothing but generated names', async () => {
    expect((await fetch(`${base}/uploads/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/evil.html`)).status).toBe(404);
  });
});
