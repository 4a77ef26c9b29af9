/**
 * The core and volta APIs through the portal's own origin, so the browser sends its session cookie
 * without CORS. The shop-configuration endpoint stays server-side: the page already carries it.
 */
import type { IncomingHttpHeaders } from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import { gatekeepingRequestSchema, photoUrlsOf } from '@portal/shared/schemas';
import { resolveMerchantName } from '@portal/shared/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { portalHost, type ServerOptions } from '../config';
import { PhotoStore, storedNameOf } from '../photo-store';
import { sessionConsumerId } from '../platform-session';

const CONFIG_ROUTE = /^\/api\/v0\/shops(\/|$)/;
/** The shop's catalogue (an exchange for another product): public, and the one shop path a browser may ask. */
const CATALOGUE_ROUTE = /^\/api\/v0\/shops\/([^/]+)\/(products|categories)(\/|$)/;
const GATEKEEPING_REQUEST = /^\/api\/v0\/consumer\/[^/]+\/draft-return-order\/request$/;
const WITHDRAWALS = '/api/v0/withdrawals';

/**
 * The path as the upstream will understand it: decoded once, slashes collapsed, dot segments
 * resolved, lower-cased. `null` when it cannot be decoded.
 */
export function upstreamPath(url: string): string | null {
  const raw = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const collapsed = decoded.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  return new URL(collapsed, 'http://upstream.invalid').pathname.toLowerCase();
}

/**
 * Whether a proxied request stays where its route says: under `prefix` once normalised, and away
 * from the shop-configuration endpoint. The route table alone cannot tell: `/api/v0/./shops/…`,
 * `/api/v0//shops/…` or `/api/v0/%73hops/…` match the proxy's wildcard, and the upstream
 * normalises them back into the configuration URL. Of the shop paths only this host's shop's
 * catalogue (`merchant`'s products and categories) passes.
 */
export function isAllowedProxyPath(url: string, prefix: string, merchant?: string | null): boolean {
  const pathname = upstreamPath(url);
  if (pathname === null) return false;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return false;
  if (!CONFIG_ROUTE.test(pathname)) return true;
  const catalogue = CATALOGUE_ROUTE.exec(pathname);
  return Boolean(catalogue && merchant && catalogue[1] === merchant.toLowerCase());
}

type Refusal = { status: number; code: string; message: string };

/**
 * Why a gatekeeping request may not reach the platform, or null when it may: every photo it names
 * must be one this portal stored for the asking shopper (docs/business-rules.md, "Uploads"), so a request cannot
 * point the merchant at another shopper's photo or at any address on the web.
 */
export async function gatekeepingRefusal(
  body: unknown,
  cookie: string | undefined,
  photos: PhotoStore,
  coreApiUrl: string,
): Promise<Refusal | null> {
  const request = gatekeepingRequestSchema.safeParse(body);
  if (!request.success) {
    return {
      status: 400,
      code: 'invalid_request',
      message: 'purchaseAssets with their answers are required',
    };
  }
  const urls = photoUrlsOf(request.data);
  if (urls.length === 0) return null;
  const consumerId = cookie ? await sessionConsumerId(coreApiUrl, cookie) : null;
  // No session: the platform answers that itself (401), without a photo being looked at.
  if (!consumerId) return null;
  for (const url of urls) {
    const name = typeof url === 'string' ? storedNameOf(url) : null;
    if (!name || !(await photos.has(consumerId, name))) {
      return {
        status: 422,
        code: 'photo_not_issued',
        message: 'A photo must be one uploaded in this session',
      };
    }
  }
  return null;
}

/**
 * What the platform is told of a request that reaches it through this server (the proxy's, and the
 * server render's own requests: host/server/ssr/server-render.ts).
 */
