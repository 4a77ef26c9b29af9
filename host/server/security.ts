/** Security headers on every answer: a strict CSP (no inline scripts), no framing, no sniffing. */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerOptions } from './config';

/** Origins of remotes deployed elsewhere: the page must be allowed to load them. */
export const remoteOrigins = (options: Pick<ServerOptions, 'remoteEntries'>): string[] => [
  ...new Set(Object.values(options.remoteEntries).map((entry) => new URL(entry as string).origin)),
];

export async function securityHeaders(app: FastifyInstance, options: ServerOptions) {
  const remotes = remoteOrigins(options);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        // React sets style attributes (the shop's branding, the sign-in image); no script runs from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product photos live on the merchants' own CDNs.
        imgSrc: ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        connectSrc: ["'self'", ...remotes],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.httpsHeaders ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.httpsHeaders,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote files may be fetched from another origin when a remote is deployed on its own.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
