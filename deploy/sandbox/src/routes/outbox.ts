/**
 * The sandbox's outbox (store/outbox.ts): `GET /sandbox/outbox` (a page), `/sandbox/outbox.json`, and
 * each mail's attachment at `/sandbox/outbox/:id/:filename`.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context';
import { attachmentPath, outboxEntry } from '../store/outbox';
import { apiError } from './errors';
import { escapeHtml } from './html';

const attachmentParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,8}$/)), filename: z.string() });

/** Registers the outbox's page, its JSON and the attachments. */
export function outboxRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get('/sandbox/outbox.json', async () => context.outbox.mails().map(outboxEntry));

  app.get('/sandbox/outbox/:id/:filename', async (request, reply) => {
    const params = attachmentParams.safeParse(request.params);
    const mail = params.success ? context.outbox.mail(Number(params.data.id)) : undefined;
    if (!mail?.attachment || mail.attachment.filename !== params.data?.filename)
      return reply.code(404).send(apiError('not_found', 'No such attachment'));
    return reply
      .type(mail.attachment.contentType)
      .header('content-disposition', `inline; filename="${mail.attachment.filename}"`)
      .send(Buffer.from(mail.attachment.bytes));
  });

  app.get('/sandbox/outbox', async (_, reply) => {
    const rows = context.outbox
      .mails()
      .map((mail) => {
        const link = mail.link ? `<p><a href="${escapeHtml(mail.link)}">Sign in</a></p>` : '';
        const body = mail.body ? `<pre>${escapeHtml(mail.body)}</pre>` : '';
        const file = mail.attachment
          ? `<p>Attached: <a href="${escapeHtml(attachmentPath(mail) as string)}">${escapeHtml(mail.attachment.filename)}</a></p>`
          : '';
        return `<li><p><strong>${escapeHtml(mail.subject)}</strong><br>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p>${body}${link}${file}</li>`;
      })
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox outbox</title></head><body><main><h1>Sandbox outbox</h1><p>E-mails the sandbox would have sent, newest first.</p><ul>${rows || '<li>No e-mails yet.</li>'}</ul></main></body></html>`,
      );
  });
}
