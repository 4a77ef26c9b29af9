// @vitest-environment jsdom
import type { SelectedItem } from '@portal/shared';
import { cleanUp, render, setUpTexts } from '@portal/shared/testing';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ItemSection } from './item-section';

const base = { key: 'k', purchaseId: 'p', quantity: 1, name: 'Linen Shirt', variant: 'M' } as const;
const exchange = (uid: string, returnReason: string): SelectedItem => ({
  ...base,
  uid,
  operation: 'Exchange',
  returnReason,
  exchangeValue: 'shirt-xl',
  exchangeVariant: 'XL',
});

beforeAll(setUpTexts);
afterEach(cleanUp);

describe('confirm items: item section', () => {
  it('shows an exchange by its new size, never the stored look-up forms', async () => {
    const view = await render(
      <ItemSection
        title="Items to exchange"
        items={[exchange('a', 'pending: M -> XL'), exchange('b', 'error: M -> XL')]}
      />,
    );
    const [pending, failed] = view.querySelectorAll('li');
    expect(pending?.textContent).toContain('New size XL');
    expect(pending?.textContent).not.toContain('pending');
    expect(pending?.textContent).not.toContain('Reason:');
    expect(pending?.querySelector('.rp-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(failed?.textContent).toContain('New size XL');
    expect(failed?.textContent).not.toContain('error');
    expect(failed?.querySelector('[role="status"]')?.textContent).toBe(
      "We couldn't look up the reason for this exchange. Your exchange stays selected; we'll check the reason later.",
    );
  });

  it('shows the found reason, the comment of "Other", the count and each picture named by its product', async () => {
    const other: SelectedItem = {
      ...base,
      uid: 'c',
      name: 'Canvas Tote Bag',
      operation: 'Return',
      quantity: 2,
      returnReason: 'Other',
      returnReasonOtherText: 'too short',
      imageUrl: 'https://img.example/tote.jpg',
    };
    const view = await render(
      <ItemSection title="Items to return" items={[exchange('a', 'Too small'), other]} />,
    );
    expect(view.querySelector('.rp-badge')?.textContent).toBe('3 products');
    const [found, returned] = view.querySelectorAll('li');
    expect(found?.textContent).toContain('Reason: Too small');
    expect(returned?.textContent).toContain('Reason: Other');
    expect(returned?.textContent).toContain('Comment: too short');
    expect(returned?.querySelector('img')?.alt).toBe('Canvas Tote Bag');
  });

  it('puts what goes under an item beside the picture row, across the whole card', async () => {
    const view = await render(
      <ItemSection
        title="Items to return"
        items={[exchange('a', 'Too small')]}
        below={() => <fieldset className="rp-gatekeeping">questions</fieldset>}
      />,
    );
    const form = view.querySelector('.rp-gatekeeping');
    // A child of the card, not of the text column next to the picture.
    expect(form?.parentElement?.tagName).toBe('LI');
    expect(form?.closest('.rp-item__body')).toBeNull();
  });
});
