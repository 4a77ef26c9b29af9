/**
 * What the production build puts on the web: no source maps, and every text file
 * precompressed and sent as such. Reads each app's `dist/` and asks the real host server.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HOST_PORT } from '../support/ports';

const ROOT = path.resolve(import.meta.dirname, '../..');
const APPS = ['host', 'remote-auth', 'remote-selection', 'remote-carriers', 'remote-confirmation'];

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

// The node build beside the browser's: read by the server, never sent (its own test below).
const NODE_BUILD = /^server\//;
const servedFilesUnder = (dist: string) => filesUnder(dist).filter((file) => !NODE_BUILD.test(file));

const versionOf = (app: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')) as { version: string }).version;

/** A GET of one built file on nordwind, with the bytes exactly as sent (nothing decoded). */
function getBuilt(app: string, file: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: HOST_PORT,
        path: `/apps/${app}/${versionOf(app)}/${file}`,
        headers: { host: `nordwind.localhost:${HOST_PORT}`, 'accept-encoding': acceptEncoding },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

for (const app of APPS) {
  test(`${app}: no source map is in dist or served, and the maps are written beside it`, async () => {
    const dist = path.join(ROOT, app, 'dist');
    const files = servedFilesUnder(dist);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => /\.(js|css)$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('sourceMappingURL=');
      expect((await getBuilt(app, `${file}.map`, 'identity')).status, `${file}.map`).toBe(404);
    }
    expect(filesUnder(path.join(ROOT, app, 'sourcemaps')).some((file) => file.endsWith('.js.map'))).toBe(
      true,
    );
  });

  test(`${app}: its node build is never sent`, async () => {
    const nodeBuild = filesUnder(path.join(ROOT, app, 'dist')).filter((file) => NODE_BUILD.test(file));
    expect(nodeBuild.length).toBeGreaterThan(0);
    for (const file of nodeBuild)
      expect((await getBuilt(app, file, 'gzip, deflate, br')).status, file).toBeGreaterThanOrEqual(400);
  });

  test(`${app}: every text file of 1 KB or more is precompressed and sent as it is`, async () => {
    const dist = path.join(ROOT, app, 'dist');
    const size = (file: string) => readFileSync(path.join(dist, file)).length;
    const texts = servedFilesUnder(dist).filter(
      (file) => /\.(js|css|json|html|svg)$/.test(file) && size(file) >= 1024,
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const file of texts) {
      expect(existsSync(path.join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
    // The largest script goes out as the build wrote it, whichever encoding the browser takes.
    const largest = texts.filter((file) => file.endsWith('.js')).sort((a, b) => size(b) - size(a))[0]!;
    for (const [acceptEncoding, encoding, copy] of [
      ['gzip, deflate, br, zstd', 'br', `${largest}.br`],
      ['gzip', 'gzip', `${largest}.gz`],
      ['identity', undefined, largest],
    ] as const) {
      const response = await getBuilt(app, largest, acceptEncoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.equals(readFileSync(path.join(dist, copy))), copy).toBe(true);
    }
  });
}
