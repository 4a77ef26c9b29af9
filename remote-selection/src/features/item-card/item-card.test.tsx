// @vitest-environment jsdom
import { itemDeselected, quantityChanged, type SelectedItem, useTranslation } from '@portal/shared';
import { cleanUp, render, setUpTexts, type } from '@portal/shared/testing';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortalItem } from '../../model/portal-items';
import { ItemCard, type Translate, textsOnce } from './item-card';

const item: PortalItem = {
  uid: 'NW-1-p1',
  itemId: 'p1',
  orderId: 'o1',
  orderNumber: 'NW-1',
  orderDate: '2026-11-20T00:00:00Z',
  title: 'Linen Shirt',
  variant: 'M',
  color: null,
  key: 'k1',
  sku: 'shirt-m',
  price: 49.95,
  currencyCode: 'EUR',
  paidAmount: 49.95,
  imageUrl: 'https://img.example/shirt.jpg',
  thumbnailUrl: null,
  categories: [],
  returnable: 'yes_exchangeable',
  returnableUnits: 3,
  allowStoreCredit: false,
  isExchangeItem: false,
  exchangeable: true,
  exchangeOptions: [{ type: 'SIZE', title: 'XL', value: 'shirt-xl', productId: 'prod-shirt-XL' }],
  supplier: 'north',
  shippingOptions: [{ id: 'post' }] as PortalItem['shippingOptions'],
  additionalProductInformation: {},
};

const exchange = (returnReason: string): SelectedItem => ({
  uid: item.uid,
  key: item.key,
  purchaseId: item.itemId,
  operation: 'Exchange',
  quantity: 1,
  returnReason,
  exchangeValue: 'shirt-xl',
  exchangeVariant: 'XL',
});

type CardProps = Parameters<typeof ItemCard>[0];

/** The card with the texts of a list's one translation hook. */
function ListedCard(props: Partial<CardProps>) {
  const { t, i18n } = useTranslation();
  return (
    <ItemCard
      t={t}
      language={i18n.language}
      item={item}
      quantity={1}
      blockedBySupplier={false}
      showCategory={false}
      hidePrice={false}
      quantitySelector={false}
      onSelect={() => undefined}
      {...props}
    />
  );
}

const card = (props: Partial<CardProps> = {}) =>
  render(
    <ul>
      <ListedCard {...props} />
    </ul>,
  );

beforeAll(setUpTexts);
afterEach(cleanUp);

describe('item card', () => {
  it('shows the picture with the product title as its text, and the price', async () => {
    const view = await card({ eager: true });
    const image = view.querySelector('img');
    expect(image?.alt).toBe('Linen Shirt');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(view.textContent).toContain('€49.95');
    expect(view.querySelector('li')?.className).toContain('rp-item');
  });

  it('shows an exchange whose reason is looked up with a spinner, never the stored "pending:" form', async () => {
    const view = await card({ selected: exchange('pending: M -> XL') });
    expect(view.querySelector('li')?.className).toContain('rp-item--selected');
    expect(view.textContent).toContain('Exchange for size XL');
    expect(view.textContent).not.toContain('pending');
    expect(view.textContent).not.toContain('->');
    const spinner = view.querySelector('.rp-spinner');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
    expect(view.querySelector('[role="status"]')?.textContent).toBe(
      'Looking up the reason for your exchange…',
    );
  });

  it('shows an exchange whose look-up failed without the stored "error:" form', async () => {
    const view = await card({ selected: exchange('error: M -> XL') });
    expect(view.textContent).toContain('Exchange for size XL');
    // Said in a live region: the shopper hears that the look-up failed.
    expect(view.querySelector('[role="status"]')?.textContent).toBe(
      "We couldn't look up the reason for this exchange. Your exchange stays selected; we'll check the reason later.",
    );
    expect(view.textContent).not.toContain('error');
    expect(view.querySelector('.rp-spinner')).toBeNull();
  });

  it('shows the reason an exchange was given once it is found', async () => {
    const view = await card({ selected: exchange('Too small') });
    expect(view.textContent).toContain('Exchange for size XL (Too small)');
    expect(view.querySelector('.rp-spinner')).toBeNull();
  });

  it("shows the shopper's own words with the reason Other", async () => {
    const selected: SelectedItem = {
      uid: item.uid,
      key: item.key,
      purchaseId: item.itemId,
      operation: 'Return',
      quantity: 1,
      returnReason: 'Other',
      returnReasonType: 2,
      returnReasonOtherText: 'too short',
    };
    const view = await card({ selected });
    expect(view.textContent).toContain('Reason: Other — too short');
  });

  it('says why a card blocked by the one-supplier rule cannot be selected, and its button points there', async () => {
    const view = await card({ blockedBySupplier: true });
    const button = [...view.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Select',
    );
    expect(button?.disabled).toBe(true);
    const reasonId = button?.getAttribute('aria-describedby') ?? '';
    expect(reasonId).not.toBe('');
    expect(document.getElementById(reasonId)?.textContent).toBe(
      "Can't be returned together with the items you selected: this item goes back to a different address.",
    );
  });

  it('has nothing to explain when the card is not blocked', async () => {
    const view = await card();
    const button = [...view.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Select',
    );
    expect(button?.disabled).toBe(false);
    expect(button?.hasAttribute('aria-describedby')).toBe(false);
    expect(view.querySelector('.rp-card__disabled-reason')).toBeNull();
  });

  it('unselects a selected item', async () => {
    const dropped: string[] = [];
    const unwatch = itemDeselected.watch((uid) => dropped.push(uid));
    const view = await card({ selected: exchange('Too small') });
    const button = [...view.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Unselect',
    );
    await act(async () => button?.click());
    unwatch();
    expect(dropped).toEqual([item.uid]);
  });

  it('keeps "/ 3" with the stepper and turns typed text that is no whole number into 1', async () => {
    const changes: number[] = [];
    const unwatch = quantityChanged.watch(({ quantity }) => changes.push(quantity));
    const view = await card({ quantitySelector: true, quantity: 2 });
    const stepper = view.querySelector('.rp-stepper');
    expect(stepper?.textContent).toContain('/ 3');
    const input = stepper?.querySelector('input') as HTMLInputElement;
    // The shared stepper alone would read "3x" as 3 and keep 2 for "abc"; the rule says 1 for both.
    await type(input, '3x');
    await act(async () => input.blur());
    await type(input, 'abc');
    await act(async () => input.blur());
    unwatch();
    expect(changes).toEqual([1, 1]);
  });
});

describe('the texts of hundreds of cards', () => {
  it('asks i18next once per text and its values, and keeps texts with other values apart', () => {
    const asked: string[] = [];
    const translate = ((key: string, options?: { size?: string }) => {
      asked.push(key);
      return options?.size ? `${key}: ${options.size}` : key;
    }) as unknown as Translate;
    const t = textsOnce(translate);
    for (let card = 0; card < 300; card++) {
      expect(t('select_items.select')).toBe('select_items.select');
      expect(t('select_items.size', { size: card % 2 ? 'M' : 'L' })).toBe(
        `select_items.size: ${card % 2 ? 'M' : 'L'}`,
      );
    }
    expect(asked).toEqual(['select_items.select', 'select_items.size', 'select_items.size']);
  });
});
