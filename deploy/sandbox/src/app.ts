/**
 * The sandbox backend: the returns platform's core and volta API contract with seeded shops and
 * orders, and a stand-in payment page, so the portal runs end to end on one machine and in tests.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { sampleSignIns } from './data/seed';
import { checkAnswer } from './platform/contract';
import { recordMisfit } from './platform/misfits';
import { assetRoutes } from './routes/assets';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { confirmationRoutes } from './routes/confirmations';
import { draftRoutes } from './routes/drafts';
import { apiError } from './routes/errors';
import { labelRoutes } from './routes/labels';
import { magicLinkRoutes } from './routes/magic-link';
import { outboxRoutes } from './routes/outbox';
import { paymentRoutes } from './routes/payments';
import { pickupRoutes } from './routes/pickup';
import { purchaseRoutes } from './routes/purchases';
import { quoteRoutes } from './routes/quotes';
import { returnOrderRoutes } from './routes/return-orders';
import { seededReturnRoutes } from './routes/seeded-returns';
import { sessionRoutes } from './routes/session';
import { shopRoutes } from './routes/shops';
import { withdrawalRoutes } from './routes/withdrawals';
import { yourReturnRoutes } from './routes/your-returns';
import { Drafts } from './store/drafts';
import { IdempotencyKeys } from './store/idempotency';
import { LabelFailures } from './store/label-failures';
import { Labels } from './store/labels';
import { MagicLinks } from './store/magic-links';
import { Outbox } from './store/outbox';
import { Payments } from './store/payments';
import { Quotes } from './store/quotes';
import { ReturnOrders } from './store/return-orders';
import { SessionStore } from './store/sessions';
import { Withdrawals } from './store/withdrawals';

export type { SandboxContext } from './context';

/** Options of buildSandbox. */
export interface SandboxOptions {
  /** Absolute URL the sandbox is reached at by browsers (for image URLs). */
  publicUrl?: string;
  /**
   * Origin of each shop's portal, with `{merchant}` for the shop (default
   * `http://{merchant}.localhost:3000`); magic links in e-mails and payment redirects point there.
   */
  portalOrigin?: string;
  now?: () => Date;
  logger?: boolean;
  /** Sign-in attempts allowed a minute per client and order number, per e-mail, per magic-link address. */
  authAttemptsPerMinute?: number;
  /** How long after a shipment is settled its label exists (default 3000 ms). */
  labelDelayMs?: number;
  /** How long a draft-flow return stays at each tracking stage (default 60000 ms). */
  trackingStepMs?: number;
  /** Withdrawal acknowledgements one address gets a day (default 3, `SANDBOX_WITHDRAWAL_COPIES_PER_DAY`). */
  withdrawalCopiesPerDay?: number;
  /** Where an answer that does not fit the platform's document is written down (`SANDBOX_CONTRACT_MISFITS`). */
  misfitsFile?: string;
}

/** The label delay when none is given: long enough to see the portal's "processing" state. */
export const DEFAULT_LABEL_DELAY_MS = 3000;
/** The tracking step when none is given. */
export const DEFAULT_TRACKING_STEP_MS = 60_000;

/**
 * The portal origin of each shop from a template such as `https://{merchant}.returns.example`.
 * Throws unless the result is a bare http(s) origin: a link in an e-mail must not go anywhere else.
 */
export function portalOriginFrom(template: string): (merchant: string) => string {
  const origin = (merchant: string) => template.replaceAll('{merchant}', merchant).replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(origin('shop'));
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin('shop')) {
    throw new Error(
      `SANDBOX_PORTAL_ORIGIN must be an http(s) origin ({merchant} for the shop), not "${template}"`,
    );
  }
  return origin;
}

const contexts = new WeakMap<FastifyInstance, SandboxContext>();

/** The context of a built sandbox: for tests that look into its stores (say, that nothing was made twice). */
export const sandboxContextOf = (app: FastifyInstance): SandboxContext | undefined => contexts.get(app);

/** Builds the sandbox app (not listening). */
export async function buildSandbox(options: SandboxOptions = {}): Promise<FastifyInstance> {
  // The portal's server proxies to the sandbox: the shopper's address is in X-Forwarded-For.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const now = options.now ?? (() => new Date());
  const max = options.authAttemptsPerMinute ?? Number(process.env.SANDBOX_AUTH_ATTEMPTS_PER_MINUTE ?? 10);
  const outbox = new Outbox(now);
  const context: SandboxContext = {
    publicUrl: options.publicUrl ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://localhost:4001',
    portalOrigin: portalOriginFrom(
      options.portalOrigin ?? process.env.SANDBOX_PORTAL_ORIGIN ?? 'http://{merchant}.localhost:3000',
    ),
    now,
    sessions: new SessionStore(),
    outbox,
    magicLinks: new MagicLinks(now, outbox),
    withdrawals: new Withdrawals(),
    drafts: new Drafts(),
    quotes: new Quotes(),
    returnOrders: new ReturnOrders(),
    payments: new Payments(now),
    labels: new Labels(),
    labelFailures: new LabelFailures(),
    labelDelayMs: options.labelDelayMs ?? DEFAULT_LABEL_DELAY_MS,
    trackingStepMs: options.trackingStepMs ?? DEFAULT_TRACKING_STEP_MS,
    withdrawalCopiesPerDay:
      options.withdrawalCopiesPerDay ?? Number(process.env.SANDBOX_WITHDRAWAL_COPIES_PER_DAY ?? 3),
    idempotency: new IdempotencyKeys(),
    // So order numbers and shoppers cannot be guessed at speed. Each counter counts every attempt,
    // also one another counter refuses.
    authRateLimit: (...keys) => {
      const limiters = keys.map((key) => app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key }));
      return async (request, reply) => {
        const results = await Promise.all(limiters.map((limiter) => limiter(request)));
        const exceeded = results.filter((result) => !result.isAllowed && result.isExceeded);
        if (exceeded.length === 0) return;
        const seconds = Math.max(...exceeded.map((result) => (result.isAllowed ? 0 : result.ttlInSeconds)));
        await reply
          .code(429)
          .header('retry-after', String(seconds))
          .send(apiError('auth_429', `Too many attempts, try again in ${seconds} seconds`));
      };
    },
  };
  contexts.set(app, context);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  // Every answer of a call the platform's document describes is checked against it before it leaves;
  // one that does not fit is a bug of the sandbox: a 500, and a line in the misfits file the browser
  // suite's reporter fails the run on (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it).
  const misfitsFile = options.misfitsFile ?? process.env.SANDBOX_CONTRACT_MISFITS;
  app.addHook('preSerialization', async (request, reply, payload) => {
    try {
      checkAnswer(request.method, request.routeOptions.url, reply.statusCode, payload);
    } catch (error) {
      recordMisfit(misfitsFile, error);
      throw error;
    }
    return payload;
  });
  app.get('/health', async () => ({ ok: true }));
  app.get('/sandbox/sample-sign-ins', async () => sampleSignIns);
  shopRoutes(app, context);
  catalogueRoutes(app, context);
  authRoutes(app, context);
  sessionRoutes(app, context);
  magicLinkRoutes(app, context);
  outboxRoutes(app, context);
  withdrawalRoutes(app, context);
  purchaseRoutes(app, context);
  draftRoutes(app, context);
  quoteRoutes(app, context);
  returnOrderRoutes(app, context);
  seededReturnRoutes(app);
  confirmationRoutes(app, context);
  yourReturnRoutes(app, context);
  pickupRoutes(app, context);
  labelRoutes(app, context);
  await paymentRoutes(app, context);
  assetRoutes(app);
  return app;
}
