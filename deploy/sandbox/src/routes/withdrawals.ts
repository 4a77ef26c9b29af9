/**
 * The platform's withdrawal endpoint (docs/sandbox.md#withdrawals), in the core API's style:
 * `POST /api/v0/withdrawals` takes a shopper's statement withdrawing from a contract (no session:
 * the law wants it reachable without signing in), idempotent on `X-RE-Request-Uuid`, rate-limited per
 * client and per address. The answer is the same acknowledgement whether or not the order number and
 * e-mail address match an order, so the form tells nobody who shops here; only a statement that
 * matches is acknowledged by e-mail (with a PDF), to the order's own address. A withdrawal is not a
 * return: no label, no charge; the shop follows it up. `GET /sandbox/withdrawals.json` lists them.
 */
import { randomUUID } from 'node:crypto';
import { type WithdrawalAcknowledgement, withdrawalRequestSchema } from '@portal/shared/withdrawal';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants, orders } from '../data/seed';
import type { StoredWithdrawal } from '../store/withdrawals';
import { apiError } from './errors';
import { idempotencyKeyOf } from './idempotency';
import { renderWithdrawalPdf } from './withdrawal-pdf';

const normaliseOrderNumber = (value: string) => value.trim().replace(/^#+/, '').toUpperCase();
const addressOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The e-mail's text: the statement as received. */
function mailBody(statement: StoredWithdrawal, shopName: string): string {
  return [
    `${shopName} received your statement withdrawing from the contract on ${statement.receivedAt} (UTC).`,
    '',
    `Reference: ${statement.withdrawalId}`,
    `Name: ${statement.name}`,
    `Order number: ${statement.orderNumber}`,
    `E-mail address: ${statement.email}`,
    `Items: ${statement.items || 'All items of the order'}`,
    `Remark: ${statement.remark || '-'}`,
    '',
    'The attached PDF holds the same. The shop will contact you about returning the items and your refund.',
  ].join('\n');
}

/** Registers the withdrawal endpoint and the sandbox's list of statements. */
export function withdrawalRoutes(app: FastifyInstance, context: SandboxContext) {
  app.post(
    '/api/v0/withdrawals',
    // Per client, and per address across clients: the form cannot be used to flood an inbox.
    {
      preHandler: context.authRateLimit(
        (request) => request.ip,
        (request) => `withdrawal:${addressOf(request)}`,
      ),
    },
    async (request, reply) => {
      const parsed = withdrawalRequestSchema.safeParse(request.body);
      if (!parsed.success)
        return reply
          .code(400)
          .send(apiError('withdrawal_400', 'Name, order number and a valid e-mail address are required'));
      const merchant = merchants.find((candidate) => candidate.id === String(parsed.data.storeId));
      if (!merchant?.withdrawalEnabled)
        return reply.code(404).send(apiError('withdrawal_404', 'This shop takes no withdrawals here'));
      const key = idempotencyKeyOf(request, reply);
      if (key === null) return reply;
      const scope = `withdrawal:${merchant.merchantName}`;
      const earlier = context.idempotency.recall<WithdrawalAcknowledgement>(scope, key);
      if (earlier) return earlier;

      const { name, orderNumber, email, items, remark, locale } = parsed.data;
      const order = orders.find(
        (candidate) =>
          candidate.merchant === merchant.merchantName &&
          normaliseOrderNumber(candidate.orderNumber) === normaliseOrderNumber(orderNumber),
      );
      const matched = Boolean(order && order.email === email.toLowerCase());
      const statement = context.withdrawals.add({
        withdrawalId: `WD-${randomUUID().slice(0, 8).toUpperCase()}`,
        receivedAt: context.now().toISOString(),
        name,
        orderNumber,
        email,
        items: items || null,
        remark: remark || null,
        merchant: merchant.merchantName,
        locale,
        matched,
      });
      if (matched && order) {
        context.outbox.send({
          to: order.email,
          merchant: merchant.merchantName,
          subject: `Your withdrawal from order ${statement.orderNumber} at ${merchant.name}`,
          body: mailBody(statement, merchant.name),
          attachment: {
            filename: `withdrawal-${statement.withdrawalId}.pdf`,
            contentType: 'application/pdf',
            bytes: await renderWithdrawalPdf(statement, merchant.name),
          },
        });
      }
      const { merchant: _merchant, locale: _locale, matched: _matched, ...acknowledgement } = statement;
      return context.idempotency.remember(scope, key, acknowledgement);
    },
  );

  app.get('/sandbox/withdrawals.json', async () => context.withdrawals.all());
}
