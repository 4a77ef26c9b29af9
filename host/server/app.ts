/**
 * The host server: serves the shell and the built remotes, injects each merchant's configuration,
 * proxies the platform's APIs, and answers the portal's own endpoints.
 */
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerOptions } from './config';
import { appRoutes } from './routes/apps';
import { exchangeReasonRoutes } from './routes/exchange-reason';
import { ownEndpointRoutes } from './routes/own-endpoints';
import { pageRoutes } from './routes/pages';
import { proxyRoutes } from './routes/proxy';
import { remotesRoutes } from './routes/remotes';
import { uploadRoutes } from './routes/upload';
import { securityHeaders } from './security';
import { ShopConfigs } from './shop-configs';

/** Builds the server, not listening: `main.ts` listens, tests use `inject`. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Never log the shopper's cookies.
      redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    // Only named proxies may speak for the client (see TRUST_PROXY in config.ts).
    trustProxy: options.trustProxy ?? false,
  });
  const configs = new ShopConfigs(options.coreApiUrl, options.configTtlMs);
  await app.register(fastifyCookie);
  // Text answers (HTML, scripts, manifests) go out compressed; brotli first where the browser takes it.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await securityHeaders(app, options);
  app.get('/healthz', async () => ({ ok: true }));
  await appRoutes(app, options.appsRoot);
  remotesRoutes(app, options);
  await proxyRoutes(app, options);
  ownEndpointRoutes(app, options, configs);
  exchangeReasonRoutes(app);
  await uploadRoutes(app, options.uploadDir);
  pageRoutes(app, options, configs);
  return app;
}
