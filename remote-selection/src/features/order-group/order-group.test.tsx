// @vitest-environment jsdom
import { type SelectedItem, useTranslation } from '@portal/shared';
import { parseShopConfig } from '@portal/shared/config';
import { cleanUp, render, rerender, setUpTexts } from '@portal/shared/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderGroup, PortalItem } from '../../model/portal-items';
import { formatOrderDate, OrderGroupSection, sameOrderGroupProps } from './order-group';

// Counts each card's renders: the card is the real one, wrapped in the same memo.
const cardRenders = vi.hoisted(() => new Map<string, number>());
vi.mock('../item-card/item-card', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../item-card/item-card')>();
  const { createElement, memo } = await import('react');
  const inner = (actual.ItemCard as unknown as { type: (props: { item: PortalItem }) => null }).type;
  return {
    ...actual,
    ItemCard: memo(function CountedCard(props: { item: PortalItem }) {
      cardRenders.set(props.item.uid, (cardRenders.get(props.item.uid) ?? 0) + 1);
      return createElement(inner, props);
    }),
  };
});

const config = parseShopConfig({ id: 's', name: 'S', locales: ['en'], platformSlice: 2 });

const item = (order: number, line: number): PortalItem => ({
  uid: `SC-${order}-${line}`,
  itemId: `p${order}-${line}`,
  orderId: `o${order}`,
  orderNumber: `SC-${order}`,
  orderDate: '2026-11-20T00:00:00Z',
  title: `Item ${order}.${line}`,
  variant: 'M',
  color: null,
  key: `k${order}-${line}`,
  sku: 'shirt-m',
  price: 49.95,
  currencyCode: 'EUR',
  paidAmount: 49.95,
  imageUrl: null,
  thumbnailUrl: null,
  categories: [],
  returnable: 'yes',
  returnableUnits: 1,
  allowStoreCredit: false,
  isExchangeItem: false,
  exchangeable: false,
  exchangeOptions: [],
  supplier: null,
  shippingOptions: [{ id: 'post' }] as PortalItem['shippingOptions'],
  additionalProductInformation: {},
});

// The scale consumer's shape: 50 orders of 6 items.
const groups: OrderGroup[] = Array.from({ length: 50 }, (_, order) => ({
  orderNumber: `SC-${order}`,
  createdAt: '2026-11-20T00:00:00Z',
  currencyCode: 'EUR',
  totalPrice: 6 * 49.95,
  items: Array.from({ length: 6 }, (_, line) => item(order, line)),
}));

const onSelect = () => undefined;

/** The list as the select-items page draws it: one translation hook, stable props. */
function List({ selected, quantities }: { selected: SelectedItem[]; quantities: Record<string, number> }) {
  const { t, i18n } = useTranslation();
  const selectedByUid = new Map(selected.map((chosen) => [chosen.uid, chosen]));
  return (
    <>
      {groups.map((group, index) => (
        <OrderGroupSection
          key={group.orderNumber}
          group={group}
          config={config}
          t={t}
          language={i18n.language}
          selectedByUid={selectedByUid}
          quantities={quantities}
          firstSupplier={undefined}
          itemsAbove={index * 6}
          onSelect={onSelect}
        />
      ))}
    </>
  );
}

const choice = (uid: string): SelectedItem => ({
  uid,
  key: 'k',
  purchaseId: 'p',
  operation: 'Return',
  quantity: 1,
  returnReason: 'too small',
});

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);

beforeAll(setUpTexts);
beforeEach(() => {
  cardRenders.clear();
});
afterEach(cleanUp);

