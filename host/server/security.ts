/** Security headers on every answer: a strict CSP (no inline scripts but the hashed after-paint loader), no framing, no sniffing. */
import fastifyHelmet from '@fastify/helmet';
import fastifyPlugin from 'fastify-plugin';
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

/** Helmet with the portal's policy, for every answer of the server (not encapsulated). */
export const securityHeaders = fastifyPlugin<SecurityHeaderOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
      // HSTS over plain http would pin a local host name to https for a year.
      strictTransportSecurity: options.httpsHeaders,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Remote files may be fetched from another origin when a remote is deployed on its own.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
