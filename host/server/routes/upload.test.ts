import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../uploads';
import { UPLOAD_ERRORS, uploadRoutes } from './upload';

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);
const JPEG: Uint8Array<ArrayBuffer> = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = Fastify();
  await uploadRoutes(app, mkdtempSync(path.join(tmpdir(), 'uploads-')));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => app.close());

function upload(
  files: { name: string; content: Uint8Array<ArrayBuffer>; type?: string }[],
  fields = { consumerId: 'c1', purchaseId: 'p1' },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append('files[]', new Blob([file.content], { type: file.type ?? 'image/png' }), file.name);
  return fetch(`${base}/upload`, { method: 'POST', body: form });
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

    const served = await fetch(`${base}${uploadedFiles[0]?.fileUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a text file named .png', async () => {
    const response = await upload([
      { name: 'evil.png', content: new TextEncoder().encode('<script>alert(1)</script>') },
    ]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_ERRORS.invalidType);
  });

  it('refuses a file over 10 MB', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1024 * 1024);
    big.set(PNG);
    const response = await upload([{ name: 'big.png', content: big }]);
    expect(response.status).toBe(413);
  });

  it('refuses a sixth file', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, content: PNG }));
    const response = await upload(six);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_ERRORS.tooMany);
  });

  it('needs the consumer id and the purchase id', async () => {
    const response = await upload([{ name: 'a.png', content: PNG }], { consumerId: '', purchaseId: 'p1' });
    expect(response.status).toBe(400);
  });

  it('serves nothing but generated names', async () => {
    expect((await fetch(`${base}/uploads/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/evil.html`)).status).toBe(404);
  });
});
