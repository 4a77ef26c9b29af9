/**
 * The host server's settings, all from environment variables:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PORT | 3000 | port to listen on |
 * | HOST | 127.0.0.1 | address to listen on (0.0.0.0 in a container) |
 * | CORE_API_URL | http://localhost:4001 | core API upstream (the sandbox locally): `/api/v0/*` is proxied there and shop configurations come from it |
 * | VOLTA_API_URL | http://localhost:4001/volta | volta API upstream: `/volta/*` is proxied there |
 * | ORIGIN_OVERRIDE | (none) | serve this merchant whatever the host name (local use) |
 * | PORTAL_ORIGIN | `http://{merchant}.localhost:<PORT>` | each shop's portal origin, `{merchant}` standing for the shop's host label: the only host the platform is told (X-Forwarded-Host) to build links for, whatever Host the request named |
 * | CONFIG_TTL_MS | 60000 | how long a shop configuration is cached |
 * | CONFIG_MISS_TTL_MS | 30000 | how long "no such shop" (the core API's 404) is cached, so an unknown host name costs one API call, not one per request |
 * | CONFIG_CACHE_MAX | 1000 | most shop names (known or not) kept in the configuration cache; the least recently used go first |
 * | FEATURE_OVERRIDES | none when NODE_ENV=production, else the display toggles (see DEV_FEATURE_OVERRIDES) | comma list of toggles whose `feature.{name}` query parameter is honoured; `none` (or empty) for none. Never list a toggle that guards a merchant's rule (`gatekeeping`) outside testing |
 * | APPS_ROOT | the repository root | folder holding `<app>/dist` and `<app>/package.json` of the host and remotes |
 * | PORTAL_BUNDLE | federated | `single`: serve the single-bundle build (no Module Federation, `deploy/build/single-bundle/dist`) instead, unless APPS_ROOT is set; `npm run bench` compares the two |
 * | REMOTE_AUTH_ENTRY, REMOTE_SELECTION_ENTRY, REMOTE_CARRIERS_ENTRY, REMOTE_CONFIRMATION_ENTRY | served here (`/apps/<remote>/<version>/mf-manifest.json`) | manifest URL of a remote deployed on its own: an absolute http(s) URL (its origin is added to the CSP) or a path on this origin |
 * | LOG_LEVEL | info | pino log level |
 * | SECURE_HEADERS_HTTPS | false | behind https: send HSTS and upgrade-insecure-requests, and tell the APIs the portal is on https |
 * | TRUST_PROXY | false | the proxies in front of this server whose X-Forwarded-For/-Host/-Proto count: `true` (any), or a comma list of addresses/CIDRs (e.g. `10.0.0.0/8`). Name only real proxies: a trusted forged X-Forwarded-For lets a shopper pick the client address the platform rate-limits sign-in by |
 * | UPLOAD_DIR | `.storage/uploads` in the repository | where gatekeeping photos are stored (and, with a bucket, where they wait while they arrive) |
 * | UPLOAD_S3_BUCKET, UPLOAD_S3_PREFIX, UPLOAD_S3_ENDPOINT, UPLOAD_S3_REGION, UPLOAD_S3_FORCE_PATH_STYLE | (none) | keep gatekeeping photos in an S3-compatible bucket instead, so any replica serves them |
 * | RELEASE_ENV | (none: each remote's build is served from here) | the environment whose file (`environments/<env>.json` in the release store) says which released version of each step is live; read again every RELEASE_POLL_MS |
 * | RELEASE_DIR | `.storage/releases` in the repository | the release store, when it is a folder |
 * | RELEASE_S3_BUCKET, RELEASE_S3_PREFIX, RELEASE_S3_ENDPOINT, RELEASE_S3_REGION, RELEASE_S3_FORCE_PATH_STYLE | (none) | the release store, when it is an S3-compatible bucket (credentials the AWS SDK's usual way: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or a role) |
 * | RELEASES_PUBLIC_URL | `/releases` (served by this server from the store) | where browsers fetch released files: a CDN in front of the store in production |
 * | RELEASE_POLL_MS | 2000 | how often the environment file is read again |
 * | ANALYTICS_REPORT_TOKEN | (none) | the operator's token for the A/B report page (`/analytics/report?token=…` once, or `Authorization: Bearer …`), at least 24 characters: it may choose any merchant (`?merchant=`), one at a time |
 * | ANALYTICS_REPORT_TOKENS | (none) | each merchant's own report token, `merchant=token` pairs separated by commas (`nordwind=…,atelier=…`), each token at least 24 characters and none used twice: a merchant's token opens the page on that merchant's own host name only, and shows that merchant's results only. Neither this nor ANALYTICS_REPORT_TOKEN set: no report page (404) |
 * | DATABASE_URL, ANALYTICS_DATA_DIR | PGlite in `.storage/analytics` | the analytics store the collector writes and the report page reads (deploy/analytics/src/store/store.ts) |
 * | AB_COOKIE_SECRET | a fixed development secret (with a warning) outside production; required in production | the HMAC secret that signs the `portal-ab` cookie (the session's A/B assignment), the `portal-consent` cookie (the analytics answer) and the `portal-analytics` cookie (the analytics session), at least 32 characters: a cookie that fails the check counts as none |
 * | ANALYTICS | true | `false` (or `off`): no collector (`POST /collect` answers 404) and the pages send no analytics event at all (a no-op sink) |
 * | REDIS_URL | (none: counted in each replica's memory, right for one machine) | the Redis server (`redis://[:password@]host:port[/db]`, `rediss://` for TLS) where every replica counts the upload quota, the rate limits (client log, collector, read endpoints) and the new analytics sessions, so a limit holds for the whole deployment; unreachable, each replica counts on its own again until it is back (deploy/README.md#how-the-portal-scales) |
 * | READ_RATE_LIMIT | 3000 | requests one address may make a minute to each of `/features`, `/feature`, `/exchange-reason` and `/remotes.json`; `off` for none (the project's benchmarks) |
 * | ANALYTICS_COLLECTOR_URL | /collect | where the pages send their analytics batches: a path on this origin or an absolute http(s) URL (docs/analytics.md#the-client); only a collector on this origin gets the session cookie, which this server's collector requires |
 * | ANALYTICS_NEW_SESSIONS_PER_HOUR | 300 | new analytics sessions (the signed `portal-analytics` cookie) one client address is given an hour; beyond it pages come without one and their events are refused (docs/analytics.md#the-session) |
 * | ANALYTICS_SESSION_EVENTS_PER_MINUTE | 1000 | events one analytics session may send the collector a minute (`429` beyond) |
 * | SERVER_RENDER | true | signed-in steps are rendered on the server (select items; confirm items and carriers in the draft flow; the order confirmation) and hydrated by the browser (docs/architecture.md#steps-rendered-on-the-server); `false`: the browser renders them |
 * | SERVER_RENDER_BUDGET_MS | 300 | how long the platform may take for a step's data during a server render; a slower answer (or a failing node build) serves the page as without a server render |
 * | SERVER_RENDER_THREADS | 1 | the threads server renders run in (host/server/ssr/render-threads.ts), off the thread that answers every other request; each holds its own renderer and node builds (after the bench's load: 594 MB with one, 787 with two). More run renders side by side where a replica has the cores for it (and the memory); `0`: on the server's own thread, where every other request waits behind a render |
 * | ANALYTICS_ADDRESS_EVENTS_PER_MINUTE | 5000 | events one client address may send the collector a minute, all its sessions together (`429` beyond) |
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnalyticsStore, storeFromEnv } from '@portal/analytics/store';
import { DEVELOPMENT_AB_COOKIE_SECRET } from '@portal/releases/live-releases';
import { REMOTES } from '@portal/releases/remotes';
import { type ReleaseStore, releaseStoreFromEnv, s3StoreFromEnv } from '@portal/releases/store';
import { z } from 'zod';
import {
  ANALYTICS_SESSIONS_PER_ADDRESS_PER_HOUR,
  type AnalyticsLimits,
  COLLECT_EVENTS_PER_ADDRESS,
  COLLECT_EVENTS_PER_SESSION,
} from './analytics-session';
import { READS_PER_ADDRESS_PER_MINUTE } from './shared-counters';

// The repository root, from this file's place in it (host/server/config.ts): the same wherever the
// server is started from.
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Toggles a `feature.{name}` query parameter may force outside production: they change what the
 * portal shows, never a merchant's rule (`gatekeeping` is not one of them).
 */