describe('the orders of select items', () => {
  it('draws every card once, each order with its heading', async () => {
    const view = await render(<List selected={[]} quantities={{}} />);
    expect(view.querySelectorAll('.rp-item')).toHaveLength(300);
    expect(view.querySelectorAll('section h2')).toHaveLength(50);
    expect(total(cardRenders)).toBe(300);
  });

  it('re-renders one order and one card when an item is selected, and again when it is dropped', async () => {
    await render(<List selected={[]} quantities={{}} />);
    cardRenders.clear();

    const view = await rerender(<List selected={[choice('SC-30-4')]} quantities={{ 'SC-30-4': 1 }} />);
    expect([...cardRenders]).toEqual([['SC-30-4', 1]]);
    expect(view.querySelectorAll('.rp-item--selected')).toHaveLength(1);

    cardRenders.clear();
    await rerender(<List selected={[]} quantities={{ 'SC-30-4': 1 }} />);
    expect([...cardRenders]).toEqual([['SC-30-4', 1]]);
  });

  it('lets only the order of the selected item render again', () => {
    const t = ((key: string) => key) as never;
    const props = (selected: SelectedItem[]) => (group: OrderGroup) => ({
      group,
      config,
      t,
      language: 'en',
      selectedByUid: new Map(selected.map((chosen) => [chosen.uid, chosen])),
      quantities: {},
      firstSupplier: undefined,
      itemsAbove: 0,
      onSelect,
    });
    const chosen = choice('SC-30-4');
    const changed = groups.filter((group) => !sameOrderGroupProps(props([])(group), props([chosen])(group)));
    expect(changed.map((group) => group.orderNumber)).toEqual(['SC-30']);
    // A supplier chosen under mutually exclusive suppliers concerns every order.
    const supplierChosen = groups.filter(
      (group) => !sameOrderGroupProps(props([])(group), { ...props([])(group), firstSupplier: 'north' }),
    );
    expect(supplierChosen).toHaveLength(50);
  });

  it('re-renders only the card whose quantity changed', async () => {
    await render(<List selected={[]} quantities={{}} />);
    cardRenders.clear();
    await rerender(<List selected={[]} quantities={{ 'SC-2-0': 2 }} />);
    expect([...cardRenders]).toEqual([['SC-2-0', 1]]);
  });

  it('sets every order below the first screens its rows, so it takes its final height before it is drawn', async () => {
    const view = await render(<List selected={[]} quantities={{}} />);
    const sections = [...view.querySelectorAll('section')];
    // The first two orders (12 items) are drawn at once, the 48 below only when near the screen.
    expect(sections.map((one) => one.classList.contains('rp-item-group--lazy'))).toEqual([
      false,
      false,
      ...Array(48).fill(true),
    ]);
    const section = view.querySelector<HTMLElement>('section.rp-item-group--lazy');
    expect(section?.style.getPropertyValue('--rp-rows-1')).toBe('6');
    expect(section?.style.getPropertyValue('--rp-rows-2')).toBe('3');
    expect(section?.style.getPropertyValue('--rp-rows-3')).toBe('2');
  });
});

describe('the return period of an order', () => {
  const withPeriod = parseShopConfig({
    id: 's',
    name: 'S',
    locales: ['en'],
    returnPeriodDays: 30,
    customizations: { showReturnPeriod: true },
  });
  function Order({ createdAt }: { createdAt: string }) {
    const { t, i18n } = useTranslation();
    const group = { ...(groups[0] as OrderGroup), createdAt };
    return (
      <OrderGroupSection
        group={group}
        config={withPeriod}
        t={t}
        language={i18n.language}
        selectedByUid={new Map()}
        quantities={{}}
        firstSupplier={undefined}
        itemsAbove={0}
        onSelect={onSelect}
      />
    );
  }

  it('says how many days are left while there are some', async () => {
    const view = await render(<Order createdAt={new Date(Date.now() - 20 * 86_400_000).toISOString()} />);
    expect(view.querySelector('.rp-item-group__header')?.textContent).toMatch(/\d+ days? left to return/);
  });

  it('says nothing of days once the period has ended: the items say it, once', async () => {
    const view = await render(<Order createdAt={new Date(Date.now() - 60 * 86_400_000).toISOString()} />);
    expect(view.querySelector('.rp-item-group__header')?.textContent).not.toMatch(/left to return/);
  });
});

describe('an order date', () => {
  it('is written in full in the language', () => {
    expect(formatOrderDate('2026-11-20T12:00:00Z', 'en')).toBe('Friday, November 20, 2026');
    expect(formatOrderDate('2026-11-20T12:00:00Z', 'de')).toBe('Freitag, 20. November 2026');
  });
});
