import { $shopConfig } from '@portal/shared';
import type { TrackCall } from '@portal/shared/analytics';
import { testShop } from '@portal/shared/testing/shop';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackFx } from './analytics';
import {
  $chosen,
  $exchange,
  $picked,
  $products,
  $searchFailed,
  $shownProducts,
  $shownTotal,
  $total,
  categoryChosen,
  moreAsked,
  pickerClosed,
  pickerOpened,
  productChosen,
  productPicked,
  searchTyped,
  variantChosen,
} from './product-picker';

const nordwind = testShop({
  merchantName: 'nordwind',
  productExchange: {
    enabled: true,
    bonus: { type: 'PERCENTAGE', percentage: 10, maximumAmount: 15, currency: 'EUR' },
  },
});

const money = (value: number, currency = 'EUR') => ({ value, currency });
const product = (id: string, name: string, price: number, sizes: [string, number][]) => ({
  id,
  name,
  categories: [{ id: 'cat-jackets', name: 'Jackets' }],
  imageUrls: [],
  price: money(price),
  variants: sizes.map(([size, available]) => ({
    id: `${id}-${size}`,
    sku: `${id}-${size}`.toLowerCase(),
    attributes: [{ name: 'size', value: size }],
    price: money(price),
    available,
  })),
});
const parka = product('prod-down-parka', 'Hooded Down Parka', 229, [
  ['M', 12],
  ['XL', 0],
]);
const liner = product('prod-liner-jacket', 'Quilted Liner Jacket', 99, [['M', 12]]);
const catalogue = [parka, liner, product('prod-field-jacket', 'Waxed Field Jacket', 149, [['M', 12]])];

