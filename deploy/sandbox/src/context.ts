/** The context every sandbox route is given: kept apart from app.ts so routes never import the app that registers them. */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Drafts } from './store/drafts';
import type { IdempotencyKeys } from './store/idempotency';
import type { LabelFailures } from './store/label-failures';
import type { Labels } from './store/labels';
import type { MagicLinks } from './store/magic-links';
import type { Outbox } from './store/outbox';
import type { Payments } from './store/payments';
import type { Quotes } from './store/quotes';
import type { ReturnOrders } from './store/return-orders';
import type { SessionStore } from './store/sessions';
import type { Withdrawals } from './store/withdrawals';

/** What routes share: where assets are served from, the clock, and the in-memory stores. */
export interface SandboxContext {
  publicUrl: string;
  /**
   * The shop's configured portal origin, which links in e-mails and the payment page's redirects
   * point to (never a request header).
   */
  portalOrigin: (merchant: string) => string;
  now: () => Date;
  sessions: SessionStore;
  /** The e-mails the sandbox would have sent. */
  outbox: Outbox;
  magicLinks: MagicLinks;
  withdrawals: Withdrawals;
  drafts: Drafts;
  quotes: Quotes;
  returnOrders: ReturnOrders;
  payments: Payments;
  labels: Labels;
  /** The label failures in force: the seed's, changed by the control route. */
  labelFailures: LabelFailures;
  /** How long after a shipment is settled (paid, or created when free) its label exists. */
  labelDelayMs: number;
  /** How long a draft-flow return stays at each tracking stage before the next. */
  trackingStepMs: number;
  /** How many withdrawal acknowledgements one address gets a day (UTC); past that none is sent again. */
  withdrawalCopiesPerDay: number;
  /** Answers of creating calls by `X-RE-Request-Uuid`, so a repeated call creates nothing. */
  idempotency: IdempotencyKeys;
  /**
   * Rate limit of a sign-in route: one counter per key function (say client and order number, and
   * e-mail), each allowing the per-minute maximum; a request over any of them gets 429 `auth_429`.
   */
  authRateLimit: (...keys: ((request: FastifyRequest) => string)[]) => preHandlerAsyncHookHandler;
}
