/**
 * Images a shop's CDN would serve: product photos, logos, sign-in images and carrier logos, drawn
 * as SVG so the sandbox needs no binary files and no network.
 */
import { type ProductShape, productArtSvg, signInArtSvg } from '@portal/shared/product-art';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { catalog } from '../data/catalog';
import { merchants, orders } from '../data/seed';

/** Text made safe inside SVG markup. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the shop sells, in seed order, so its sign-in picture shows its own products. */
const shapesSoldBy = (merchant: string): ProductShape[] => [
  ...new Set(
    orders
      .filter((order) => order.merchant === merchant)
      .flatMap((order) => order.lines.map((line) => catalog[line.product].shape)),
  ),
];

function logoSvg(name: string, color: string): string {
  const width = 80 + name.length * 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60">
<circle cx="30" cy="30" r="22" fill="${color}"/>
<text x="62" y="38" font-family="Georgia, serif" font-size="22" font-weight="700" fill="${color}">${escapeXml(name)}</text>
</svg>`;
}

function carrierSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48">
<rect width="96" height="48" rx="8" fill="#f2f2f2"/>
<text x="48" y="31" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#222">${escapeXml(name.toUpperCase())}</text>
</svg>`;
}

const sendSvg = (reply: FastifyReply, svg: string) =>
  reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    // A week: the drawings only change when the seed does, and a restarted sandbox serves them again.
    .header('cache-control', 'public, max-age=604800')
    .header('x-content-type-options', 'nosniff')
    // An SVG opened directly must not run anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);

/** `GET /assets/...`: product, logo, sign-in and carrier images. */
export function assetRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/assets/products/:slug.svg', (request, reply) => {
    const product = Object.values(catalog).find((candidate) => candidate.slug === request.params.slug);
    if (!product) return reply.code(404).send();
    return sendSvg(reply, productArtSvg(product.shape, product.hue));
  });
  app.get<{ Params: { merchant: string } }>('/assets/logos/:merchant.svg', (request, reply) => {
    if (request.params.merchant === 'default') return sendSvg(reply, logoSvg('Returns', '#555555'));
    const merchant = merchants.find((candidate) => candidate.merchantName === request.params.merchant);
    if (!merchant) return reply.code(404).send();
    return sendSvg(reply, logoSvg(merchant.name, merchant.buttonColor ?? '#333333'));
  });
  app.get<{ Params: { merchant: string } }>('/assets/login/:merchant.svg', (request, reply) => {
    const merchant = merchants.find((candidate) => candidate.merchantName === request.params.merchant);
    if (!merchant) return reply.code(404).send();
    return sendSvg(
      reply,
      signInArtSvg(merchant.buttonColor ?? '#333333', shapesSoldBy(merchant.merchantName)),
    );
  });
  app.get<{ Params: { carrier: string } }>('/assets/carriers/:carrier.svg', (request, reply) =>
    sendSvg(reply, carrierSvg(request.params.carrier.slice(0, 8))),
  );
}
