import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorAnswers } from '../error-answers';
import { MemoryCounters } from '../shared-counters';
import { type FakePlatform, sessionCookieOf, startFakePlatform } from '../testing/fake-platform';
import { MAX_FILE_BYTES, MAX_FILES } from '../uploads';
import { uploadRoutes } from './upload';

// Issue 8's measurement: 8 parallel requests of 5 × 10 MB raised the server's memory by 443 MB.
const PARALLEL = 8;
const MB = 1024 * 1024;
// 400 MB travel; held in memory (as the old `toBuffer()` did) that is 400 MB. Streamed, each request
// holds a few 64 KB chunks (socket, parser, file stream buffers): well under 1 MB. The bound leaves
// room for the allocator and the garbage collector's lag, and is a quarter of what buffering costs.
const RSS_GROWTH_LIMIT = 100 * MB;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHUNK = Buffer.alloc(64 * 1024, 0x2a);

let platform: FakePlatform;
let app: FastifyInstance;
let port: number;
let uploadDir: string;
beforeAll(async () => {
  platform = await startFakePlatform();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'uploads-memory-'));
  app = Fastify();
  await app.register(fastifyCookie);
  // The server's zod validator and error answers, as buildServer installs them.
  await app.register(errorAnswers);
  await app.register(uploadRoutes, { uploadDir, coreApiUrl: platform.url, counters: new MemoryCounters() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await platform.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A multipart body generated as it is sent: fields, then files of `fileBytes` each (a PNG header, then filler). */
async function* multipartBody(boundary: string, consumerId: string, files: number, fileBytes: number) {
  for (const [name, value] of [
    ['consumerId', consumerId],
    ['purchaseId', 'p1'],
  ]) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  for (let file = 0; file < files; file += 1) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="p${file}.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    // A sound PNG structure (the server reads it to strip metadata): one data chunk of filler.
    const chunkHeader = Buffer.alloc(8);
    chunkHeader.writeUInt32BE(fileBytes - PNG_SIGNATURE.length - 12);
    chunkHeader.write('IDAT', 4, 'latin1');
    yield PNG_SIGNATURE;
    yield chunkHeader;
    let left = fileBytes - PNG_SIGNATURE.length - chunkHeader.length;
    while (left > 0) {
      const size = Math.min(left, CHUNK.length);
      yield size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size);
      left -= size;
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** Streams one upload over a real socket; resolves with the status code. */
function streamUpload(consumerId: string, files = MAX_FILES): Promise<number> {
  const boundary = `----portal${consumerId}`;
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/upload',
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: sessionCookieOf(consumerId),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    pipeline(Readable.from(multipartBody(boundary, consumerId, files, MAX_FILE_BYTES)), request).catch(
      reject,
    );
  });
}

it(`keeps memory flat while ${PARALLEL} requests stream ${MAX_FILES} × 10 MB each`, async () => {
  // One small upload first, so code loading and the first buffers of each kind are not counted.
  expect(await streamUpload('warm-up', 1)).toBe(200);
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => streamUpload(`memory-${i}`)),
    );
    expect(statuses).toEqual(Array.from({ length: PARALLEL }, () => 200));
  } finally {
    clearInterval(sampler);
  }
  const growth = peak - baseline;
  console.info(
    `upload memory: RSS grew ${(growth / MB).toFixed(1)} MB for ${PARALLEL * MAX_FILES * 10} MB uploaded`,
  );
  expect(growth).toBeLessThan(RSS_GROWTH_LIMIT);
  // Every file arrived whole.
  const stored = readdirSync(uploadDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  expect(stored.length).toBe(PARALLEL * MAX_FILES + 1);
  expect(
    stored.every((entry) => statSync(path.join(entry.parentPath, entry.name)).size === MAX_FILE_BYTES),
  ).toBe(true);
}, 120_000);
