import { parseShopConfig } from '@portal/shared/config';
import { describe, expect, it } from 'vitest';
import { featuresAnswer, serverRenderedStep } from './server-render';

const shop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({
    id: 1,
    name: 'Shop',
    merchantName: 'shop',
    locales: ['en'],
    platformSlice: 2,
    ...overrides,
  });
const rendered = (kind: string, config = shop()) => serverRenderedStep(kind, config)?.page ?? null;

describe('which steps the server renders', () => {
  it('in the draft flow: select items, confirm items and carriers, each from its own remote', () => {
    expect(serverRenderedStep('select-items', shop())).toMatchObject({ remote: 'remote_selection' });
    expect(serverRenderedStep('confirm-items', shop())).toMatchObject({ remote: 'remote_selection' });
    expect(serverRenderedStep('carriers', shop())).toMatchObject({ remote: 'remote_carriers' });
  });

  it('in the quote flow only select items: the selection is in the tab alone', () => {
    const quote = shop({ platformSlice: 1 });
    expect(rendered('select-items', quote)).toBe('select-items');
    expect(rendered('confirm-items', quote)).toBeNull();
    expect(rendered('carriers', quote)).toBeNull();
  });

  it('an ecommerce-less shop (the quote flow, items typed in the tab): only select items', () => {
    const typedIn = shop({ isEcommerceless: true });
    expect(rendered('select-items', typedIn)).toBe('select-items');
    expect(rendered('confirm-items', typedIn)).toBeNull();
    expect(rendered('carriers', typedIn)).toBeNull();
  });

  it('no other page', () => {
    for (const kind of ['order-confirmation', 'sign-in', 'other', 'accessibility'])
      expect(rendered(kind)).toBeNull();
  });
});

describe('the display toggles a step asks for during a render', () => {
  const config = { features: { 'force-expand-carriers': true, 'show-most-sustainable-option': false } };

  it('are answered as /features answers the page: the shop’s, forced by the page’s parameters where allowed', async () => {
    const answer = featuresAnswer(
      '/features?names=force-expand-carriers%2Cshow-most-sustainable-option%2Cunknown',
      config,
      { 'feature.show-most-sustainable-option': 'true', 'feature.force-expand-carriers': 'false' },
      ['show-most-sustainable-option'],
    );
    expect(await answer?.json()).toEqual([
      { feature: 'force-expand-carriers', result: true },
      { feature: 'show-most-sustainable-option', result: true },
      { feature: 'unknown', result: false },
    ]);
  });

  it('leave every other request to the platform (or to the refusal)', () => {
    expect(featuresAnswer('/api/v0/consumer/c1/purchases', config, {}, [])).toBeNull();
    expect(featuresAnswer('/feature?name=x', config, {}, [])).toBeNull();
  });
});
