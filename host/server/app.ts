/**
 * The host server: serves the shell and the built remotes, injects each merchant's configuration,
 * proxies the platform's APIs, and answers the portal's own endpoints.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { AnalyticsStore } from '@portal/analytics/store';
import { BatchWriter } from '@portal/analytics/store-writer';
import { LiveReleases } from '@portal/releases/live-releases';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerOptions } from './config';
import { errorAnswers } from './error-answers';
import { requestGuards } from './guards';
import { jsonBodies } from './json-body';
import { analyticsReportRoutes } from './routes/analytics-report';
import { appPrefix, appRoutes, skipCompressionOfBuiltFiles } from './routes/apps';
import { collectRoutes } from './routes/collect';
import { commercialInvoiceRoutes } from './routes/commercial-invoice';
import { consentRoutes } from './routes/consent';
import { exchangeReasonRoutes } from './routes/exchange-reason';
import { healthRoutes } from './routes/health';
import { ownEndpointRoutes } from './routes/own-endpoints';
import { pageRoutes } from './routes/pages';
import { platformForwardedHeaders, proxyRoutes } from './routes/proxy';
import { releasedFileRoutes } from './routes/release-keys';
import { builtInSteps, remotesRoutes } from './routes/remotes';
import { uploadRoutes } from './routes/upload';
import { scrubbedLogOptions } from './scrub';
import { securityHeaders } from './security';
import { connectRedis, MemoryCounters, RedisCounters, type SharedLimits } from './shared-counters';
import { ShopConfigs } from './shop-configs';
import { NodeBuilds } from './ssr/node-builds';
import { StepRenderer } from './ssr/server-render';

/**
 * Builds the server, not listening: `main.ts` listens, tests use `inject`. The server-wide parts
 * (error answers, security headers, guards, compression) come first; each route module is then an
 * encapsulated plugin given only the settings it needs.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Never log the shopper's cookies.
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
      // Nor e-mail addresses or postal codes: request URLs, hosts, error and message texts are scrubbed.
      ...scrubbedLogOptions,
    },
    // Only named proxies may speak for the client (see TRUST_PROXY in config.ts).
    trustProxy: options.trustProxy ?? false,
  });
  const configs = new ShopConfigs(options.coreApiUrl, {
    ttlMs: options.configTtlMs,
    missTtlMs: options.configMissTtlMs,
    max: options.configCacheMax,
  });
  // Before any route or plugin, so all inherit the zod validator and the error handler.
  await app.register(errorAnswers);
  // Every route's JSON bodies, depth-limited (the proxy's included).
  await app.register(jsonBodies);
  // The secret signs the cookies that decide something (the A/B assignment, routes/remotes.ts).
  await app.register(fastifyCookie, { secret: options.abCookieSecret.secret });
  if (options.abCookieSecret.development)
    app.log.warn('AB_COOKIE_SECRET is not set: the portal-ab cookie is signed with the development secret');
  // First of all hooks, so early refusals, 404s and errors carry the headers too.
  await app.register(securityHeaders, {
    remoteEntries: options.remoteEntries,
    releases: options.releases,
    httpsHeaders: options.httpsHeaders,
  });
  // Before any route: cross-site calls and unknown shops are refused, never proxied.
  await app.register(requestGuards, {
    httpsHeaders: options.httpsHeaders,
    originOverride: options.originOverride,
    configs,
  });
  // Built files are precompressed at build time; only dynamic answers (pages, JSON) are compressed
  // here, brotli first where the browser takes it. The hook must come first: the plugin wraps routes as
  // they are added.
  app.addHook('onRoute', skipCompressionOfBuiltFiles);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Pages and JSON are built in memory and small: compressing them in one synchronous call costs
    // about a tenth of a millisecond, where the stream path (the plugin's default above 8 KB on two
    // cores) cut the sign-in page's rate to a quarter.
    syncThreshold: 256 * 1024,
  });
  const limits = await sharedLimits(app, options);
  const live = await liveReleases(app, options);
  await app.register(healthRoutes, { live });
  await app.register(appRoutes, { appsRoot: options.appsRoot });
  // Each plugin gets its own settings, never the whole of ServerOptions: Fastify reads some names in
  // a plugin's options itself (`logLevel`, `prefix`).
  const where = {
    appsRoot: options.appsRoot,
    remoteEntries: options.remoteEntries,
    originOverride: options.originOverride,
  };
  await app.register(remotesRoutes, { ...where, live, limits });
  await app.register(proxyRoutes, {
    coreApiUrl: options.coreApiUrl,
    voltaApiUrl: options.voltaApiUrl,
    originOverride: options.originOverride,
    portalOrigin: options.portalOrigin,
    httpsHeaders: options.httpsHeaders,
    uploadDir: options.uploadDir,
    uploadStore: options.uploadStore,
  });
  await app.register(ownEndpointRoutes, {
    coreApiUrl: options.coreApiUrl,
    featureOverrides: options.featureOverrides,
    limits,
  });
  await app.register(commercialInvoiceRoutes, { coreApiUrl: options.coreApiUrl });
  await app.register(exchangeReasonRoutes, { limits });
  // New analytics sessions (issued by the pages, or by a yes), counted per address in the counters
  // every replica shares; none while analytics is off.
  const sessions = options.analytics.enabled
    ? { counters: limits.counters, perAddressPerHour: options.analyticsLimits.newSessionsPerHour }
    : undefined;
  await app.register(consentRoutes, { httpsHeaders: options.httpsHeaders, sessions });
  await app.register(uploadRoutes, {
    uploadDir: options.uploadDir,
    uploadStore: options.uploadStore,
    coreApiUrl: options.coreApiUrl,
    counters: limits.counters,
  });
  const analytics = analyticsAccess(app, options.analytics.openStore);
  app.decorate('openAnalytics', async () => {
    if (!options.analytics.enabled && !options.analyticsReport) return;
    await analytics
      .store()
      .catch((error: unknown) =>
        app.log.error(
          { err: error },
          'The analytics store could not be opened; it is tried again with the first batch',
        ),
      );
  });
  if (options.analytics.enabled)
    await app.register(collectRoutes, {
      writer: analytics.writer,
      limits,
      analyticsLimits: options.analyticsLimits,
    });
  await app.register(analyticsReportRoutes, {
    report: options.analyticsReport,
    store: analytics.store,
    live,
    httpsHeaders: options.httpsHeaders,
    originOverride: options.originOverride,
  });
  const renderer = options.serverRender
    ? new StepRenderer({
        appsRoot: options.appsRoot,
        coreApiUrl: options.coreApiUrl,
        voltaApiUrl: options.voltaApiUrl,
        labelHosts: options.labelHosts,
        dataBudgetMs: options.serverRender.dataBudgetMs,
        threads: options.serverRender.threads,
        builds: new NodeBuilds({
          appsRoot: options.appsRoot,
          builtInPrefix: (name) => appPrefix(options.appsRoot, name),
          releases: options.releases ?? null,
        }),
        forwardedHeaders: (request) => platformForwardedHeaders(request, options),
        featureOverrides: options.featureOverrides,
        log: app.log,
      })
    : null;
  if (renderer) app.addHook('onClose', () => renderer.close());
  await app.register(pageRoutes, {
    ...where,
    renderer,
    paymentHosts: options.paymentHosts,
    labelHosts: options.labelHosts,
    analytics: options.analytics,
    configs,
    live,
    sessions,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Opens the analytics store now, when the collector or the report page is on. `main.ts` calls it
     * before listening: PGlite's start runs on this thread for seconds, and no shopper's request may
     * wait behind it (docs/analytics.md#the-store).
     */
    openAnalytics(): Promise<void>;
  }
}