export const DEV_FEATURE_OVERRIDES = [
  'no-store-credit-preselection',
  'hide-siy-label',
  'insurance-tiers',
  'force-expand-carriers',
  'show-most-sustainable-option',
  'use-new-commercial-invoices',
] as const;

/**
 * The toggles whose query override is honoured: FEATURE_OVERRIDES when set (`none` or empty: none),
 * else none in production and the display toggles elsewhere.
 */
export function parseFeatureOverrides(value: string | undefined, nodeEnv: string | undefined): string[] {
  if (value === undefined) return nodeEnv === 'production' ? [] : [...DEV_FEATURE_OVERRIDES];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length === 1 && names[0] === 'none' ? [] : names;
}

// An unset variable and an empty one mean the same (`FOO= npm start`).
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/ });
// A remote's manifest: on another origin (absolute), or on this one under another path.
const remoteEntry = z.union([httpUrl, z.string().regex(/^\/(?!\/)\S*$/, 'an http(s) URL or a path from /')]);

/** The payment providers' pages the platform's answers may point at, unless PAYMENT_HOSTS says otherwise. */
export const DEFAULT_PAYMENT_HOSTS = [
  'www.mollie.com',
  'pay.mollie.com',
  'checkout.stripe.com',
  'checkoutshopper-live.adyen.com',
  'checkoutshopper-test.adyen.com',
  'www.paypal.com',
] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('127.0.0.1'),
  CORE_API_URL: httpUrl.default('http://localhost:4001'),
  VOLTA_API_URL: httpUrl.default('http://localhost:4001/volta'),
  ORIGIN_OVERRIDE: optional(z.string().regex(/^[a-z0-9-]+$/i, 'a merchant name (one host label)')),
  PORTAL_ORIGIN: optional(
    z
      .string()
      .regex(
        /^https?:\/\/([a-z0-9-]+\.)*\{merchant\}(\.[a-z0-9-]+)+(:\d+)?$/i,
        'an http(s) origin with {merchant} in its host',
      ),
  ),
  CONFIG_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
  CONFIG_MISS_TTL_MS: z.coerce.number().int().nonnegative().default(30_000),
  CONFIG_CACHE_MAX: z.coerce.number().int().positive().default(1000),
  FEATURE_OVERRIDES: z
    .string()
    .regex(/^[a-z0-9,\s-]*$/i, 'a comma list of toggle names')
    .optional(),
  APPS_ROOT: optional(z.string()),
  PORTAL_BUNDLE: z.enum(['federated', 'single']).default('federated'),
  REMOTE_AUTH_ENTRY: optional(remoteEntry),
  REMOTE_SELECTION_ENTRY: optional(remoteEntry),
  REMOTE_CARRIERS_ENTRY: optional(remoteEntry),
  REMOTE_CONFIRMATION_ENTRY: optional(remoteEntry),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECURE_HEADERS_HTTPS: z.stringbool().default(false),
  ANALYTICS: z.stringbool().default(true),
  ANALYTICS_COLLECTOR_URL: z
    .string()
    .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'a path on this origin (/collect) or an http(s) URL')
    .default('/collect'),
  UPLOAD_DIR: z.string().default(path.join(REPO_ROOT, '.storage', 'uploads')),
  TRUST_PROXY: z.string().default('false'),
  PAYMENT_HOSTS: z.string().default(DEFAULT_PAYMENT_HOSTS.join(',')),
  LABEL_HOSTS: optional(z.string()),
  RELEASE_ENV: optional(z.string().regex(/^[a-z0-9-]+$/, 'an environment name')),
  RELEASES_PUBLIC_URL: z
    .union([httpUrl, z.string().regex(/^\/(?!\/)\S*$/, 'an http(s) URL or a path from /')])
    .default('/releases'),
  RELEASE_POLL_MS: z.coerce.number().int().positive().default(2000),
  // Long enough that guessing it is hopeless; the page is behind nothing else.
  ANALYTICS_REPORT_TOKEN: optional(z.string().min(24, 'at least 24 characters')),
  // Read by parseReportTokens, whose refusals never quote a token.
  ANALYTICS_REPORT_TOKENS: optional(z.string()),
  AB_COOKIE_SECRET: optional(z.string().min(32, 'at least 32 characters')),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' })),
  READ_RATE_LIMIT: z
    .union([z.literal('off'), z.coerce.number().int().positive()])
    .default(READS_PER_ADDRESS_PER_MINUTE),
  ANALYTICS_NEW_SESSIONS_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(ANALYTICS_SESSIONS_PER_ADDRESS_PER_HOUR),
  ANALYTICS_SESSION_EVENTS_PER_MINUTE: z.coerce.number().int().positive().default(COLLECT_EVENTS_PER_SESSION),
  SERVER_RENDER: z.stringbool().default(true),
  SERVER_RENDER_BUDGET_MS: z.coerce.number().int().positive().default(300),
  SERVER_RENDER_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: z.coerce.number().int().positive().default(COLLECT_EVENTS_PER_ADDRESS),
});

