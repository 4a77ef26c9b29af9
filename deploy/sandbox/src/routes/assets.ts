/**
 * Images a shop's CDN would serve: product photos, logos, sign-in images and carrier logos, drawn
 * as SVG so the sandbox needs no binary files and no network.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CatalogProduct, catalog } from '../data/catalog';
import { merchants } from '../data/seed';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SHAPES: Record<CatalogProduct['shape'], string> = {
  shirt:
    'M120 70 L170 50 L230 50 L280 70 L320 130 L280 150 L270 125 L270 320 L130 320 L130 125 L120 150 L80 130 Z',
  dress: 'M170 50 L230 50 L245 120 L300 320 L100 320 L155 120 Z',
  shoe: 'M70 230 L150 200 L210 150 L250 160 L270 220 L330 240 L330 280 L70 280 Z',
  bag: 'M110 130 L290 130 L310 320 L90 320 Z M160 130 Q200 40 240 130',
  mug: 'M120 120 L260 120 L260 300 L120 300 Z M260 160 Q320 170 300 240 Q290 270 260 260',
  lamp: 'M190 320 L210 320 L210 130 Q210 80 270 80 L300 110 L240 110 Q225 110 225 130 L225 320 Z M150 320 L250 320 L250 335 L150 335 Z',
};

function productSvg(product: CatalogProduct): string {
  const base = `hsl(${product.hue} 45% 55%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="hsl(${product.hue} 30% 94%)"/>
<path d="${SHAPES[product.shape]}" fill="${base}" stroke="hsl(${product.hue} 40% 30%)" stroke-width="4" fill-rule="evenodd"/>
<text x="200" y="375" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">${escapeXml(product.name)}</text>
</svg>`;
}

function logoSvg(name: string, color: string): string {
  const width = 80 + name.length * 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="60" viewBox="0 0 ${width} 60">
<circle cx="30" cy="30" r="22" fill="${color}"/>
<text x="62" y="38" font-family="Georgia, serif" font-size="22" font-weight="700" fill="${color}">${escapeXml(name)}</text>
</svg>`;
}

function loginSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600" viewBox="0 0 1200 1600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#f4efe6"/></linearGradient></defs>
<rect width="1200" height="1600" fill="url(#g)"/>
<circle cx="300" cy="420" r="260" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="900" cy="1100" r="340" fill="#ffffff" fill-opacity="0.12"/>
<rect x="420" y="700" width="360" height="440" rx="24" fill="#ffffff" fill-opacity="0.35"/>
<path d="M420 780 L600 700 L780 780" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="18"/>
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
    return sendSvg(reply, productSvg(product));
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
    return sendSvg(reply, loginSvg(merchant.buttonColor ?? '#333333'));
  });
  app.get<{ Params: { carrier: string } }>('/assets/carriers/:carrier.svg', (request, reply) =>
    sendSvg(reply, carrierSvg(request.params.carrier.slice(0, 8))),
  );
}
