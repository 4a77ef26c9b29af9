/**
 * The sandbox backend: the returns platform's core API contract with seeded shops and orders, so
 * the portal runs end to end on one machine and in tests.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { sampleSignIns } from './data/seed';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { purchaseRoutes } from './routes/purchases';
import { shopRoutes } from './routes/shops';
import { SessionStore } from './store/sessions';

/** What routes share: where assets are served from, the clock, and the sessions. */
export interface SandboxContext {
  publicUrl: string;
  now: () => Date;
  sessions: SessionStore;
}

/** Options of buildSandbox. */
export interface SandboxOptions {
  /** Absolute URL the sandbox is reached at by browsers (for image URLs). */
  publicUrl?: string;
  now?: () => Date;
  logger?: boolean;
}

/** Builds the sandbox app (not listening). */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const context: SandboxContext = {
    publicUrl: options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://localhost:4001',
    now: options.now ?? (() => new Date()),
    sessions: new SessionStore(),
  };
  await app.register(fastifyCookie);
  app.get('/health', async () => ({ ok: true }));
  app.get('/sandbox/sample-sign-ins', async () => sampleSignIns);
  shopRoutes(app, context);
  authRoutes(app, context);
  purchaseRoutes(app, context);
  assetRoutes(app);
  return app;
}
