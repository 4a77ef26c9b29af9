import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, parseTrustProxy } from './config';

describe('optionsFromEnv', () => {
  it('has local defaults', () => {
    const options = optionsFromEnv({});
    expect(options).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      coreApiUrl: 'http://localhost:4001',
      voltaApiUrl: 'http://localhost:4001/volta',
      configTtlMs: 60_000,
      logLevel: 'info',
      httpsHeaders: false,
      trustProxy: false,
      remoteEntries: {},
    });
    expect(options.originOverride).toBeUndefined();
    // The repository root, found from the file's own place.
    expect(existsSync(path.join(options.appsRoot, 'host', 'package.json'))).toBe(true);
  });

  it('reads remote entries (absolute or a path), treating empty variables as unset', () => {
    const options = optionsFromEnv({
      REMOTE_CARRIERS_ENTRY: 'https://cdn.example.com/remote-carriers/1.0.1/mf-manifest.json',
      REMOTE_AUTH_ENTRY: '/static/remote-auth/2.0.0/mf-manifest.json',
      REMOTE_SELECTION_ENTRY: '',
      ORIGIN_OVERRIDE: '',
      SECURE_HEADERS_HTTPS: 'true',
      CORE_API_URL: 'https://core.example.com/',
    });
    expect(options.remoteEntries).toEqual({
      remote_carriers: 'https://cdn.example.com/remote-carriers/1.0.1/mf-manifest.json',
      remote_auth: '/static/remote-auth/2.0.0/mf-manifest.json',
    });
    expect(options.originOverride).toBeUndefined();
    expect(options.httpsHeaders).toBe(true);
    expect(options.coreApiUrl).toBe('https://core.example.com');
  });

  it('refuses values that cannot work, naming the variable', () => {
    expect(() => optionsFromEnv({ REMOTE_AUTH_ENTRY: 'javascript:alert(1)' })).toThrow(/REMOTE_AUTH_ENTRY/);
    expect(() => optionsFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => optionsFromEnv({ ORIGIN_OVERRIDE: 'a/b' })).toThrow(/ORIGIN_OVERRIDE/);
  });
});

describe('parseTrustProxy', () => {
  it('takes a boolean or addresses', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});
