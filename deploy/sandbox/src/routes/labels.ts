/**
 * The labels' routes:
 *
 * - `GET /sandbox/labels/:labelId.pdf`: the shipping label a return order or confirmation points
 *   to once it exists (store/labels.ts), a 4x6 inch PDF drawn once and kept. The id is random: the
 *   address is the key, as a real platform's signed label links are.
 * - `PUT /sandbox/merchants/:merchant/label-failure` with `{status, orderNumber?}`: the control that
 *   makes a shop's labels (or those of one seeded order's returns) fail with `status`, or, with
 *   `null`, stops that. 204; 404 `merchant_404` / `order_404`, 400 `label_failure_400`.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { SandboxContext } from '../context';
import { LABEL_FAILURES } from '../data/label-failures';
import { merchants, seedOrderOf } from '../data/seed';
import { apiError } from './errors';
import { renderLabelPdf } from './label-pdf';

/** Where a label is served. */
export const labelUrlOf = (context: SandboxContext, labelId: string): string =>
  `${context.publicUrl}/sandbox/labels/${labelId}.pdf`;

const labelFailureSchema = z.object({
  status: z.nullable(z.enum(LABEL_FAILURES)),
  orderNumber: z.optional(z.string()),
});

/** Registers the label route (an unknown id gets 404) and the label-failure control. */
export function labelRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { labelId: string } }>('/sandbox/labels/:labelId.pdf', async (request, reply) => {
    const label = context.labels.get(request.params.labelId);
    if (!label) return reply.code(404).send();
    const pdf = await context.labels.pdfOf(label, renderLabelPdf);
    return (
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="return-label-${label.trackingNumber}.pdf"`)
        // The shopper's own label: not for shared caches.
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf))
    );
  });

  app.put<{ Params: { merchant: string } }>(
    '/sandbox/merchants/:merchant/label-failure',
    async (request, reply) => {
      const { merchant } = request.params;
      if (!merchants.some((candidate) => candidate.merchantName === merchant)) {
        return reply.code(404).send(apiError('merchant_404', 'No such shop'));
      }
      const body = labelFailureSchema.safeParse(request.body);
      if (!body.success) {
        return reply
          .code(400)
          .send(apiError('label_failure_400', `status is null or one of ${LABEL_FAILURES.join(', ')}`));
      }
      const { status, orderNumber } = body.data;
      const order = seedOrderOf(merchant, orderNumber);
      if (orderNumber !== undefined && !order) {
        return reply.code(404).send(apiError('order_404', 'No such order in this shop'));
      }
      context.labelFailures.set(merchant, order?.orderNumber, status);
      return reply.code(204).send();
    },
  );
}
