/**
 * How built files are cached, wherever they are served from (the host server's `/apps/`, the release
 * store, a CDN in front of it): manifests and entry files are revalidated every time, so a new
 * version is picked up at once; content-hashed files never change and are kept for a year.
 */
import path from 'node:path';

// rspack's `[contenthash:8]` segment (`main.0123abcd.js`, `421.89abcdef.css`).
const HASHED = /\.[0-9a-f]{8}\./;
// Files whose name stays the same from build to build: they point at the hashed ones.
const ALWAYS_REVALIDATE =
  /^(mf-manifest\.json|mf-stats\.json|mf-manifest-stats\.json|remoteEntry\.js)$|\.html$/;

// The precompressed copies the build writes beside a file (`main.0123abcd.js.br`).
const ENCODED_COPY = /\.(br|gz)$/;
// What the build precompresses (deploy/build/precompress-plugin.ts): its answer depends on Accept-Encoding.
const PRECOMPRESSED_TYPES = /\.(js|mjs|css|json|html|svg|txt)$/;

/** The cache policy of one built file (by path or name; a `.br`/`.gz` copy as its original). */
export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(ENCODED_COPY, '');
  if (ALWAYS_REVALIDATE.test(name)) return 'no-cache';
  return HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Whether an answer for this file depends on `Accept-Encoding` (a `.br`/`.gz` copy may be sent instead). */
export const variesByEncoding = (file: string) => PRECOMPRESSED_TYPES.test(file.replace(ENCODED_COPY, ''));
