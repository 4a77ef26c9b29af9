/** The sandbox's few HTML pages (outbox, payment page): escaping and the headers they go with. */
import type { FastifyReply } from 'fastify';

/** Text or an attribute value made safe for HTML: every markup character becomes a reference. */
export const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Sends a page that runs no script and loads nothing, framed by nobody, not cached and leaking no
 * address in a Referer. `formAction` lists where its forms may lead (redirects included).
 */
export function sendPage(reply: FastifyReply, html: string, formAction = "'none'"): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(html);
}
