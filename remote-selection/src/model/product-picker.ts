/**
 * The product picker of an exchange for another product (docs/business-rules.md#exchange-for-another-product):
 * which selected item it is open for, the search of the shop's catalogue (text, category, a page at a
 * time), the product and variant chosen, and what the exchange comes to by the one rule the platform
 * charges by (`productExchange`). The picker's own state: it lives in this remote, not on the bus.
 */
import { $shopConfig, createGate } from '@portal/shared';
import { exchangeProductChosen } from '@portal/shared/analytics';
import {
  type ExchangeBonus,
  exchangeBonusOf,
  type ProductExchange,
  productExchangeOfItem,
} from '@portal/shared/pricing';
import { type PickedProduct, variantOf } from '@portal/shared/purchase-items';
import type { CatalogueProduct, CatalogueVariant } from '@portal/shared/schemas';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { type CatalogueQuery, fetchCatalogueCategories, fetchCataloguePage } from '../api/catalogue';
import { trackFx } from './analytics';
import { conversionRateFx } from './exchange-rates';

export { CATALOGUE_SEARCH_MAX } from '../api/catalogue';

/** How long typing pauses before the catalogue is searched. */
export const SEARCH_PAUSE_MS = 300;

/**
 * The item the picker is open for: its uid, its SKU (its own product is no exchange for another), its
 * order's currency, its price (one unit) and how many units are exchanged.
 */
export interface PickerItem {
  uid: string;
  sku: string;
  currency: string;
  price: number;
  quantity: number;
}

/** The picker is on screen for an item: it opens with the gate and closes with it. */
export const PickerGate = createGate<PickerItem>();

export const pickerOpened = createEvent<PickerItem>();
export const pickerClosed = createEvent();
export const searchTyped = createEvent<string>();
export const categoryChosen = createEvent<string | null>();
export const moreAsked = createEvent();
export const productChosen = createEvent<string>();
export const variantChosen = createEvent<string>();
/** Back from a product to the list, which is as it was. */
export const productsShown = createEvent();
export const searchRetried = createEvent();
export const bonusRetried = createEvent();
/** The shopper took the chosen variant for the exchange. */
export const productPicked = createEvent();

sample({ clock: PickerGate.open, target: pickerOpened });
sample({ clock: PickerGate.close, target: pickerClosed });

/** The item the picker is open for; null while it is closed. */
export const $pickerItem = createStore<PickerItem | null>(null)
  .on(pickerOpened, (_, item) => item)
  .reset(pickerClosed);
export const $searchText = createStore('')
  .on(searchTyped, (_, text) => text)
  .reset(pickerOpened);
export const $category = createStore<string | null>(null)
  .on(categoryChosen, (_, category) => category)
  .reset(pickerOpened);

type Search = Pick<CatalogueQuery, 'text' | 'category' | 'offset'>;

/** One page of the search, for this shop and the item's currency. */
export const searchFx = attach({
  source: { shop: $shopConfig, item: $pickerItem },
  mapParams: (search: Search, { shop, item }): CatalogueQuery => ({
    ...search,
    merchant: shop?.merchantName ?? '',
    currency: item?.currency ?? 'EUR',
  }),
  effect: createEffect((query: CatalogueQuery) => fetchCataloguePage(query)),
});

export const categoriesFx = attach({
  source: $shopConfig,
  mapParams: (_: undefined, shop) => shop?.merchantName ?? '',
  effect: createEffect((merchant: string) => fetchCatalogueCategories(merchant)),
});

/** The products found so far for the current text and category, and how many match in all. */
export const $products = createStore<CatalogueProduct[]>([]).reset(pickerOpened);
export const $total = createStore(0).reset(pickerOpened);
export const $categories = createStore<{ id: string; name: string; productCount: number }[]>([]);
/** The last search failed: the picker says so and offers to try again. */
export const $searchFailed = createStore(false)
  .on(searchFx, () => false)
  .on(searchFx.fail, () => true)
  .reset(pickerOpened);
export const $searching = searchFx.pending;

// A new text (after a pause in typing) or category starts from the first page; opening starts with everything.
sample({
  clock: [debounce(searchTyped, SEARCH_PAUSE_MS), categoryChosen, pickerOpened, searchRetried],
  source: { text: $searchText, category: $category },
  fn: ({ text, category }): Search => ({ text, category, offset: 0 }),
  target: searchFx,
});
sample({
  clock: moreAsked,
  source: { text: $searchText, category: $category, products: $products },
  filter: $searching.map((pending) => !pending),
  fn: ({ text, category, products }): Search => ({ text, category, offset: products.length }),
  target: searchFx,
});
sample({ clock: pickerOpened, fn: () => undefined, target: categoriesFx });
$categories.on(categoriesFx.doneData, (_, answer) => answer.categories);

