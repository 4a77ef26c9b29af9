/**
 * The core and volta APIs through the portal's own origin, so the browser sends its session cookie
 * without CORS. The shop-configuration endpoint stays server-side: the page already carries it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from '../config';

export async function proxyRoutes(app: FastifyInstance, options: ServerOptions) {
  const forwarded = {
    rewriteRequestHeaders: (
      request: { headers: IncomingHttpHeaders; ip: string },
      headers: IncomingHttpHeaders,
    ) => ({
      ...headers,
      // The platform rate-limits sign-in per shopper, not per portal server.
      'x-forwarded-for': request.ip,
      'x-forwarded-host': request.headers.host,
      'x-forwarded-proto': options.httpsHeaders ? 'https' : 'http',
    }),
  };
  app.all('/api/v0/shops/*', (_, reply) => reply.code(404).send({ errors: [{ code: 'not_found' }] }));
  await app.register(fastifyHttpProxy, {
    upstream: options.coreApiUrl,
    prefix: '/api/v0',
    rewritePrefix: '/api/v0',
    replyOptions: forwarded,
  });
  const volta = new URL(options.voltaApiUrl);
  await app.register(fastifyHttpProxy, {
    upstream: volta.origin,
    prefix: '/volta',
    rewritePrefix: volta.pathname.replace(/\/$/, ''),
    replyOptions: forwarded,
  });
}
