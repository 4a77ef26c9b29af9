/** `GET /api/v0/shops/:merchant/configuration`: what the host server injects into the page. */
import { shopConfigSchema } from '@portal/shared/config';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants } from '../data/seed';
import { apiError } from './errors';

const absolute = (assets: string, url: string | undefined) =>
  url?.startsWith('/') ? `${assets}${url}` : url;

/**
 * A seeded merchant's configuration as the platform sends it: as written, with absolute asset URLs. The
 * portal fills in its defaults itself, so they are not filled in here: a wrong default of the portal's
 * would otherwise never meet a configuration without it.
 */
function servedConfiguration(merchantName: string, assets: string) {
  const merchant = merchants.find((candidate) => candidate.merchantName === merchantName);
  if (!merchant) return null;
  const { description: _, ...config } = merchant;
  return {
    ...config,
    logoUrl: absolute(assets, config.logoUrl),
    loginLeftSideImageUrl: absolute(assets, config.loginLeftSideImageUrl),
  };
}

/** The shop configuration of a seeded merchant, with absolute asset URLs, as the portal reads it. */
export function shopConfiguration(merchantName: string, assets: string) {
  const config = servedConfiguration(merchantName, assets);
  return config && shopConfigSchema.parse(config);
}

/** Registers the shop-configuration route; unknown merchants get 404 `shop_404`. */
export function shopRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { merchant: string } }>(
    '/api/v0/shops/:merchant/configuration',
    async (request, reply) => {
      const config = servedConfiguration(request.params.merchant, context.publicUrl);
      if (!config) return reply.code(404).send(apiError('shop_404', 'Unknown shop'));
      // The seed is the portal's configuration format: one it cannot read is never served.
      shopConfigSchema.parse(config);
      return config;
    },
  );
}
