import { describe, expect, it } from 'vitest';
import { cacheControlFor, variesByEncoding } from './built-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('cacheControlFor', () => {
  it('revalidates manifests, entries and HTML every time', () => {
    for (const file of [
      'mf-manifest.json',
      'mf-stats.json',
      'remoteEntry.js',
      'index.html',
      '/x/dist/mf-manifest.json',
    ])
      expect(cacheControlFor(file)).toBe('no-cache');
  });

  it('caches content-hashed files for a year, whatever their type', () => {
    for (const file of [
      'main.0123abcd.js',
      '421.89abcdef.css',
      'logo.a1b2c3d4.svg',
      '/d/main.0123abcd.js.map',
    ])
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it('revalidates files without a hash', () => {
    expect(cacheControlFor('flags/nl.svg')).toBe('no-cache');
    expect(cacheControlFor('main.js')).toBe('no-cache');
  });
});

describe('cacheControlFor and variesByEncoding with precompressed copies', () => {
  it('gives a .br or .gz copy the policy of its original', () => {
    expect(cacheControlFor('main.0123abcd.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('remoteEntry.js.gz')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json.br')).toBe('no-cache');
  });

  it('marks what the build precompresses as varying by Accept-Encoding', () => {
    for (const file of [
      'main.0123abcd.js',
      'main.0123abcd.js.br',
      'x.css.gz',
      'mf-manifest.json',
      'flag.svg',
    ])
      expect(variesByEncoding(file)).toBe(true);
    for (const file of ['photo.png', 'font.woff2']) expect(variesByEncoding(file)).toBe(false);
  });
});
