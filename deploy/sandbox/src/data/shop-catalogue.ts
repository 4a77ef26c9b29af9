/**
 * What a seeded shop sells, as the platform's catalogue calls answer it (docs/sandbox.md#the-shops-catalogue):
 * every product of the seed's catalog, each size a variant, priced in the asked currency as the
 * purchases are, with the units still in stock. An ecommerce-less shop sells nothing online: it has no
 * catalogue.
 */
import { toCents } from '@portal/shared/money';
import {
  type BonusSetting,
  exchangeBonusOf,
  type ProductExchange,
  productExchange,
} from '@portal/shared/pricing';
import type { CatalogueCategories, CatalogueProduct, ExchangeProduct, Purchase } from '../platform/api';
import {
  type CatalogProduct,
  catalog,
  productIdOf,
  productImageOf,
  STOCK_PER_VARIANT,
  skuOf,
  variantIdOf,
} from './catalog';
import { merchants } from './merchants';
import { CURRENCY_FACTOR, inCurrency } from './shop-terms';

/** Units of a variant (by SKU) held for exchanges already made; none by default. */
export type HeldUnits = (sku: string) => number;

const noneHeld: HeldUnits = () => 0;

/** Every product of the seed's catalog, in its order. */
const products = Object.values(catalog) as CatalogProduct[];

/** A product's sizes; one without sizes is one variant, of no size. */
const sizesOf = (product: CatalogProduct): (string | undefined)[] =>
  product.sizes.length > 0 ? product.sizes : [undefined];

/** Every variant of the catalog: a product and a size (none for one-size goods). */
const variants = products.flatMap((product) =>
  sizesOf(product).map((size) => (size === undefined ? { product } : { product, size })),
);

/** Whether `merchantName` is a seeded shop with an online catalogue; undefined for an unknown shop. */
export function hasCatalogue(merchantName: string): boolean | undefined {
  const merchant = merchants.find((candidate) => candidate.merchantName === merchantName);
  return merchant && !merchant.isEcommerceless;
}

const categoryOf = (product: CatalogProduct) => ({
  id: `cat-${product.category.toLowerCase().replace(/\s+/g, '-')}`,
  name: product.category,
});

/** `product` as the catalogue answers it, priced in `currency`, its stock less what is `held`. */
export function catalogueProduct(
  product: CatalogProduct,
  assets: string,
  currency: string,
  held: HeldUnits = noneHeld,
): CatalogueProduct {
  const price = { value: inCurrency(product.price, currency), currency };
  const image = productImageOf(product, assets);
  return {
    id: productIdOf(product),
    name: product.name,
    categories: [categoryOf(product)],
    imageUrls: [image],
    thumbnailUrl: image,
    price,
    variants: sizesOf(product).map((size) => {
      const sku = skuOf(product, size);
      const seeded = product.stock?.[size ?? ''] ?? STOCK_PER_VARIANT;
      return {
        id: variantIdOf(product, size),
        sku,
        attributes: [
          ...(size ? [{ name: product.sizeAttribute ?? 'size', value: size }] : []),
          { name: 'color', value: product.color },
        ],
        price,
        available: Math.max(0, seeded - held(sku)),
      };
    }),
  };
}

/** Text as search compares it: lower case, without accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of `query` is in the product's name, category or colour. */
function matches(product: CatalogProduct, query: string): boolean {
  const haystack = folded(`${product.name} ${product.category} ${product.color}`);
  return folded(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** What a search asks: text, a category id, and which page. */
export interface CatalogueSearch {
  q?: string;
  category?: string;
  offset: number;
  limit: number;
}

/** One page of the products matching `search`, in the catalogue's order, and how many match in all. */
export function searchCatalogue(
  search: CatalogueSearch,
  assets: string,
  currency: string,
  held: HeldUnits = noneHeld,
): { total: number; offset: number; products: CatalogueProduct[] } {
  const found = products.filter(
    (product) =>
      (!search.q || matches(product, search.q)) &&
      (!search.category || categoryOf(product).id === search.category),
  );
  return {
    total: found.length,
    offset: search.offset,
    products: found
      .slice(search.offset, search.offset + search.limit)
      .map((product) => catalogueProduct(product, assets, currency, held)),
  };
}

/** The catalog product with the platform id `productId`, if any. */
export const catalogProductById = (productId: string): CatalogProduct | undefined =>
  products.find((product) => productIdOf(product) === productId);

/** The catalogue's categories in its order, each with its number of products. */
export function catalogueCategories(): CatalogueCategories {
  const counts = new Map<string, { id: string; name: string; productCount: number }>();
  for (const product of products) {
    const category = categoryOf(product);
    const counted = counts.get(category.id) ?? { ...category, productCount: 0 };
    counted.productCount++;
    counts.set(category.id, counted);
  }
  return { categories: [...counts.values()] };
}

/** Whether the seeded shop offers an exchange for another product of its catalogue. */
export const productExchangeOffered = (merchantName: string): boolean =>
  hasCatalogue(merchantName) === true &&
  merchants.find((candidate) => candidate.merchantName === merchantName)?.productExchange?.enabled === true;

/** A catalog variant: its product and its size (none for one-size goods). */
type CatalogVariant = (typeof variants)[number];

/** The catalog variant with the platform id `variantId`, if any. */
export const catalogVariantById = (variantId: string): CatalogVariant | undefined =>
  variants.find(({ product, size }) => variantIdOf(product, size) === variantId);

/** The catalog variant with `sku`, if any. */
export const catalogVariantBySku = (sku: string): CatalogVariant | undefined =>
  variants.find(({ product, size }) => skuOf(product, size) === sku);

/**
 * The product `variant` is, at the price the platform checked for it: what the return order, the quote's
 * confirmation and "Your returns" name. None for a variant the catalogue does not have.
 */
export function exchangedProductOf(
  variant: CatalogVariant | undefined,
  price: { value: string; currency: string },
): ExchangeProduct | undefined {
  if (!variant) return undefined;
  return {
    id: productIdOf(variant.product),
    name: variant.product.name,
    sku: skuOf(variant.product, variant.size),
    variant: variant.size ?? null,
    price,
  };
}

/** The shop's bonus setting on an exchange for another product (its amounts in EUR, as the seed's are). */
export const productExchangeBonusOf = (merchantName: string): BonusSetting | undefined =>
  merchants.find((candidate) => candidate.merchantName === merchantName)?.productExchange?.bonus;

/**
 * An exchange for another product as both flows price it, by the one rule (`productExchange`): the
 * purchase's price × `quantity` returned, the price the platform checked × `quantity`, and the shop's
 * `bonus` in the order's currency.
 */
export function pricedProductExchange(
  purchase: Purchase,
  quantity: number,
  newPrice: { value: string },
  bonus: BonusSetting | undefined,
): ProductExchange {
  return productExchange({
    returnedCents: (toCents(purchase.product.price.value) ?? 0) * quantity,
    newCents: (toCents(newPrice.value) ?? 0) * quantity,
    bonus: exchangeBonusOf(bonus, CURRENCY_FACTOR[purchase.order.currency] ?? 1),
  });
}
