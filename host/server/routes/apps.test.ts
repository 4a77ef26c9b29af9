import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appPrefix, cacheControlFor } from './apps';

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

describe('appPrefix', () => {
  it('falls back to 0.0.0 for an app without a package.json', () => {
    expect(appPrefix(mkdtempSync(path.join(tmpdir(), 'apps-')), 'remote-auth')).toBe(
      '/apps/remote-auth/0.0.0/',
    );
  });
});
