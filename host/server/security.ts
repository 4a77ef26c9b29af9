/** Security headers on every answer: a strict CSP (no inline scripts but the hashed after-paint loader), no framing, no sniffing. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyPlugin from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AFTER_PAINT_SCRIPT_HASH } from './after-paint';
import type { ServerOptions } from './config';

/**
 * Origins of remotes deployed elsewhere (absolute entries only, and the releases' public URL): the
 * page must be allowed to load them.
 */
export const remoteOrigins = (options: Pick<ServerOptions, 'remoteEntries' | 'releases'>): string[] => [
  ...new Set(
    [...Object.values(options.remoteEntries), options.releases?.publicUrl].flatMap((entry) =>
      entry && /^https?:\/\//i.test(entry) ? [new URL(entry).origin] : [],
    ),
  ),
];

/** The Content-Security-Policy directives (helmet's camel-case form) for these settings. */
export function cspDirectives(options: Pick<ServerOptions, 'remoteEntries' | 'releases' | 'httpsHeaders'>) {
  const remotes = remoteOrigins(options);
  return {
    defaultSrc: ["'self'"],
    // Never 'unsafe-inline': the configuration is JSON data (type="application/json"), not a script;
    // the sign-in page's one inline script, the after-paint loader, is allowed by its hash alone.
    scriptSrc: ["'self'", AFTER_PAINT_SCRIPT_HASH, ...remotes],
    // React sets style attributes (the shop's branding, the sign-in image) and the server inlines the
    // host stylesheet; no script runs from either. A remote elsewhere may bring its own CSS files.
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    // Product photos live on the merchants' own CDNs.
    imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
    // Module Federation fetches a remote's manifest before loading its scripts.
    connectSrc: ["'self'", ...remotes],
    fontSrc: ["'self'", 'data:', ...remotes],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    // Locally the portal is plain http (Chromium trusts http://*.localhost): upgrading would break it.
    ...(options.httpsHeaders ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** What the security headers depend on. */
type SecurityHeaderOptions = Pick<ServerOptions, 'remoteEntries' | 'releases' | 'httpsHeaders'>;

/** Helmet's settings: the portal's policy. */
const helmetOptions = (options: SecurityHeaderOptions): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
  // HSTS over plain http would pin a local host name to https for a year.
  strictTransportSecurity: options.httpsHeaders,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Remote files may be fetched from another origin when a remote is deployed on its own.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets for these settings, taken once from helmet itself: they are the same for
 * every answer (no nonces), and building them per request (as `@fastify/helmet` does, parsing the
 * whole policy each time) cost the server a quarter of its throughput on small answers.
 */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** Helmet's headers with the portal's policy on every answer of the server (not encapsulated). */
export const securityHeaders = fastifyPlugin<SecurityHeaderOptions>(
  async (app, options) => {
    const headers = securityHeaderValues(options);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