/**
 * PAYMENT_HOSTS as a list: host names (their https pages are allowed) and, for local use, exact
 * origins (`http://localhost:4001`, the sandbox's payment page). Anything else is refused at start,
 * so a typo cannot quietly allow every page or none.
 */
export function parsePaymentHosts(value: string, variable = 'PAYMENT_HOSTS'): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const isHost = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(entry);
    const isOrigin = /^https?:\/\/[^/?#\s]+$/i.test(entry) && new URL(entry).origin === entry.toLowerCase();
    if (!isHost && !isOrigin) throw new Error(`${variable}: "${entry}" is neither a host name nor an origin`);
  }
  return entries.map((entry) => entry.toLowerCase());
}

/**
 * LABEL_HOSTS as a list, read like PAYMENT_HOSTS: where the platform's labels may be downloaded from.
 * Unset, the platform's own API origins (the core and volta APIs), where it serves them.
 */
export function parseLabelHosts(value: string | undefined, apiUrls: string[]): string[] {
  if (value !== undefined) return parsePaymentHosts(value, 'LABEL_HOSTS');
  return [...new Set(apiUrls.map((url) => new URL(url).origin))];
}

// A token is one word: a comma or `=` would make the list ambiguous, and it is long enough that guessing is hopeless.
const reportToken = z.string().regex(/^[^\s,=]{24,512}$/, 'at least 24 characters, no space, comma or =');
const reportTokenPair = z.tuple([z.string().regex(/^[a-z0-9-]+$/, 'a merchant name'), reportToken]);

