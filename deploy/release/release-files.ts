/**
 * Released files as the release store keeps and serves them: which keys are a released file a browser
 * may fetch (never an environment file, nor a node build), and the content type each is uploaded and
 * served with.
 */
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
};

/** The content type of a released file, by its extension. */
export const contentTypeOf = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

// A release's node build (node-build.ts; `server/`, deploy/build/create-app-config.ts NODE_ENTRY): the
// host server reads it from the store to render a step; browsers never need it.
const NODE_BUILD = /^[^/]+\/[^/]+\/server\//;

/**
 * Whether `key` names a file of a released remote a browser may fetch (`<remote>/<version>/<file…>`):
 * never an environment file, nor the release's node build.
 */
export const isReleasedFileKey = (key: string): boolean =>
  /^remote-[a-z]+\/[0-9A-Za-z.-]+\/[\w./-]+$/.test(key) && !key.includes('..') && !NODE_BUILD.test(key);
