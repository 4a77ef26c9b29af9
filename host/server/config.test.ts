import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_HOSTS,
  DEV_FEATURE_OVERRIDES,
  optionsFromEnv,
  parsePaymentHosts,
  parseTrustProxy,
  portalHost,
} from './config';

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

  it('serves the single-bundle build with PORTAL_BUNDLE=single, unless APPS_ROOT names a folder', () => {
    const repoRoot = optionsFromEnv({}).appsRoot;
    expect(optionsFromEnv({ PORTAL_BUNDLE: 'single' }).appsRoot).toBe(
      path.join(repoRoot, 'deploy/build/single-bundle/dist'),
    );
    expect(optionsFromEnv({ PORTAL_BUNDLE: 'single', APPS_ROOT: '/srv/apps' }).appsRoot).toBe('/srv/apps');
    expect(optionsFromEnv({ PORTAL_BUNDLE: 'federated' }).appsRoot).toBe(repoRoot);
    expect(() => optionsFromEnv({ PORTAL_BUNDLE: 'double' })).toThrow(/PORTAL_BUNDLE/);
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

describe('FEATURE_OVERRIDES', () => {
  it('allows the display toggles outside production, never gatekeeping', () => {
    const { featureOverrides } = optionsFromEnv({});
    expect(featureOverrides).toEqual([...DEV_FEATURE_OVERRIDES]);
    expect(featureOverrides).toContain('no-store-credit-preselection');
    expect(featureOverrides).not.toContain('gatekeeping');
  });

  it('allows none in production', () => {
    expect(
      optionsFromEnv({ NODE_ENV: 'production', AB_COOKIE_SECRET: 'a-production-secret-of-32-characters' })
        .featureOverrides,
    ).toEqual([]);
  });

  it('takes an explicit list, or none', () => {
    expect(optionsFromEnv({ FEATURE_OVERRIDES: 'gatekeeping, hide-siy-label' }).featureOverrides).toEqual([
      'gatekeeping',
      'hide-siy-label',
    ]);
    expect(
      optionsFromEnv({
        NODE_ENV: 'production',
        AB_COOKIE_SECRET: 'a-production-secret-of-32-characters',
        FEATURE_OVERRIDES: 'insurance-tiers',
      }).featureOverrides,
    ).toEqual(['insurance-tiers']);
    expect(optionsFromEnv({ FEATURE_OVERRIDES: 'none' }).featureOverrides).toEqual([]);
    expect(optionsFromEnv({ FEATURE_OVERRIDES: '' }).featureOverrides).toEqual([]);
    expect(() => optionsFromEnv({ FEATURE_OVERRIDES: 'a;b' })).toThrow(/FEATURE_OVERRIDES/);
  });

  it('reads the shop-configuration cache settings', () => {
    expect(optionsFromEnv({})).toMatchObject({ configMissTtlMs: 30_000, configCacheMax: 1000 });
    expect(optionsFromEnv({ CONFIG_MISS_TTL_MS: '5000', CONFIG_CACHE_MAX: '50' })).toMatchObject({
      configMissTtlMs: 5000,
      configCacheMax: 50,
    });
  });
});

describe('LABEL_HOSTS', () => {
  it("defaults to the platform's API origins, and is read like PAYMENT_HOSTS", () => {
    expect(
      optionsFromEnv({
        CORE_API_URL: 'https://api.platform.example/v0',
        VOLTA_API_URL: 'https://api.platform.example/volta',
      }).labelHosts,
    ).toEqual(['https://api.platform.example']);
    expect(optionsFromEnv({ LABEL_HOSTS: ' labels.example.com, http://localhost:4001 ' }).labelHosts).toEqual(
      ['labels.example.com', 'http://localhost:4001'],
    );
    expect(() => optionsFromEnv({ LABEL_HOSTS: 'data:,x' })).toThrow(/LABEL_HOSTS/);
  });
});

describe('PAYMENT_HOSTS', () => {
  it('defaults to the payment providers, and takes host names and exact origins', () => {
    expect(optionsFromEnv({}).paymentHosts).toEqual([...DEFAULT_PAYMENT_HOSTS]);
    expect(
      optionsFromEnv({ PAYMENT_HOSTS: ' pay.example.com, http://localhost:4001 ' }).paymentHosts,
    ).toEqual(['pay.example.com', 'http://localhost:4001']);
  });

  it('refuses anything else at start', () => {
    for (const bad of ['*', 'https://pay.example.com/path', 'pay example.com', 'http://localhost:4001/'])
      expect(() => parsePaymentHosts(bad)).toThrow(/PAYMENT_HOSTS/);
  });
});

describe('PORTAL_ORIGIN', () => {
  it("defaults to the local host names on this server's port, and names each shop's portal host", () => {
    expect(portalHost(optionsFromEnv({ PORT: '5500' }).portalOrigin, 'nordwind')).toBe(
      'nordwind.localhost:5500',
    );
    const { portalOrigin } = optionsFromEnv({ PORTAL_ORIGIN: 'https://{merchant}.returns.example' });
    expect(portalHost(portalOrigin, 'vault')).toBe('vault.returns.example');
  });

  it('refuses an origin without the merchant in its host', () => {
    for (const value of [
      'https://returns.example',
      'https://x.example/{merchant}',
      'ftp://{merchant}.example',
    ])
      expect(() => optionsFromEnv({ PORTAL_ORIGIN: value }), value).toThrow(/PORTAL_ORIGIN/);
  });
});

describe('AB_COOKIE_SECRET', () => {
  it('is required in production, at least 32 characters; elsewhere the development secret stands in', () => {
    expect(() => optionsFromEnv({ NODE_ENV: 'production' })).toThrow(
      /AB_COOKIE_SECRET is required in production/,
    );
    expect(() => optionsFromEnv({ AB_COOKIE_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(optionsFromEnv({}).abCookieSecret).toEqual({ secret: expect.any(String), development: true });
    const secret = 'a-production-secret-of-32-characters';
    expect(optionsFromEnv({ NODE_ENV: 'production', AB_COOKIE_SECRET: secret }).abCookieSecret).toEqual({
      secret,
      development: false,
    });
  });
});

describe('the analytics limits', () => {
  it('default to 300 new sessions an hour and 1,000/5,000 events a minute per session/address, and take positive whole numbers', () => {
    expect(optionsFromEnv({}).analyticsLimits).toEqual({
      newSessionsPerHour: 300,
      sessionEventsPerMinute: 1000,
      addressEventsPerMinute: 5000,
    });
    expect(
      optionsFromEnv({
        ANALYTICS_NEW_SESSIONS_PER_HOUR: '50',
        ANALYTICS_SESSION_EVENTS_PER_MINUTE: '200',
        ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: '900',
      }).analyticsLimits,
    ).toEqual({ newSessionsPerHour: 50, sessionEventsPerMinute: 200, addressEventsPerMinute: 900 });
    for (const variable of [
      'ANALYTICS_NEW_SESSIONS_PER_HOUR',
      'ANALYTICS_SESSION_EVENTS_PER_MINUTE',
      'ANALYTICS_ADDRESS_EVENTS_PER_MINUTE',
    ])
      for (const value of ['0', '-1', 'many'])
        expect(() => optionsFromEnv({ [variable]: value }), `${variable}=${value}`).toThrow(variable);
  });
});
