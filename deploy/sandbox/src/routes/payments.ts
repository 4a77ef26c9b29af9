/**
 * The sandbox's stand-in payment provider: `GET /sandbox/pay/:paymentId` shows the amount and four
 * buttons, Pay, Cancel, Fail and Expire; each posts the outcome back here, which records it once and
 * redirects (303) to the portal's confirmation as a real provider would. The portal then reads the
 * status from the platform.
 *
 * The redirect goes to the shop's configured portal origin (`SANDBOX_PORTAL_ORIGIN`), never to a
 * request header: a Host or Referer is the asker's to choose.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants } from '../data/seed';
import { FINAL_PAYMENT_STATUSES, type Payment } from '../store/payments';
import { escapeHtml, sendPage } from './html';

/** Where the shopper pays `paymentId`. */
export const paymentUrlOf = (context: SandboxContext, paymentId: string): string =>
  `${context.publicUrl}/sandbox/pay/${encodeURIComponent(paymentId)}`;

/** Where the provider sends the shopper back: the confirmation of the order or quote paid for. */
export function returnUrlOf(context: SandboxContext, payment: Payment): string {
  const origin = context.portalOrigin(payment.merchant);
  if (payment.subject.kind === 'quote') {
    return `${origin}/order-confirmation/${encodeURIComponent(payment.subject.id)}`;
  }
  const query = new URLSearchParams({ id: payment.consumerId, returnOrderId: payment.subject.id });
  return `${origin}/order-confirmation?${query}`;
}

/** The buttons, in page order: the outcome each posts and its text. */
const BUTTONS: { outcome: (typeof FINAL_PAYMENT_STATUSES)[number]; text: string }[] = [
  { outcome: 'paid', text: 'Pay' },
  { outcome: 'canceled', text: 'Cancel' },
  { outcome: 'failed', text: 'Fail' },
  { outcome: 'expired', text: 'Expire' },
];

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
main{max-width:30rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:700}dd{margin:0}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:2px solid #1c1c1e;background:#fff;color:#1c1c1e;cursor:pointer}
button[value=paid]{background:#1c1c1e;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.note{color:#48484a;font-size:.9rem}`;

const amountText = (payment: Payment) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: payment.currency }).format(payment.amount);

const shopName = (merchant: string) =>
  merchants.find((candidate) => candidate.merchantName === merchant)?.name ?? merchant;

/** The payment page: the buttons while the payment is open, else what it ended as. */
function paymentPage(context: SandboxContext, payment: Payment): string {
  const shop = escapeHtml(shopName(payment.merchant));
  const amount = escapeHtml(amountText(payment));
  const items = payment.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const body =
    payment.status === 'open'
      ? `<form method="post" action="/sandbox/pay/${escapeHtml(encodeURIComponent(payment.id))}">
<p class="note">Choose how the payment ends. Each button takes you back to the shop.</p>
<div class="buttons">${BUTTONS.map(
          ({ outcome, text }) => `<button type="submit" name="outcome" value="${outcome}">${text}</button>`,
        ).join('')}</div></form>`
      : `<p role="status">This payment is ${payment.status} and cannot be changed any more.</p>
<p><a href="${escapeHtml(returnUrlOf(context, payment))}">Back to ${shop}</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay ${amount} to ${shop} · Sandbox payment</title><style>${STYLE}</style></head><body><main>
<h1>Sandbox payment</h1>
<p>${shop} asks you to pay for your return. This page stands in for a payment provider: nothing is charged.</p>
<dl><dt>Amount</dt><dd>${amount}</dd><dt>Reference</dt><dd>${escapeHtml(payment.id)}</dd></dl>
${items ? `<h2>Returned items</h2><ul>${items}</ul>` : ''}
${body}
</main></body></html>`;
}

const notFoundPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>No such payment · Sandbox payment</title></head><body><main><h1>No such payment</h1><p>This payment does not exist. Payments live in the sandbox's memory: a restart forgets them.</p></main></body></html>`;

/** Registers the payment page and its form target. */
export async function paymentRoutes(app: FastifyInstance, context: SandboxContext) {
  // In a scope of their own: only these routes read form posts, so no other route is reachable by a
  // plain cross-site form.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    // The form may lead back here and, through the redirect, to the shop's portal.
    const formAction = (payment: Payment) => `'self' ${context.portalOrigin(payment.merchant)}`;

    scope.get<{ Params: { paymentId: string } }>('/sandbox/pay/:paymentId', async (request, reply) => {
      const payment = context.payments.get(request.params.paymentId);
      if (!payment) return sendPage(reply.code(404), notFoundPage);
      return sendPage(reply, paymentPage(context, payment), formAction(payment));
    });

    scope.post<{ Params: { paymentId: string }; Body: { outcome?: unknown } | undefined }>(
      '/sandbox/pay/:paymentId',
      async (request, reply) => {
        const payment = context.payments.get(request.params.paymentId);
        if (!payment) return sendPage(reply.code(404), notFoundPage);
        const outcome = FINAL_PAYMENT_STATUSES.find((status) => status === request.body?.outcome);
        if (!outcome) {
          return sendPage(reply.code(400), paymentPage(context, payment), formAction(payment));
        }
        if (context.payments.finish(payment.id, outcome) === 'already-finished') {
          return sendPage(reply.code(409), paymentPage(context, payment), formAction(payment));
        }
        return reply.redirect(returnUrlOf(context, payment), 303);
      },
    );
  });
}