export function platformForwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'hostname' | 'protocol'>,
  options: Pick<ServerOptions, 'originOverride' | 'portalOrigin' | 'httpsHeaders'>,
): Record<string, string> {
  // The guards let only known shops through; the Host itself (`nordwind.evil.example`) is the
  // asker's to choose, so the platform hears the shop's configured portal host instead.
  const merchant = resolveMerchantName(request.hostname, options.originOverride);
  return {
    // The platform rate-limits sign-in per shopper, not per portal server.
    'x-forwarded-for': request.ip,
    // Links the platform builds (magic links) must point at this merchant's portal.
    ...(merchant ? { 'x-forwarded-host': portalHost(options.portalOrigin, merchant) } : {}),
    'x-forwarded-proto': options.httpsHeaders ? 'https' : request.protocol,
  };
}

/** Where the APIs are, what the platform is told of the portal, and where photos are kept. */
type ProxyRoutesOptions = Pick<
  ServerOptions,
  | 'coreApiUrl'
  | 'voltaApiUrl'
  | 'originOverride'
  | 'portalOrigin'
  | 'httpsHeaders'
  | 'uploadDir'
  | 'uploadStore'
>;

/** Registers `/api/v0/*` → CORE_API_URL and `/volta/*` → VOLTA_API_URL. */
export const proxyRoutes: FastifyPluginAsync<ProxyRoutesOptions> = async (app, options) => {
  const forwarded = {
    rewriteRequestHeaders: (
      request: Pick<FastifyRequest, 'ip' | 'hostname' | 'protocol'>,
      headers: IncomingHttpHeaders,
    ) => {
      // What the shopper sent under these names is not to be believed: only this server's view counts.
      const { forwarded: _forwarded, 'x-real-ip': _realIp, 'x-forwarded-host': _host, ...rest } = headers;
      return { ...rest, ...platformForwardedHeaders(request, options) };
    },
  };
  const photos = new PhotoStore(options.uploadDir, options.uploadStore);
  // Locally volta shares the core API's origin, so its paths are held to the same rule.
  const guard = (prefix: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAllowedProxyPath(request.url, prefix, request.shop?.merchantName)) {
      return reply.code(404).send({ errors: [{ code: 'not_found' }] });
    }
    // A withdrawal statement is this host's shop's: through nordwind's portal, never one for vault.
    if (request.method === 'POST' && upstreamPath(request.url) === WITHDRAWALS) {
      const storeId = (request.body as { storeId?: unknown } | null)?.storeId;
      if (!request.shop || String(storeId) !== String(request.shop.id)) {
        return reply.code(422).send({
          errors: [{ code: 'withdrawal_store_mismatch', message: 'A statement is for this shop only' }],
        });
      }
    }
    if (request.method === 'PUT' && GATEKEEPING_REQUEST.test(upstreamPath(request.url) ?? '')) {
      let refusal: Refusal | null;
      try {
        refusal = await gatekeepingRefusal(request.body, request.headers.cookie, photos, options.coreApiUrl);
      } catch (error) {
        request.log.error({ err: error }, 'Session lookup failed');
        refusal = { status: 502, code: 'session_unavailable', message: 'Please try again' };
      }
      if (refusal) {
        return reply
          .code(refusal.status)
          .send({ errors: [{ code: refusal.code, message: refusal.message }] });
      }
    }
  };

  const core = new URL(options.coreApiUrl);
  await app.register(fastifyHttpProxy, {
    upstream: core.origin,
    prefix: '/api/v0',
    rewritePrefix: `${core.pathname.replace(/\/$/, '')}/api/v0`,
    preHandler: guard('/api/v0'),
    replyOptions: forwarded,
    // Bodies are read here first (JSON and text, up to Fastify's 1 MB): an oversized one gets 413 from
    // this server rather than being streamed into an upstream that hangs up halfway (a 500 EPIPE).
    proxyPayloads: false,
  });
  const volta = new URL(options.voltaApiUrl);
  await app.register(fastifyHttpProxy, {
    upstream: volta.origin,
    prefix: '/volta',
    rewritePrefix: volta.pathname.replace(/\/$/, ''),
    preHandler: guard('/volta'),
    replyOptions: forwarded,
    proxyPayloads: false,
  });
};
