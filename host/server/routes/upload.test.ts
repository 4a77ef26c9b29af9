import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswers } from '../error-answers';
import { MemoryCounters } from '../shared-counters';
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
  // The server's zod validator and error answers, as buildServer installs them.
  await app.register(errorAnswers);
  await app.register(uploadRoutes, { uploadDir, coreApiUrl: platform.url, counters: new MemoryCounters() });
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

// Stored photos, under their owners' folders; what waits in the upload folder itself is half-written.
const storedFiles = () =>
  readdirSync(uploadDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/** A PNG of one data chunk of `bytes` zeros: its structure is sound, whatever its size. */
function pngWithData(bytes: number): Uint8Array<ArrayBuffer> {
  const file = new Uint8Array(8 + 8 + bytes + 4);
  file.set(PNG.subarray(0, 8));
  new DataView(file.buffer).setUint32(8, bytes);
  file.set(new TextEncoder().encode('IDAT'), 12);
  return file;
}

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

    const served = await fetch(`${base}${uploadedFiles[0]?.fileUrl}`, {
      headers: { cookie: sessionCookieOf('c1') },
    });
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
    big.set(pngWithData(big.length - 20).subarray(0, 16));
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

/** An EXIF block (APP1) whose GPS IFD puts the photo at 52°22'N 4°53'E, as a phone writes it. */
function exifWithGps(): Uint8Array<ArrayBuffer> {
  const tiff = new DataView(new ArrayBuffer(90));
  let at = 0;
  const u16 = (value: number) => {
    tiff.setUint16(at, value);
    at += 2;
  };
  const u32 = (value: number) => {
    tiff.setUint32(at, value);
    at += 4;
  };
  u16(0x4d4d); // big-endian
  u16(42);
  u32(8); // IFD0 at 8
  u16(1); // one entry: the GPS IFD pointer
  u16(0x8825);
  u16(4);
  u32(1);
  u32(26);
  u32(0); // no next IFD
  // GPS IFD at 26: latitude ref, latitude.
  u16(2);
  u16(1); // GPSLatitudeRef 'N'
  u16(2);
  u32(2);
  u32(0x4e000000);
  u16(2); // GPSLatitude, 3 rationals at 56
  u16(5);
  u32(3);
  u32(56);
  u32(0);
  for (const [numerator, denominator] of [
    [52, 1],
    [22, 1],
    [1234, 100],
  ]) {
    u32(numerator as number);
    u32(denominator as number);
  }
  const body = new Uint8Array([
    ...new TextEncoder().encode('Exif\0\0'),
    ...new Uint8Array(tiff.buffer, 0, at),
  ]);
  const length = body.length + 2;
  return new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

// SOI, JFIF APP0, the EXIF block, a comment, a (tiny) frame and scan, EOI, then trailing bytes.
const JFIF = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const FRAME = [0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0];
const SCAN = [0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x12, 0x34, 0xff, 0x00, 0x56];
const COMMENT = [0xff, 0xfe, 0, 6, ...new TextEncoder().encode('Home')];
const JPEG_WITH_GPS = new Uint8Array([
  0xff,
  0xd8,
  ...JFIF,
  ...exifWithGps(),
  ...COMMENT,
  ...FRAME,
  ...SCAN,
  0xff,
  0xd9,
  ...new TextEncoder().encode('trailer'),
]);
const JPEG_STRIPPED = new Uint8Array([0xff, 0xd8, ...JFIF, ...FRAME, ...SCAN, 0xff, 0xd9]);

const contains = (haystack: Uint8Array, needle: string) =>
  Buffer.from(haystack).includes(Buffer.from(needle, 'latin1'));

describe('photo privacy', () => {
  const uploadOne = async (consumerId: string, content: Uint8Array<ArrayBuffer>, type = 'image/jpeg') => {
    const response = await upload([{ name: 'photo.jpg', content, type }], {
      fields: { consumerId, purchaseId: 'p1' },
    });
    expect(response.status).toBe(200);
    const { uploadedFiles } = (await response.json()) as { uploadedFiles: { fileUrl: string }[] };
    return uploadedFiles[0]?.fileUrl ?? '';
  };

  it('strips EXIF (the GPS position), comments and trailing data from a JPEG before storing it', async () => {
    expect(contains(JPEG_WITH_GPS, 'Exif')).toBe(true);
    const url = await uploadOne('gps', JPEG_WITH_GPS);
    const stored = readdirSync(uploadDir, { recursive: true, withFileTypes: true }).find((entry) =>
      url.endsWith(entry.name),
    );
    const bytes = readFileSync(path.join(stored?.parentPath ?? '', stored?.name ?? ''));
    expect(new Uint8Array(bytes)).toEqual(JPEG_STRIPPED);
    const served = await fetch(`${base}${url}`, { headers: { cookie: sessionCookieOf('gps') } });
    const body = new Uint8Array(await served.arrayBuffer());
    expect(body).toEqual(JPEG_STRIPPED);
    for (const text of ['Exif', 'Home', 'trailer']) expect(contains(body, text), text).toBe(false);
  });

  it('strips EXIF and text chunks from a PNG', async () => {
    const chunk = (type: string, data: Uint8Array) => {
      const header = new Uint8Array(8);
      new DataView(header.buffer).setUint32(0, data.length);
      header.set(new TextEncoder().encode(type), 4);
      return [...header, ...data, 0, 0, 0, 0];
    };
    const ihdr = chunk('IHDR', new Uint8Array(13));
    const iend = chunk('IEND', new Uint8Array(0));
    const withMetadata = new Uint8Array([
      ...PNG.subarray(0, 8),
      ...ihdr,
      ...chunk('eXIf', exifWithGps().subarray(10)),
      ...chunk('tEXt', new TextEncoder().encode('Location\0Home')),
      ...iend,
    ]);
    const url = await uploadOne('png-gps', withMetadata, 'image/png');
    const served = await fetch(`${base}${url}`, { headers: { cookie: sessionCookieOf('png-gps') } });
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(
      new Uint8Array([...PNG.subarray(0, 8), ...ihdr, ...iend]),
    );
  });

  it('refuses a JPEG or PNG whose structure is broken', async () => {
    for (const content of [
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0x12, 0x34]),
      new Uint8Array([...PNG.subarray(0, 8), 0, 0, 0, 1, 0x2a, 0x2a, 0x2a, 0x2a]),
    ]) {
      const response = await upload([{ name: 'broken.jpg', content }], {
        fields: { consumerId: 'c1', purchaseId: 'p1' },
      });
      expect(response.status).toBe(400);
    }
  });

  it('serves a photo only to the session that uploaded it', async () => {
    const url = await uploadOne('owner', JPEG_STRIPPED);
    expect((await fetch(`${base}${url}`, { headers: { cookie: sessionCookieOf('owner') } })).status).toBe(
      200,
    );
    const stranger = await fetch(`${base}${url}`, { headers: { cookie: sessionCookieOf('stranger') } });
    expect(stranger.status).toBe(404);
    expect((await fetch(`${base}${url}`)).status).toBe(401);
  });

  it("refuses (403) a purchase that is not the session's own, storing nothing", async () => {
    const before = storedFiles();
    const response = await upload([{ name: 'a.png', content: PNG }], {
      fields: { consumerId: 'c1', purchaseId: 'someone-elses-purchase' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('not_your_purchase');
    expect(storedFiles()).toEqual(before);
  });

  it('takes files under files[] only', async () => {
    const form = new FormData();
    form.append('consumerId', 'c1');
    form.append('purchaseId', 'p1');
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${base}/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: sessionCookieOf('c1') },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('unexpected_field');
  });
});
