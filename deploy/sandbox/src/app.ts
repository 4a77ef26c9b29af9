/**
 * The sandbox backend: the returns platform's core API contract with seeded shops and orders, so
 * the portal runs end to end on one machine and in tests.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { sampleSignIns } from './data/seed';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { draftRoutes } from './routes/drafts';
import { magicLinkRoutes } from './routes/magic-link';
import { purchaseRoutes } from './routes/purchases';
import { quoteRoutes } from './routes/quotes';
import { shopRoutes } from './routes/shops';
import { Drafts } from './store/drafts';
import { MagicLinks } from './store/magic-links';
import { Quotes } from './store/quotes';
import { SessionStore } from './store/sessions';

/** What routes share: where assets are served from, the clock, and the sessions. */
export interface SandboxContext {
  publicUrl: string;
  now: () => Date;
  sessions: SessionStore;
  magicLinks: MagicLinks;
  drafts: Drafts;
  quotes: Quotes;
  /** Rate limit of a sign-in route, per client and per `subject` (order number, e-mail). */
  authRateLimit: (subject: (request: FastifyRequest) => string) => RateLimitOptions;
}

/** Options of buildSandbox. */
export interface SandboxOptions {
  /** Absolute URL the sandbox is reached at by browsers (for image URLs). */
  publicUrl?: string;
  now?: () => Date;
  logger?: boolean;
  /** Sign-in attempts allowed per client and order number (or e-mail) a minute. */
  authAttemptsPerMinute?: number;
}

/** Builds the sandbox app (not listening). */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  // The portal's server proxies to the sandbox: the shopper's address is in X-Forwarded-For.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const now = options.now ?? (() => new Date());
  const max = options.authAttemptsPerMinute ?? Number(process.env.SANDBOX_AUTH_ATTEMPTS_PER_MINUTE ?? 10);
  const context: SandboxContext = {
    publicUrl: options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://localhost:4001',
    now,
    sessions: new SessionStore(),
    magicLinks: new MagicLinks(now),
    drafts: new Drafts(),
    quotes: new Quotes(),
    // So order numbers cannot be guessed at speed: a burst per client and order number gets 429.
    authRateLimit: (subject) => ({
      max,
      timeWindow: '1 minute',
      hook: 'preHandler',
      keyGenerator: (request) => `${request.ip}:${subject(request)}`,
      errorResponseBuilder: (_, { after }) => ({
        statusCode: 429,
        errors: [{ code: 'auth_429', message: `Too many attempts, try again in ${after}` }],
      }),
    }),
  };
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  app.get('/health', async () => ({ ok: true }));
  app.get('/sandbox/sample-sign-ins', async () => sampleSignIns);
  shopRoutes(app, context);
  authRoutes(app, context);
  magicLinkRoutes(app, context);
  purchaseRoutes(app, context);
  draftRoutes(app, context);
  quoteRoutes(app, context);
  assetRoutes(app);
  return app;
}
