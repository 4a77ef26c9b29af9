/**
 * Gatekeeping photos in an S3-compatible bucket (UPLOAD_S3_BUCKET): the same checks by content, the
 * accepted files in the bucket and nothing left on the replica's disk, served back by any replica.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import type { S3ReleaseStore } from '@portal/releases/store';
import { startTestS3, type TestS3 } from '@portal/releases/testing/s3-server';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswers } from '../error-answers';
import { MemoryCounters } from '../shared-counters';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from '../testing/fake-platform';
import { uploadRoutes } from './upload';

const PNG: Uint8Array<ArrayBuffer> = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13,
]);

let platform: FakePlatform;
let s3: TestS3;
let bucket: S3ReleaseStore;
const replicas: { app: FastifyInstance; base: string; uploadDir: string }[] = [];

/** A host replica with its own disk, sharing the bucket. */
async function replica() {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-s3-'));
  const app = Fastify();
  await app.register(fastifyCookie);
  // The server's zod validator and error answers, as buildServer installs them.
  await app.register(errorAnswers);
  await app.register(uploadRoutes, {
    uploadDir,
    uploadStore: bucket,
    coreApiUrl: platform.url,
    counters: new MemoryCounters(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  replicas.push({ app, base, uploadDir });
  return { base, uploadDir };
}

beforeAll(async () => {
  platform = await startFakePlatform();
  s3 = await startTestS3('portal-uploads');
  bucket = s3.store('uploads/');
});
afterAll(async () => {
  for (const { app, uploadDir } of replicas) {
    await app.close();
    rmSync(uploadDir, { recursive: true, force: true });
  }
  await platform.close();
  await s3.close();
});

const upload = (base: string, content: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('consumerId', 'c1');
  form.append('purchaseId', 'p1');
  form.append('files[]', new Blob([content], { type: 'image/png' }), 'photo.png');
  return fetch(`${base}/upload`, { method: 'POST', body: form, headers: { cookie: sessionCookieOf('c1') } });
};

describe('uploads in a bucket', () => {
  it('stores an accepted photo in the bucket, leaves nothing on disk, and any replica serves it', async () => {
    const first = await replica();
    const second = await replica();
    const response = await upload(first.base, PNG);
    expect(response.status).toBe(200);
    const { uploadedFiles } = (await response.json()) as { uploadedFiles: { fileUrl: string }[] };
    const name = uploadedFiles[0]?.fileUrl.replace('/uploads/', '') ?? '';
    // Under its owner's tag: the URL alone finds nothing.
    expect(await bucket.list('')).toEqual([expect.stringMatching(new RegExp(`^[0-9a-f]{32}/${name}$`))]);
    expect(readdirSync(first.uploadDir)).toEqual([]);

    const served = await fetch(`${second.base}/uploads/${name}`, {
      headers: { cookie: sessionCookieOf('c1') },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const stranger = await fetch(`${second.base}/uploads/${name}`, {
      headers: { cookie: sessionCookieOf('c2') },
    });
    expect(stranger.status).toBe(404);
  });

  it('refuses a file by its content, storing nothing', async () => {
    const { base } = await replica();
    const before = await bucket.list('');
    const response = await upload(base, new TextEncoder().encode('<script>alert(1)</script>'));
    expect(response.status).toBe(400);
    expect(await bucket.list('')).toEqual(before);
  });
});
