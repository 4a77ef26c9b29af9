import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, matchesEtag, PageCache, type PageKey, pickEncoding } from './page-cache';

const key: PageKey = {
  build: 1,
  route: 'sign-in',
  lang: 'en',
  releases: '',
  origin: 'http://a.localhost',
  consent: 'unknown',
};

function counted() {
  let renders = 0;
  return {
    render:
      (html = '<p>page</p>') =>
      () => {
        renders++;
        return html;
      },
    get renders() {
      return renders;
    },
  };
}

describe('PageCache', () => {
  it('renders a page once per configuration and key', () => {
    const cache = new PageCache();
    const config = {};
    const counter = counted();
    const first = cache.get(config, key, counter.render());
    expect(cache.get(config, { ...key }, counter.render())).toBe(first);
    expect(counter.renders).toBe(1);
  });

  it('renders again for another language, route, release set, origin or build', () => {
    const cache = new PageCache();
    const config = {};
    const counter = counted();
    cache.get(config, key, counter.render());
    for (const other of [
      { lang: 'de' },
      { route: 'select-items' },
      { releases: 'carriers=b@1.2.0' },
      { origin: 'https://a.example' },
      { build: 2 },
    ])
      cache.get(config, { ...key, ...other }, counter.render());
    expect(counter.renders).toBe(6);
  });

  it('renders again when the configuration is a new object (reloaded or changed)', () => {
    const cache = new PageCache();
    const counter = counted();
    const before = cache.get({ name: 'Nordwind' }, key, counter.render('<p>before</p>'));
    const after = cache.get({ name: 'Nordwind' }, key, counter.render('<p>after</p>'));
    expect(counter.renders).toBe(2);
    expect(after.raw.toString()).toBe('<p>after</p>');
    expect(after.etag).not.toBe(before.etag);
  });

  it('keeps at most its bound of pages per configuration', () => {
    const cache = new PageCache(2);
    const config = {};
    const counter = counted();
    for (const lang of ['a', 'b', 'c', 'a']) cache.get(config, { ...key, lang }, counter.render());
    expect(counter.renders).toBe(4);
  });
});

describe('compressPage', () => {
  it('gives brotli and gzip forms that are the page itself', () => {
    const html = `<!doctype html><p>Ünïcode ${'x'.repeat(5000)}</p>`;
    const page = compressPage(html);
    expect(page.raw.toString('utf8')).toBe(html);
    expect(brotliDecompressSync(page.br).toString('utf8')).toBe(html);
    expect(gunzipSync(page.gzip).toString('utf8')).toBe(html);
    expect(page.br.length).toBeLessThan(page.raw.length);
  });

  it('gives the same page the same validator, and another page another', () => {
    expect(compressPage('<p>a</p>').etag).toBe(compressPage('<p>a</p>').etag);
    expect(compressPage('<p>a</p>').etag).not.toBe(compressPage('<p>b</p>').etag);
    expect(compressPage('<p>a</p>').etag).toMatch(/^W\/"[\w-]+"$/);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
