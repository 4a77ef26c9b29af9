// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type ProductShape, productArtDataUrl, productArtSvg, signInArtSvg } from './product-art';

const SHAPES: ProductShape[] = [
  'shirt',
  'tshirt',
  'sweater',
  'hoodie',
  'dress',
  'trousers',
  'sneaker',
  'tote',
  'mug',
  'lamp',
  'cap',
  'giftcard',
  'jacket',
];

/** Parses like a browser opening the file would, and checks what a product picture must not contain. */
function parseCleanSvg(svg: string): SVGSVGElement {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).not.toMatch(/<text|<script|<foreignObject|href=|on[a-z]+=/i);
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement as unknown as SVGSVGElement;
  expect(root.localName).toBe('svg');
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  // Every url(#…) points at something defined: a missing filter or gradient silently draws nothing.
  for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(document.getElementById(id!)).not.toBeNull();
  return root;
}

describe('productArtSvg', () => {
  it.each(SHAPES)('draws a %s as a clean 400×400 SVG without text, the same every time', (shape) => {
    const svg = productArtSvg(shape, 200);
    const root = parseCleanSvg(svg);
    expect(root.getAttribute('width')).toBe('400');
    expect(root.getAttribute('height')).toBe('400');
    expect(root.getAttribute('viewBox')).toBe('0 0 400 400');
    expect(productArtSvg(shape, 200)).toBe(svg);
    expect(productArtSvg(shape, 40)).not.toBe(svg);
  });

  it('keeps odd hues in range instead of writing them into the picture', () => {
    expect(productArtSvg('mug', -160)).toBe(productArtSvg('mug', 200));
    expect(productArtSvg('mug', 560)).toBe(productArtSvg('mug', 200));
    expect(productArtSvg('mug', Number.NaN)).not.toMatch(/NaN/);
  });
});

describe('productArtDataUrl', () => {
  it.each(SHAPES)('decodes back to the %s picture', (shape) => {
    const url = productArtDataUrl(shape, 120);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[<>"# ]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(productArtSvg(shape, 120));
  });
});

describe('signInArtSvg', () => {
  it('draws a portrait flat-lay without text for a brand colour or hue and any number of products', () => {
    const cases: [number | string, ProductShape[]][] = [
      ['#0b4f6c', ['shirt', 'sweater', 'dress', 'tote', 'giftcard']],
      ['#7a1f3d', ['dress', 'trousers', 'mug']],
      ['#1d5c3a', ['tote', 'tote']],
      [253, ['lamp']],
      ['not a colour', []],
    ];
    for (const [brand, shapes] of cases) {
      const svg = signInArtSvg(brand, shapes);
      const root = parseCleanSvg(svg);
      expect(root.getAttribute('width')).toBe('1200');
      expect(root.getAttribute('height')).toBe('1600');
      expect(signInArtSvg(brand, shapes)).toBe(svg);
    }
  });

  it('draws a stand-in for a shape it has no drawing of instead of failing', () => {
    const svg = signInArtSvg('#333333', ['constructor', 'hat'] as unknown as ProductShape[]);
    parseCleanSvg(svg);
    expect(productArtSvg('constructor' as ProductShape, 10)).toBe(productArtSvg('tote', 10));
  });

  it("shows the shop's own products", () => {
    expect(signInArtSvg('#1d5c3a', ['tote'])).not.toBe(signInArtSvg('#1d5c3a', ['mug']));
    expect(signInArtSvg('#1d5c3a', ['tote'])).not.toBe(signInArtSvg('#0b4f6c', ['tote']));
  });
});
