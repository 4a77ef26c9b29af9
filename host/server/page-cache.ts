/**
 * Rendered pages, kept with their brotli and gzip forms, so a page is served at the speed of a
 * static file: a page depends only on the shop's configuration, the build, the language, the kind of
 * route, the session's release set and its analytics consent, so it is rendered and compressed once
 * per such combination.
 *
 * Entries hang off the configuration object itself (a WeakMap): when the configuration cache
 * (`shop-configs.ts`) loads a new one, that shop's pages are rendered again and the old ones go with
 * the old object. The build is part of the key (`PageKey.build`). What differs per request (the A/B
 * cookie) is never in the cached bytes: the caller sets it on the reply.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered page in every encoding it is sent in, and its validator. */
export interface CachedPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: the three encodings are the same page, so one validator serves them all. */
  etag: string;
}

/** What a page is rendered from besides the configuration. */
export interface PageKey {
  /** Changes whenever the host build (index.html, manifests) is read again. */
  build: number;
  /** `sign-in`, a step's name, `withdraw`, or `other` (`routeKind`). */
  route: string;
  lang: string;
  /** The session's remotes and their versions (empty without releases). */
  releases: string;
  /** The page's own origin: a sign-in image elsewhere gets a preconnect. */
  origin: string;
  /** The analytics consent the notice shows (`unknown` at a shop that does not ask). */
  consent: string;
}

const keyString = (key: PageKey) =>
  [key.build, key.route, key.lang, key.origin, key.releases, key.consent].join('\u0000');

/** `html` rendered once into the bytes sent for every encoding. */
export function compressPage(html: string): CachedPage {
  const raw = Buffer.from(html, 'utf8');
  return {
    raw,
    br: brotliCompressSync(raw, {
      params: {
        // Compressed once and sent many times: the best ratio is worth its milliseconds.
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: 9 }),
    etag: `W/"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
  };
}

/** Pages per configuration object, each configuration keeping at most `maxPerShop` of them. */
export class PageCache {
  private readonly byConfig = new WeakMap<object, LRUCache<string, CachedPage>>();

  // Languages × routes × release sets × origins: a host header is the client's, so the count is bounded.
  constructor(private readonly maxPerShop = 256) {}

  /** The page for `config` and `key`, rendered by `render` only when it is not cached yet. */
  get(config: object, key: PageKey, render: () => string): CachedPage {
    let pages = this.byConfig.get(config);
    if (!pages) {
      pages = new LRUCache<string, CachedPage>({ max: this.maxPerShop });
      this.byConfig.set(config, pages);
    }
    const id = keyString(key);
    let page = pages.get(id);
    if (!page) {
      page = compressPage(render());
      pages.set(id, page);
    }
    return page;
  }
}

/** Which of the cached encodings `accept-encoding` takes, brotli first; null for the plain page. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of String(acceptEncoding).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip';
  return null;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