// Only the answer to what the picker asks now counts: a slower answer to earlier typing is dropped.
const currentAnswer = sample({
  clock: searchFx.done,
  source: { text: $searchText, category: $category },
  filter: ({ text, category }, { params }) => params.text === text && params.category === category,
  fn: (_, { result }) => result,
});
$products.on(currentAnswer, (products, answer) =>
  answer.offset === 0 ? answer.products : [...products, ...answer.products],
);
$total.on(currentAnswer, (_, answer) => answer.total);

/** The product and variant the shopper chose; a new product starts without a variant. */
export const $chosenProductId = createStore<string | null>(null)
  .on(productChosen, (_, id) => id)
  .reset(pickerOpened, productsShown);
export const $chosenVariantId = createStore<string | null>(null)
  .on(variantChosen, (_, id) => id)
  .reset(pickerOpened, productChosen);

export const $chosen = combine(
  $products,
  $chosenProductId,
  $chosenVariantId,
  (
    products,
    productId,
    variantId,
  ): { product: CatalogueProduct; variant: CatalogueVariant | null } | null => {
    const product = products.find(({ id }) => id === productId);
    if (!product) return null;
    // A product of one variant (a mug) needs no choice of size.
    const only = product.variants.length === 1 ? product.variants[0] : undefined;
    const variant = product.variants.find(({ id }) => id === variantId) ?? only ?? null;
    return { product, variant: variant && variant.available > 0 ? variant : null };
  },
);

/** The products the shopper may take: any but the returned item's own (another size of it is the other choice). */
const isOwnProduct = (product: CatalogueProduct, item: PickerItem | null) =>
  product.variants.some(({ sku }) => sku === item?.sku);
export const $shownProducts = combine($products, $pickerItem, (products, item) =>
  products.filter((product) => !isOwnProduct(product, item)),
);
export const $shownTotal = combine(
  $total,
  $products,
  $shownProducts,
  (total, products, shown) => total - (products.length - shown.length),
);

/** The bonus setting's currency into the item's; null until known, or when it cannot be converted. */
export const $bonusRate = createStore<number | null>(null).reset(pickerOpened);
/** The rate could not be had: without it the page cannot show what the platform will charge. */
export const $bonusFailed = createStore(false)
  .on(conversionRateFx, () => false)
  .on(conversionRateFx.fail, () => true)
  .reset(pickerOpened);
sample({
  clock: [pickerOpened, sample({ clock: bonusRetried, source: $pickerItem, filter: Boolean })],
  source: $shopConfig,
  fn: (shop, item) => ({ from: shop?.productExchange.bonus?.currency ?? item.currency, to: item.currency }),
  target: conversionRateFx,
});
sample({
  clock: conversionRateFx.done,
  source: $pickerItem,
  filter: (item, { params }) => item?.currency === params.to,
  fn: (_, { result }) => result.rate,
  target: $bonusRate,
});

/** A variant's title as the shopper reads it: its size, as the purchases' own, else every attribute's value. */
export const variantTitle = (variant: CatalogueVariant): string =>
  variantOf(variant.attributes) ?? (variant.attributes.map(({ value }) => value).join(' / ') || variant.sku);

/** The shop's bonus in the item's currency: undefined until the rate is known, null when there is none. */
const $bonus = combine($shopConfig, $bonusRate, (shop, rate): ExchangeBonus | null | undefined =>
  rate === null ? undefined : exchangeBonusOf(shop?.productExchange.bonus, rate),
);

/** The chosen variant as the selection keeps it; null until one in stock is chosen and the bonus is known. */
export const $picked = combine($chosen, $bonus, (chosen, bonus): PickedProduct | null => {
  if (!chosen?.variant || bonus === undefined) return null;
  const { product, variant } = chosen;
  return {
    name: product.name,
    variantId: variant.id,
    sku: variant.sku,
    variant: variantTitle(variant),
    price: variant.price,
    bonus,
  };
});

/** What the exchange for the chosen variant comes to, as the platform will charge it; null until picked. */
export const $exchange = combine($pickerItem, $picked, (item, picked): ProductExchange | null =>
  item && picked
    ? productExchangeOfItem({
        itemRef: { price: item.price },
        quantity: item.quantity,
        exchangePrice: picked.price,
        exchangeBonus: picked.bonus,
      })
    : null,
);

// The picker's events, so a merchant can A/B-test it like any step (docs/analytics.md): how the price
// compares, never which product.
const $pickedThisTime = createStore(false)
  .on(productPicked, () => true)
  .reset(pickerOpened);
sample({
  clock: pickerOpened,
  fn: () => ({ event: 'Product picker opened' as const, properties: {} }),
  target: trackFx,
});
sample({
  clock: productPicked,
  source: $exchange,
  filter: Boolean,
  fn: (exchange) => ({
    event: 'Exchange product chosen' as const,
    properties: exchangeProductChosen(exchange),
  }),
  target: trackFx,
});
sample({
  clock: pickerClosed,
  source: $pickedThisTime,
  filter: (picked) => !picked,
  fn: () => ({ event: 'Product exchange abandoned' as const, properties: {} }),
  target: trackFx,
});
