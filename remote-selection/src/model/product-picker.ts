/**
 * The product picker of an exchange for another product (docs/business-rules.md#exchange-for-another-product):
 * which selected item it is open for, the search of the shop's catalogue (text, category, a page at a
 * time), the product and variant chosen, and what the exchange comes to by the one rule the platform
 * charges by (`productExchange`). The picker's own state: it lives in this remote, not on the bus.
 */
import { $shopConfig } from '@portal/shared';
import { toCents } from '@portal/shared/money';
import { exchangeBonusOf, type ProductExchange, productExchange } from '@portal/shared/pricing';
import type { CatalogueProduct, CatalogueVariant } from '@portal/shared/schemas';
import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { type CatalogueQuery, fetchCatalogueCategories, fetchCataloguePage } from '../api/catalogue';
import { conversionRateFx } from './exchange-rates';

/** How long typing pauses before the catalogue is searched. */
export const SEARCH_PAUSE_MS = 300;

/** The item the picker is open for: its uid, its order's currency and what was paid for it (cents). */
export interface PickerItem {
  uid: string;
  currency: string;
  returnedCents: number;
}

export const pickerOpened = createEvent<PickerItem>();
export const pickerClosed = createEvent();
export const searchTyped = createEvent<string>();
export const categoryChosen = createEvent<string | null>();
export const moreAsked = createEvent();
export const productChosen = createEvent<string>();
export const variantChosen = createEvent<string>();

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
  clock: [debounce(searchTyped, SEARCH_PAUSE_MS), categoryChosen, pickerOpened],
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
  .reset(pickerOpened);
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

/** The bonus setting's currency into the item's; null until known, or when it cannot be converted. */
export const $bonusRate = createStore<number | null>(null).reset(pickerOpened);
sample({
  clock: pickerOpened,
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

/**
 * What the exchange for the chosen variant comes to, as the platform will charge it; null until a
 * variant in stock is chosen and the bonus's rate is known.
 */
export const $exchange = combine(
  $pickerItem,
  $chosen,
  $shopConfig,
  $bonusRate,
  (item, chosen, shop, rate): ProductExchange | null => {
    if (!item || !chosen?.variant || rate === null) return null;
    return productExchange({
      returnedCents: item.returnedCents,
      newCents: toCents(chosen.variant.price.value) ?? 0,
      bonus: exchangeBonusOf(shop?.productExchange.bonus, rate),
    });
  },
);