/** The platform as the picker meets it: the catalogue (two a page here), its categories, exchange rates. */
let asked: URL[] = [];
let hold: ((url: URL) => Promise<void>) | undefined;
beforeEach(() => {
  asked = [];
  hold = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://nordwind.test');
      asked.push(url);
      await hold?.(url);
      if (url.pathname.endsWith('/categories'))
        return Response.json({ categories: [{ id: 'cat-jackets', name: 'Jackets', productCount: 3 }] });
      if (url.pathname.startsWith('/volta/exchange-rates'))
        return Response.json({ base: 'EUR', rates: { EUR: 1, GBP: 0.86 } });
      const text = url.searchParams.get('q') ?? '';
      const found = catalogue.filter(({ name }) => name.toLowerCase().includes(text.toLowerCase()));
      const offset = Number(url.searchParams.get('offset'));
      return Response.json({ total: found.length, offset, products: found.slice(offset, offset + 2) });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let calls: TrackCall[] = [];
const tracked = () => calls;
const open = async (currency = 'EUR', price = 59.95, quantity = 1, sku = 'linen-shirt-m') => {
  calls = [];
  const scope = fork({
    values: [[$shopConfig, nordwind]],
    handlers: [[trackFx, (call: TrackCall) => void calls.push(call)]],
  });
  await allSettled(pickerOpened, { scope, params: { uid: 'shirt', sku, currency, price, quantity } });
  return scope;
};
const productsAsked = () => asked.filter((url) => url.pathname === '/api/v0/shops/nordwind/products');

describe('the product picker', () => {
  it('opens on the whole catalogue in the item’s currency, a page at a time', async () => {
    const scope = await open('GBP');
    expect(productsAsked()[0]?.searchParams.get('currency')).toBe('GBP');
    expect(scope.getState($products).map(({ name }) => name)).toEqual([
      'Hooded Down Parka',
      'Quilted Liner Jacket',
    ]);
    expect(scope.getState($total)).toBe(3);
    await allSettled(moreAsked, { scope });
    expect(productsAsked().at(-1)?.searchParams.get('offset')).toBe('2');
    expect(scope.getState($products)).toHaveLength(3);
  });

  it('searches once typing pauses, and a category at once, each from the first page', async () => {
    const scope = await open();
    await Promise.all(['p', 'pa', 'park'].map((text) => allSettled(searchTyped, { scope, params: text })));
    expect(productsAsked().map((url) => url.searchParams.get('q'))).toEqual([null, 'park']);
    expect(scope.getState($products).map(({ name }) => name)).toEqual(['Hooded Down Parka']);
    await allSettled(categoryChosen, { scope, params: 'cat-jackets' });
    expect(productsAsked().at(-1)?.searchParams.get('category')).toBe('cat-jackets');
    expect(productsAsked().at(-1)?.searchParams.get('offset')).toBe('0');
  });

  it('drops a slower answer to earlier typing', async () => {
    const scope = await open();
    let release: () => void = () => undefined;
    hold = (url) =>
      url.searchParams.get('q') === 'liner'
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve();
    const slow = allSettled(searchTyped, { scope, params: 'liner' });
    await vi.waitFor(() => expect(productsAsked().at(-1)?.searchParams.get('q')).toBe('liner'));
    // The scope settles only once every answer is in: the later search is awaited with the earlier.
    const fast = allSettled(searchTyped, { scope, params: 'parka' });
    await vi.waitFor(() =>
      expect(scope.getState($products).map(({ name }) => name)).toEqual(['Hooded Down Parka']),
    );
    release();
    await Promise.all([slow, fast]);
    expect(scope.getState($products).map(({ name }) => name)).toEqual(['Hooded Down Parka']);
  });

  it('prices the chosen variant by the platform’s rule, the bonus in the order’s currency', async () => {
    const scope = await open();
    await allSettled(productChosen, { scope, params: 'prod-down-parka' });
    // A size must be chosen for a product with several, and a sold-out one cannot be.
    expect(scope.getState($exchange)).toBeNull();
    await allSettled(variantChosen, { scope, params: 'prod-down-parka-XL' });
    expect(scope.getState($chosen)?.variant).toBeNull();
    await allSettled(variantChosen, { scope, params: 'prod-down-parka-M' });
    // €229.00 − €59.95 − 10 % (€6.00).
    expect(scope.getState($exchange)).toMatchObject({ bonusCents: 6_00, toPayCents: 163_05 });

    const pounds = await open('GBP', 100);
    await allSettled(productChosen, { scope: pounds, params: 'prod-liner-jacket' });
    // One size only: chosen with the product. The €15 cap is £12.90, 10 % of £100.00 is £10.00.
    expect(pounds.getState($exchange)).toMatchObject({
      bonusCents: 10_00,
      refundCents: 1_00,
      storeCreditCents: 11_00,
    });
  });

  it('prices every unit exchanged: the value, the bonus and the new price all count them', async () => {
    const scope = await open('EUR', 149, 2);
    await allSettled(productChosen, { scope, params: 'prod-down-parka' });
    await allSettled(variantChosen, { scope, params: 'prod-down-parka-M' });
    // 2 × €229.00 − 2 × €149.00 − €15.00 (10 % of €298.00 is over the cap).
    expect(scope.getState($exchange)).toMatchObject({
      returnedCents: 298_00,
      bonusCents: 15_00,
      newCents: 458_00,
      toPayCents: 145_00,
    });
    expect(scope.getState($picked)).toEqual({
      name: 'Hooded Down Parka',
      variantId: 'prod-down-parka-M',
      sku: 'prod-down-parka-m',
      variant: 'M',
      price: money(229),
      bonus: { type: 'PERCENTAGE', percentage: 10, capCents: 15_00 },
    });
  });

  it('does not offer the returned item’s own product: another size of it is the other choice', async () => {
    const scope = await open('EUR', 229, 1, 'prod-down-parka-m');
    expect(scope.getState($shownProducts).map(({ name }) => name)).toEqual(['Quilted Liner Jacket']);
    expect(scope.getState($shownTotal)).toBe(2);
  });

  it('tells analytics it opened, how the chosen price compares, and when it was left without a product', async () => {
    const scope = await open('EUR', 149);
    await allSettled(productChosen, { scope, params: 'prod-liner-jacket' });
    await allSettled(productPicked, { scope });
    await allSettled(pickerClosed, { scope });
    await allSettled(pickerOpened, {
      scope,
      params: { uid: 'shirt', sku: 'x', currency: 'EUR', price: 1, quantity: 1 },
    });
    await allSettled(pickerClosed, { scope });
    expect(tracked()).toEqual([
      { event: 'Product picker opened', properties: {} },
      { event: 'Exchange product chosen', properties: { difference: 'rest' } },
      { event: 'Product picker opened', properties: {} },
      { event: 'Product exchange abandoned', properties: {} },
    ]);
  });

  it('says when a search failed, and clears that when the next one starts', async () => {
    hold = async (url) => {
      if (url.searchParams.get('q') === 'boom') throw new TypeError('Failed to fetch');
    };
    const scope = await open();
    await allSettled(searchTyped, { scope, params: 'boom' });
    expect(scope.getState($searchFailed)).toBe(true);
    await allSettled(searchTyped, { scope, params: 'parka' });
    expect(scope.getState($searchFailed)).toBe(false);
  });
});
