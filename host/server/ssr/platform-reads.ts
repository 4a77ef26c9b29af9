/**
 * What a server render may ask of the platform, and how it asks (issue 37): the request's own transport,
 * made in the thread that renders from plain values (`PlatformReads`), so a render thread needs none of
 * the server's request objects. Only reads: the shopper's own consumer paths, a quote's confirmation on
 * its page, and the display toggles answered here as `/features` answers the page.
 */
import type { ShopConfig } from '@portal/shared/config';
import { consumerPath } from '@portal/shared/server';
import { featureResults } from '../feature-results';

/** Sends a step's request to the platform with the shopper's session. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

/** What a render's transport needs of its request, as plain values. */
export interface PlatformReads {
  /** The request's `cookie` header: the shopper's platform session. */
  cookie: string;
  consumerId: string;
  /** The headers the proxy would send the platform for this request (forwarded host, address, protocol). */
  forwarded: Record<string, string>;
  coreApiUrl: string;
  voltaApiUrl: string;
  /** The toggles a `feature.{name}` parameter may force (`/features`). */
  featureOverrides: readonly string[];
}

/**
 * The platform as the proxy reaches it for this request: only the reads `serverRead` allows, with the
 * shopper's cookie and the forwarded headers; and the shop's display toggles (`/features`), answered
 * here as that endpoint answers the page (the page's `feature.{name}` parameters forwarded). A step asking
 * for anything else during a render (a write has no place in answering a page's GET) is refused, and the
 * page falls back.
 */
export function platformTransport(
  reads: PlatformReads,
  page: { url: string; config: Pick<ShopConfig, 'features'> },
): Transport {
  const pageQuery = Object.fromEntries(new URL(page.url, 'http://page.invalid').searchParams);
  return (url, init) => {
    const method = init.method ?? 'GET';
    const toggles = method === 'GET' && featuresAnswer(url, page.config, pageQuery, reads.featureOverrides);
    if (toggles) return Promise.resolve(toggles);
    const upstream = serverRead(url, method, { consumerId: reads.consumerId, page: page.url }, reads);
    if (!upstream)
      return Promise.reject(new Error(`Not asked during a server render: ${init.method} ${url}`));
    const headers = new Headers(init.headers);
    headers.set('cookie', reads.cookie);
    for (const [name, value] of Object.entries(reads.forwarded)) headers.set(name, value);
    return fetch(upstream, { ...init, headers, credentials: undefined });
  };
}

/** The display toggles' endpoint, as a step asks it (`@portal/shared/features`). */
const FEATURES = '/features?';

/**
 * The answer of `/features` to a step's `url` during a render, as the endpoint answers the page (the shop's
 * toggles, forced by the page's `feature.{name}` parameters where allowed); null for any other URL.
 */
export function featuresAnswer(
  url: string,
  config: Pick<ShopConfig, 'features'>,
  pageQuery: Record<string, string>,
  overridable: readonly string[],
): Response | null {
  if (!url.startsWith(FEATURES)) return null;
  const names = (new URLSearchParams(url.slice(FEATURES.length)).get('names') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const answer = featureResults(names, config.features, pageQuery, overridable);
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}

const VOLTA = '/volta';
// The quote flow's confirmation (`/order-confirmation/{quoteUuid}`): a quote id is one plain path segment.
const QUOTE_PAGE = /^\/order-confirmation\/([\w-]+)\/?(?:\?|$)/;

/**
 * Where a server render's request goes (the upstream URL, as the proxy would send it), or null when it
 * may not be sent: a GET of the shopper's own consumer paths, or, on a quote's confirmation, the GET of
 * that quote's confirmation and nothing else of the volta API.
 */
export function serverRead(
  url: string,
  method: string,
  shopper: { consumerId: string; page: string },
  apis: { coreApiUrl: string; voltaApiUrl: string },
): string | null {
  if (method !== 'GET') return null;
  if (url.startsWith(`${consumerPath(shopper.consumerId)}/`)) return `${apis.coreApiUrl}${url}`;
  const quote = QUOTE_PAGE.exec(shopper.page)?.[1];
  if (quote && url === `${VOLTA}/confirmations/${quote}`)
    return `${apis.voltaApiUrl}${url.slice(VOLTA.length)}`;
  return null;
}
