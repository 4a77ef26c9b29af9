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
  /**
   * Units in stock of each size (of the one variant for goods without sizes, under `''`) where it is not
   * `STOCK_PER_VARIANT`: a size at 0 is sold out, so a shopper cannot exchange for it.
   */
  stock?: Record<string, number>;
}

/** Units in stock of a variant the product's `stock` does not name. */
export const STOCK_PER_VARIANT = 12;

/** The platform's id of a product (purchases and the catalogue alike). */
export const productIdOf = (product: CatalogProduct): string => `prod-${product.slug}`;

/** A variant's SKU: the product's slug and its size, if any (`linen-shirt-m`). */
export const skuOf = (product: CatalogProduct, size?: string): string =>
  `${product.slug}${size ? `-${size.toLowerCase().replace(/\s+/g, '')}` : ''}`;

/** The platform's id of a variant: an exchange option's and the catalogue's (`prod-linen-shirt-M`). */
export const variantIdOf = (product: CatalogProduct, size?: string): string =>
  size ? `${productIdOf(product)}-${size}` : productIdOf(product);

/** The product picture the sandbox draws (routes/assets.ts). */
export const productImageOf = (product: CatalogProduct, assets: string): string =>
  `${assets}/assets/products/${product.slug}.svg`;

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
  // Jackets at three prices: an exchange for another product costs more, less or the same.
  fieldJacket: {
    slug: 'field-jacket',
    name: 'Waxed Field Jacket',
    category: 'Jackets',
    price: 149.0,
    sizes: ['S', 'M', 'L', 'XL'],
    color: 'Olive',
    hue: 95,
    shape: 'jacket',
  },
  downParka: {
    slug: 'down-parka',
    name: 'Hooded Down Parka',
    category: 'Jackets',
    price: 229.0,
    sizes: ['S', 'M', 'L', 'XL'],
    color: 'Ink',
    hue: 230,
    shape: 'jacket',
    // Sold out in XL: the picker says so and the platform refuses an exchange for it.
    stock: { XL: 0, L: 2 },
  },
  linerJacket: {
    slug: 'liner-jacket',
    name: 'Quilted Liner Jacket',
    category: 'Jackets',
    price: 99.0,
    sizes: ['S', 'M', 'L', 'XL'],
    color: 'Rust',
    hue: 18,
    shape: 'jacket',
  },
} satisfies Record<string, CatalogProduct>;

/** The key of a catalog product, as seeded order lines name it. */
export type ProductKey = keyof typeof catalog;
