/**
 * The probes: `/healthz` (the process answers) and `/readyz` (ready for shoppers). Readiness depends
 * on the release store alone: the live releases must be known before a page can name its remotes. A
 * platform that stumbles is no reason to leave the load balancer: every pod would leave at once, and
 * the shopper would get the load balancer's bare error instead of the portal's own error page.
 */

import type { LiveReleases } from '@portal/releases/live-releases';
import type { FastifyPluginAsync } from 'fastify';

/** The live releases whose first read makes the server ready (null: no releases, ready at once). */
interface HealthRoutesOptions {
  live: LiveReleases | null;
}

/** Registers `GET /healthz` and `GET /readyz`. */
export const healthRoutes: FastifyPluginAsync<HealthRoutesOptions> = async (app, { live }) => {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_, reply) => {
    reply.header('cache-control', 'no-cache');
    const releases = !live || live.ready;
    return reply.code(releases ? 200 : 503).send({ releases });
  });
};