/**
 * ANALYTICS_REPORT_TOKENS as merchant → token: `merchant=token` pairs separated by commas. A malformed
 * entry, a merchant named twice or a token shared (with another merchant or with the operator's
 * ANALYTICS_REPORT_TOKEN, which would make a merchant an operator) refuses the start in one line that
 * names the merchant, never the token.
 */
export function parseReportTokens(value: string | undefined, operatorToken?: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const [index, entry] of entries.entries()) {
    const equals = entry.indexOf('=');
    if (equals < 0)
      throw new Error(`ANALYTICS_REPORT_TOKENS: entry ${index + 1} is not merchant=token (no =)`);
    const pair = reportTokenPair.safeParse([entry.slice(0, equals), entry.slice(equals + 1)]);
    if (!pair.success)
      throw new Error(
        // Entries are named by place, not by content: a token pasted the wrong way round would be quoted.
        `ANALYTICS_REPORT_TOKENS: entry ${index + 1} is not merchant=token (${pair.error.issues[0]?.message ?? 'not valid'})`,
      );
    const [merchant, token] = pair.data;
    if (Object.hasOwn(tokens, merchant))
      throw new Error(`ANALYTICS_REPORT_TOKENS: ${merchant} is named twice`);
    if (token === operatorToken || Object.values(tokens).includes(token))
      throw new Error(
        `ANALYTICS_REPORT_TOKENS: the token of ${merchant} is used twice; each credential needs its own`,
      );
    tokens[merchant] = token;
  }
  return tokens;
}

