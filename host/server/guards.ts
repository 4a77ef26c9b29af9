/**
 * Checks every request passes before any route sees it (issue 8):
 * - a call that changes something must come from this origin's own pages;
 * - an API call or own endpoint must be for a shop the platform knows: an unknown host name is never
 *   proxied (the platform must never build a link or send a mail for a host an attacker chose).
 */
import type { ShopConfig } from '@portal/shared/config';
import { resolveMerchantName } from '@portal/shared/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ServerOptions } from './config';
import type { ShopConfigs } from './shop-configs';

declare module 'fastify' {
  interface FastifyRequest {
    /** The configuration of the shop this request is for; set for API calls and own endpoints. */
    shop: ShopConfig | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// What the browser says of a request its own pages (or the shopper, typing a URL) started.
const OWN_SITE_FETCH = new Set(['same-origin', 'none']);
// Routes that answer the same for every host name: the health checks and the built and released files. Pages
// (`/`, `/*`) look the shop up themselves, to answer an unknown one with a page.
const HOST_INDEPENDENT_ROUTE = /^\/(?:healthz|readyz|remotes\.json)$|^\/(?:apps|releases|analytics)\//;
const PAGE_ROUTES = new Set(['/', '/*']);
const API_PATH = /^\/(?:api|volta)(?:\/|$)/;

/**
 * A refusal in the shape the caller reads: the platform's `{errors: [{code}]}` on proxied API paths,
 * `{error, message}` on the portal's own endpoints.
 */
export function refusalBody(url: string, code: string, message: string) {
  return API_PATH.test(url) ? { errors: [{ code, message }] } : { error: code, message };
}

/**
 * The origin the browser sees for `request`: behind a TLS-terminating proxy this server sees http,
 * the browser https.
 */
export const ownOriginOf = (request: FastifyRequest, httpsHeaders: boolean): string =>
  `${httpsHeaders ? 'https' : request.protocol}://${request.host}`;

/**
 * Whether a request comes from another site, by what the browser says of it: a `Sec-Fetch-Site`
 * other than `same-origin` or `none`, or an `Origin` other than `ownOrigin` (`null` included). A
 * client that sends neither (curl, a server) is not a browser another site can steer.
 */
export function isCrossSite(
  headers: Record<string, string | string[] | undefined>,
  ownOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && !OWN_SITE_FETCH.has(String(site).toLowerCase())) return true;
  const origin = headers.origin;
  return origin !== undefined && String(origin).toLowerCase() !== ownOrigin.toLowerCase();
}

/** Whether a request needs a known shop: everything but pages, the health check and built files. */
function needsShop(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  // No route: Fastify answers 404 itself, nothing is proxied.
  if (!route || PAGE_ROUTES.has(route)) return false;
  return !HOST_INDEPENDENT_ROUTE.test(route);
}

/** What the guards need: how to tell the shop from the host name, and where its configuration is. */
interface RequestGuardOptions extends Pick<ServerOptions, 'httpsHeaders' | 'originOverride'> {
  configs: ShopConfigs;
}

/**
 * The cross-site and known-shop checks as the first hooks every route runs: not encapsulated, so
 * they hold for every route plugin registered after them.
 */
export const requestGuards = fastifyPlugin<RequestGuardOptions>(
  async (app, options) => {
    const { configs } = options;
    app.decorateRequest('shop', null);

    // Cheap, so first: another site's request costs no configuration lookup.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (isCrossSite(request.headers, ownOriginOf(request, options.httpsHeaders))) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send(refusalBody(request.url, 'cross_site', 'Requests from other sites are not accepted'));
      }
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!needsShop(request)) return;
      const merchant = resolveMerchantName(request.hostname, options.originOverride);
      let config: ShopConfig | null = null;
      if (merchant) {
        try {
          config = await configs.get(merchant);
        } catch (error) {
          // Whether the shop exists is unknown: refuse rather than proxy for a host nobody vouched for.
          request.log.error({ merchant, err: error }, 'Shop configuration unusable');
          return reply
            .code(502)
            .header('cache-control', 'no-store')
            .send(refusalBody(request.url, 'shop_unavailable', 'The shop configuration could not be loaded'));
        }
      }
      if (!config) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send(refusalBody(request.url, 'unknown_shop', 'There is no returns portal at this address'));
      }
      request.shop = config;
    });
  },
  { name: 'request-guards', fastify: '5.x' },
);