/** The analytics store and the writer in front of it, opened on first use. */
export interface AnalyticsAccess {
  store(): Promise<AnalyticsStore>;
  writer(): Promise<BatchWriter>;
}

/**
 * The analytics store the collector writes and the report page reads: opened by `openAnalytics`
 * before the server listens, or else with the first batch or report (a test's server that gets
 * neither never opens it), then kept, since a PGlite folder is for one opener at a time. A store
 * that cannot be opened is tried again next time.
 * Closing the server writes what waits, then closes the store.
 */
function analyticsAccess(app: FastifyInstance, openStore: () => Promise<AnalyticsStore>): AnalyticsAccess {
  let opened: Promise<{ store: AnalyticsStore; writer: BatchWriter }> | null = null;
  const open = () =>
    (opened ??= openStore().then(
      (store) => {
        app.log.info(`Analytics events are stored in ${store.description}`);
        const writer = new BatchWriter(store, {
          // The error only: never the messages.
          onError: (error) =>
            app.log.error({ err: error }, 'Analytics events could not be stored; kept for the next try'),
        });
        return { store, writer };
      },
      (error: unknown) => {
        opened = null;
        throw error;
      },
    ));
  app.addHook('onClose', async () => {
    const open = await opened?.catch(() => null);
    if (!open) return;
    await open.writer.close();
    await open.store.close();
  });
  return { store: async () => (await open()).store, writer: async () => (await open()).writer };
}

/**
 * Where the limits are counted: in Redis when REDIS_URL names one (every replica shares the counts;
 * this process's memory stands in while it is out of reach), else in memory. The client is closed with
 * the server.
 */
async function sharedLimits(app: FastifyInstance, options: ServerOptions): Promise<SharedLimits> {
  const memory = new MemoryCounters();
  const base = { readsPerMinute: options.readsPerMinute };
  if (!options.redisUrl) return { ...base, counters: memory };
  const redis = await connectRedis(options.redisUrl, app.log);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  app.log.info(`Limits are counted in Redis at ${new URL(options.redisUrl).host}`);
  return { ...base, redis, counters: new RedisCounters(redis, memory, app.log) };
}

/** The released step versions, read from the release store, when RELEASE_ENV names an environment. */
async function liveReleases(app: FastifyInstance, options: ServerOptions): Promise<LiveReleases | null> {
  if (!options.releases) return null;
  const { store, environment, publicUrl, pollMs } = options.releases;
  const live = new LiveReleases({
    store,
    environment,
    publicUrl,
    pollMs,
    builtIn: builtInSteps(options),
    log: app.log,
  });
  await live.start();
  app.addHook('onClose', async () => live.stop());
  if (publicUrl.startsWith('/')) await app.register(releasedFileRoutes, { store, publicUrl });
  return live;
}