/** Fastify's `trustProxy` from TRUST_PROXY: a boolean, or a comma list of addresses/CIDRs. */
export function parseTrustProxy(value: string): boolean | string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  return trimmed;
}

/** Where the live releases are read from. */
export interface ReleaseOptions {
  environment: string;
  store: ReleaseStore;
  /** Where browsers fetch released files, without a trailing slash. */
  publicUrl: string;
  pollMs: number;
}

/** The A/B report page's credentials. */
export interface AnalyticsReportOptions {
  /** The operator's token: may read any merchant, one at a time. */
  operatorToken?: string;
  /** Each merchant's own token (merchant → token): reads that merchant only, on its own host name. */
  merchantTokens: Record<string, string>;
}

/** Parsed settings. */
export interface ServerOptions {
  port: number;
  host: string;
  coreApiUrl: string;
  voltaApiUrl: string;
  originOverride?: string;
  /** Each shop's portal origin, `{merchant}` standing for its host label (see portalHost). */
  portalOrigin: string;
  configTtlMs: number;
  /** How long "no such shop" is cached. */
  configMissTtlMs: number;
  /** Most merchant names the configuration cache holds. */
  configCacheMax: number;
  /** Toggles whose `feature.{name}` query override is honoured. */
  featureOverrides: string[];
  appsRoot: string;
  /** Remote name → manifest URL (absolute, or a path on this origin), for remotes not served here. */
  remoteEntries: Partial<Record<(typeof REMOTES)[number]['name'], string>>;
  logLevel: string;
  httpsHeaders: boolean;
  uploadDir: string;
  /** Where accepted photos are kept when not in `uploadDir`: an S3-compatible bucket. */
  uploadStore?: ReleaseStore;
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's `trustProxy`). */
  trustProxy?: boolean | string;
  /** Where the portal may send a shopper to pay: host names (https) and exact origins (local use). */
  paymentHosts: string[];
  /** Where labels may be downloaded from: host names (https) and exact origins, as paymentHosts. */
  labelHosts: string[];
  /** Released step versions from an environment file (none: each remote's build is served here). */
  releases?: ReleaseOptions;
  /** The A/B report page's credentials (none: no page). */
  analyticsReport?: AnalyticsReportOptions;
  /** Signs the `portal-ab` cookie; `development` when it is the fixed development secret. */
  abCookieSecret: { secret: string; development: boolean };
  /**
   * Analytics: on or off (the collector `POST /collect` and the pages' events), where the pages send
   * their batches, and how to open the store the collector and the report page share.
   */
  analytics: { enabled: boolean; collectorUrl: string; openStore: () => Promise<AnalyticsStore> };
  /** The analytics sessions an address is given and the events the collector takes. */
  analyticsLimits: AnalyticsLimits;
  /** The Redis server every replica counts its limits in; none: each counts in its own memory. */
  redisUrl?: string;
  /** Requests one address may make a minute to each read endpoint; null: no limit. */
  readsPerMinute: number | null;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * Signed-in steps rendered on the server, how long their data may take (ms) and the threads they render
   * in (0: the server's own); null: never.
   */
  serverRender: { dataBudgetMs: number; threads: number } | null;
}

/** The report page's credentials; none at all, no page. */
function reportOptions(operatorToken: string | undefined, merchantTokens: string | undefined) {
  const tokens = parseReportTokens(merchantTokens, operatorToken);
  if (!operatorToken && Object.keys(tokens).length === 0) return undefined;
  return { operatorToken, merchantTokens: tokens };
}

/** Reads the settings from `env`, failing with every bad variable named. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const parsed = envSchema.parse(env);
  if (!parsed.AB_COOKIE_SECRET && env.NODE_ENV === 'production')
    throw new Error('AB_COOKIE_SECRET is required in production: the secret that signs the portal-ab cookie');
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    coreApiUrl: parsed.CORE_API_URL.replace(/\/$/, ''),
    voltaApiUrl: parsed.VOLTA_API_URL.replace(/\/$/, ''),
    originOverride: parsed.ORIGIN_OVERRIDE,
    portalOrigin: parsed.PORTAL_ORIGIN ?? `http://{merchant}.localhost:${parsed.PORT}`,
    configTtlMs: parsed.CONFIG_TTL_MS,
    configMissTtlMs: parsed.CONFIG_MISS_TTL_MS,
    configCacheMax: parsed.CONFIG_CACHE_MAX,
    featureOverrides: parseFeatureOverrides(parsed.FEATURE_OVERRIDES, env.NODE_ENV),
    appsRoot:
      parsed.APPS_ROOT ??
      (parsed.PORTAL_BUNDLE === 'single'
        ? path.join(REPO_ROOT, 'deploy/build/single-bundle/dist')
        : REPO_ROOT),
    remoteEntries: Object.fromEntries(
      REMOTES.flatMap((remote) => (parsed[remote.env] ? [[remote.name, parsed[remote.env]]] : [])),
    ),
    logLevel: parsed.LOG_LEVEL,
    httpsHeaders: parsed.SECURE_HEADERS_HTTPS,
    uploadDir: parsed.UPLOAD_DIR,
    uploadStore: s3StoreFromEnv(env, 'UPLOAD_S3_') ?? undefined,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    paymentHosts: parsePaymentHosts(parsed.PAYMENT_HOSTS),
    labelHosts: parseLabelHosts(parsed.LABEL_HOSTS, [parsed.CORE_API_URL, parsed.VOLTA_API_URL]),
    releases: parsed.RELEASE_ENV
      ? {
          environment: parsed.RELEASE_ENV,
          store: releaseStoreFromEnv(env, path.join(REPO_ROOT, '.storage', 'releases')),
          publicUrl: parsed.RELEASES_PUBLIC_URL.replace(/\/$/, ''),
          pollMs: parsed.RELEASE_POLL_MS,
        }
      : undefined,
    analyticsReport: reportOptions(parsed.ANALYTICS_REPORT_TOKEN, parsed.ANALYTICS_REPORT_TOKENS),
    abCookieSecret: parsed.AB_COOKIE_SECRET
      ? { secret: parsed.AB_COOKIE_SECRET, development: false }
      : { secret: DEVELOPMENT_AB_COOKIE_SECRET, development: true },
    redisUrl: parsed.REDIS_URL,
    readsPerMinute: parsed.READ_RATE_LIMIT === 'off' ? null : parsed.READ_RATE_LIMIT,
    serverRender: parsed.SERVER_RENDER
      ? {
          dataBudgetMs: parsed.SERVER_RENDER_BUDGET_MS,
          threads: parsed.SERVER_RENDER_THREADS,
        }
      : null,
    analyticsLimits: {
      newSessionsPerHour: parsed.ANALYTICS_NEW_SESSIONS_PER_HOUR,
      sessionEventsPerMinute: parsed.ANALYTICS_SESSION_EVENTS_PER_MINUTE,
      addressEventsPerMinute: parsed.ANALYTICS_ADDRESS_EVENTS_PER_MINUTE,
    },
    analytics: {
      enabled: parsed.ANALYTICS,
      collectorUrl: parsed.ANALYTICS_COLLECTOR_URL,
      openStore: () => storeFromEnv(env),
    },
  };
}

/** The host (with port, if any) of `merchant`'s portal, from the PORTAL_ORIGIN template. */
export const portalHost = (portalOrigin: string, merchant: string) =>
  new URL(portalOrigin.replace('{merchant}', merchant)).host;
