// @vitest-environment jsdom
import { itemRemoved, type SelectedItem } from '@portal/shared';
import { cleanUp, render, setUpTexts } from '@portal/shared/testing';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EnteredItems } from './entered-items';

const scarf: SelectedItem = {
  uid: '1',
  key: '1',
  purchaseId: '1',
  screen: 'ecommerceless',
  operation: 'Return',
  quantity: 1,
  name: 'Scarf',
  color: 'Red',
  variant: 'One size',
  returnReason: 'Other',
  returnReasonOtherText: 'wrong colour',
};

beforeAll(setUpTexts);
afterEach(cleanUp);

describe('ecommerce-less entered items', () => {
  it("shows the reason with the shopper's words, and Remove drops the item", async () => {
    const removed: string[] = [];
    const unwatch = itemRemoved.watch((uid) => removed.push(uid));
    const view = await render(
      <EnteredItems items={[scarf]} onAdd={() => undefined} onEdit={() => undefined} />,
    );
    expect(view.textContent).toContain('Reason: Other — wrong colour');
    const remove = view.querySelector<HTMLButtonElement>('button[aria-label="Remove Scarf"]');
    expect(remove?.textContent).toBe('Remove');
    await act(async () => remove?.click());
    unwatch();
    expect(removed).toEqual(['1']);
  });
});
