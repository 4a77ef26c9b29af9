/**
 * `GET /sandbox/labels/:labelId.svg`: the shipping labels the return orders and confirmations point
 * to once they exist (store/labels.ts), drawn as SVG. The id is random: the address is the key, as
 * a real platform's signed label links are.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../app';
import type { Label } from '../store/labels';
import { escapeXml } from './assets';

/** Where a label is served. */
export const labelUrlOf = (context: SandboxContext, labelId: string): string =>
  `${context.publicUrl}/sandbox/labels/${labelId}.svg`;

function labelSvg(label: Label): string {
  const lines = [
    `${label.carrierName} · ${label.service}`,
    `From: a shopper in ${label.senderCountry}`,
    `To: ${label.receiver.companyName}`,
    ...label.receiver.lines,
    `Reference: ${label.reference}`,
  ];
  const text = lines
    .map((line, index) => `<text x="24" y="${56 + index * 30}">${escapeXml(line)}</text>`)
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="${100 + lines.length * 30}" viewBox="0 0 600 ${100 + lines.length * 30}" font-family="sans-serif" font-size="18" fill="#111">
<rect x="4" y="4" width="592" height="${92 + lines.length * 30}" fill="#fff" stroke="#111" stroke-width="4"/>
<text x="24" y="36" font-size="14" fill="#555">SANDBOX SHIPPING LABEL · NOT VALID FOR SHIPPING</text>
${text}
</svg>`;
}

/** Registers the label route; an unknown id gets 404. */
export function labelRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { labelId: string } }>('/sandbox/labels/:labelId.svg', (request, reply) => {
    const label = context.labels.get(request.params.labelId);
    if (!label) return reply.code(404).send();
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        // The shopper's own label: not for shared caches.
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(labelSvg(label))
    );
  });
}
