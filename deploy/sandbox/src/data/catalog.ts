/** Products the seeded shops sell. Images are drawn by routes/assets.ts from `hue` and `shape`. */
import type { ProductShape } from '@portal/shared/product-art';

/** A product as the seed knows it; purchases and exchange options are derived from it. */
export interface CatalogProduct {
  slug: string;
  name: string;
  category: string;
  /** Unit price in the order's currency. */
  price: number;
  /** Sizes it comes in, in shop order; empty for one-size goods. */
  sizes: string[];
  /** The attribute that carries the size: Dutch shops call it `maat`. */
  sizeAttribute?: 'size' | 'maat';
  color: string;
  hue: number;
  shape: ProductShape;
}

/** Every product the seeded shops sell, by key. */
export const catalog = {
  linenShirt: {
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    category: 'Shirts',
    price: 59.95,
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    color: 'Sand',
    hue: 38,
    shape: 'shirt',
  },
  merinoSweater: {
    slug: 'merino-sweater',
    name: 'Merino Crew Sweater',
    category: 'Knitwear',
    price: 89.0,
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    color: 'Navy',
    hue: 220,
    shape: 'sweater',
  },
  trailRunner: {
    slug: 'trail-runner',
    name: 'Trail Runner Sneaker',
    category: 'Shoes',
    price: 119.0,
    sizes: ['39', '40', '41', '42', '43', '44'],
    color: 'Moss',
    hue: 110,
    shape: 'sneaker',
  },
  wrapDress: {
    slug: 'wrap-dress',
    name: 'Midi Wrap Dress "Flora"',
    category: 'Dresses',
    price: 74.5,
    sizes: ['XS', 'S', 'M', 'L'],
    sizeAttribute: 'maat',
    color: 'Terracotta',
    hue: 12,
    shape: 'dress',
  },
  canvasTote: {
    slug: 'canvas-tote',
    name: 'Canvas Tote Bag',
    category: 'Accessories',
    price: 24.95,
    sizes: ['One size'],
    color: 'Ecru',
    hue: 45,
    shape: 'tote',
  },
  stonewareMug: {
    slug: 'stoneware-mug',
    name: 'Stoneware Mug',
    category: 'Home',
    price: 16.0,
    sizes: [],
    color: 'Slate',
    hue: 200,
    shape: 'mug',
  },
  giftCard: {
    slug: 'gift-card',
    name: 'Gift Card',
    category: 'Gift cards',
    price: 50.0,
    sizes: [],
    color: 'Gold',
    hue: 50,
    shape: 'giftcard',
  },
  arcLamp: {
    slug: 'arc-lamp',
    name: 'Brass Arc Floor Lamp',
    category: 'Lighting',
    price: 249.0,
    sizes: [],
    color: 'Brass',
    hue: 42,
    shape: 'lamp',
  },
  chinoTrousers: {
    slug: 'chino-trousers',
    name: 'Slim Chino Trousers',
    category: 'Trousers',
    price: 69.95,
    sizes: ['28', '30', '32', '34', '36'],
    color: 'Olive',
    hue: 80,
    shape: 'trousers',
  },
} satisfies Record<string, CatalogProduct>;

/** The key of a catalog product, as seeded order lines name it. */
export type ProductKey = keyof typeof catalog;
