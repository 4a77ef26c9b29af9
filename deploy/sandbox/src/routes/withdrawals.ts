/**
 * The platform's withdrawal endpoint (docs/sandbox.md#withdrawals), in the core API's style:
 * `POST /api/v0/withdrawals` takes a shopper's statement withdrawing from a contract (no session:
 * the law wants it reachable without signing in), idempotent on `X-RE-Request-Uuid`, rate-limited per
 * client and per address. Every statement is acknowledged on a durable medium at the address the consumer
 * gave (Art. 11a(2)(c) and (4) CRD): a plain-text e-mail of the statement as given, the consumer's own
 * words quoted, with the same as a PDF. The answer, its timing and the e-mail are the same whether or not
 * the order number and address match an order (the copy is made after the answer, for every statement), so
 * the form tells nobody who shops here; the shop sees whether a statement matched. An address gets at most
 * `withdrawalCopiesPerDay` copies a day: past that the statement is still stored, and the answer says the
 * copy was not sent again (`copySent: false`). A withdrawal is not a return: no label, no charge; the shop
 * follows it up. `GET /sandbox/withdrawals.json` lists them.
 */
import { randomUUID } from 'node:crypto';
import { isEmail } from '@portal/shared/email';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { merchants, orders } from '../data/seed';
import { type WithdrawalAcknowledgement, withdrawalRequestSchema } from '../platform/api';
import type { StoredWithdrawal } from '../store/withdrawals';
import { apiError } from './errors';
import { idempotencyKeyOf } from './idempotency';
import { renderWithdrawalPdf } from './withdrawal-pdf';

const normaliseOrderNumber = (value: string) => value.trim().replace(/^#+/, '').toUpperCase();
const normaliseAddress = (email: string) => email.trim().toLowerCase();
const addressOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseAddress(email) : '';
};

/** The consumer's own words, quoted line by line: text, never a link or markup of ours. */
const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** The e-mail's text (plain text): the statement as given, with when it was received. */
function mailBody(statement: StoredWithdrawal, shopName: string): string {
  return [
    `${shopName} received your statement withdrawing from the contract on ${statement.receivedAt} (UTC).`,
    `Reference: ${statement.withdrawalId}`,
    '',
    'Your statement, as you gave it:',
    'Name:',
    quoted(statement.name),
    'Order number:',
    quoted(statement.orderNumber),
    'E-mail address:',
    quoted(statement.email),
    'Items:',
    statement.items ? quoted(statement.items) : '> All items of the order',
    'Remark:',
    statement.remark ? quoted(statement.remark) : '> -',
    '',
    'The attached PDF holds the same. The shop follows up your withdrawal and will contact you.',
  ].join('\n');
}

/** Registers the withdrawal endpoint and the sandbox's list of statements. */
export function withdrawalRoutes(app: FastifyInstance, context: SandboxContext) {
  // The copies to send once their answers are out: made after the answer, for matched and unmatched alike.
  const copies = new WeakMap<FastifyRequest, { statement: StoredWithdrawal; shopName: string }>();
  app.post(
    '/api/v0/withdrawals',
    {
      // Per client, and per address across clients: the form cannot be used to flood an inbox.
      preHandler: context.authRateLimit(
        (request) => request.ip,
        (request) => `withdrawal:${addressOf(request)}`,
      ),
      onResponse: async (request) => {
        const copy = copies.get(request);
        if (!copy) return;
        copies.delete(request);
        const { statement, shopName } = copy;
        context.outbox.send({
          to: statement.email,
          merchant: statement.merchant,
          subject: `Your withdrawal from order ${statement.orderNumber} at ${shopName}`,
          body: mailBody(statement, shopName),
          attachment: {
            filename: `withdrawal-${statement.withdrawalId}.pdf`,
            contentType: 'application/pdf',
            bytes: await renderWithdrawalPdf(statement, shopName),
          },
        });
      },
    },
    async (request, reply) => {
      const parsed = withdrawalRequestSchema.safeParse(request.body);
      // The shape is the document's; what an e-mail address is, is the rule both sides share.
      if (!parsed.success || !isEmail(parsed.data.email.trim()))
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

      // The statement is kept as typed, without the white space around it.
      const { locale } = parsed.data;
      const [name, orderNumber, email, items, remark] = [
        parsed.data.name,
        parsed.data.orderNumber,
        parsed.data.email,
        parsed.data.items ?? '',
        parsed.data.remark ?? '',
      ].map((value) => value.trim()) as [string, string, string, string, string];
      const order = orders.find(
        (candidate) =>
          candidate.merchant === merchant.merchantName &&
          normaliseOrderNumber(candidate.orderNumber) === normaliseOrderNumber(orderNumber),
      );
      const address = normaliseAddress(email);
      const receivedAt = context.now().toISOString();
      const copiesToday = context.withdrawals
        .all()
        .filter(
          (earlier) =>
            earlier.copySent &&
            normaliseAddress(earlier.email) === address &&
            earlier.receivedAt.slice(0, 10) === receivedAt.slice(0, 10),
        ).length;
      const statement = context.withdrawals.add({
        withdrawalId: `WD-${randomUUID().slice(0, 8).toUpperCase()}`,
        receivedAt,
        name,
        orderNumber,
        email,
        items: items || null,
        remark: remark || null,
        copySent: copiesToday < context.withdrawalCopiesPerDay,
        merchant: merchant.merchantName,
        locale,
        matched: Boolean(order && normaliseAddress(order.email) === address),
      });
      if (statement.copySent) copies.set(request, { statement, shopName: merchant.name });
      const { merchant: _merchant, locale: _locale, matched: _matched, ...acknowledgement } = statement;
      return context.idempotency.remember(scope, key, acknowledgement);
    },
  );

  app.get('/sandbox/withdrawals.json', async () => context.withdrawals.all());
}
