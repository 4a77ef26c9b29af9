import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { loggedOut, signedIn } from './consumer';
import {
  $exchangeItems,
  $quantities,
  $refundChoice,
  $returnItems,
  $selectedItems,
  $selectionSubmitted,
  itemDeselected,
  itemRemoved,
  itemSelected,
  quantityChanged,
  refundChoiceStored,
  type SelectedItem,
  selectionCleared,
  selectionRestored,
  selectionSubmitted,
} from './selection';

const item = (uid: string, extra: Partial<SelectedItem> = {}): SelectedItem => ({
  uid,
  key: `key-${uid}`,
  purchaseId: `p-${uid}`,
  operation: 'Return',
  quantity: 1,
  ...extra,
});

describe('selection', () => {
  it('restored from the platform: replaces the items and their quantities, and keeps what was submitted', async () => {
    const scope = fork();
    await allSettled(itemSelected, { scope, params: item('old') });
    await allSettled(selectionSubmitted, { scope, params: { kind: 'return-order', next: '/x' } });
    await allSettled(selectionRestored, { scope, params: [item('a', { quantity: 2 }), item('b')] });
    expect(scope.getState($selectedItems).map((selected) => selected.uid)).toEqual(['a', 'b']);
    expect(scope.getState($quantities)).toMatchObject({ a: 2, b: 1 });
    expect(scope.getState($selectionSubmitted)).toEqual({ kind: 'return-order', next: '/x' });
  });

  it('adds items and replaces an item with the same uid', async () => {
    const scope = fork();
    await allSettled(itemSelected, { scope, params: item('a', { returnReason: 'too small' }) });
    await allSettled(itemSelected, { scope, params: item('b') });
    await allSettled(itemSelected, { scope, params: item('a', { returnReason: 'too large' }) });
    const items = scope.getState($selectedItems);
    expect(items.map((selected) => selected.uid)).toEqual(['a', 'b']);
    expect(items[0]?.returnReason).toBe('too large');
  });

  it('drops a deselected or removed item and resets its quantity to 1', async () => {
    const scope = fork();
    await allSettled(itemSelected, { scope, params: item('a') });
    await allSettled(itemSelected, { scope, params: item('b') });
    await allSettled(quantityChanged, { scope, params: { uid: 'a', quantity: 3 } });
    await allSettled(quantityChanged, { scope, params: { uid: 'b', quantity: 2 } });
    await allSettled(itemDeselected, { scope, params: 'a' });
    expect(scope.getState($selectedItems).map((selected) => selected.uid)).toEqual(['b']);
    expect(scope.getState($quantities).a).toBe(1);
    await allSettled(itemRemoved, { scope, params: 'b' });
    expect(scope.getState($selectedItems)).toEqual([]);
    expect(scope.getState($quantities).b).toBe(1);
  });

  it('keeps the stepper and the selected item at one quantity, before and after selecting', async () => {
    const scope = fork();
    // Stepped before selecting: the stepper's value is what the selection is made with.
    await allSettled(quantityChanged, { scope, params: { uid: 'a', quantity: 3 } });
    await allSettled(itemSelected, { scope, params: item('a', { quantity: 3 }) });
    expect(scope.getState($selectedItems)[0]?.quantity).toBe(3);
    // Stepped after selecting: the selected item follows.
    await allSettled(quantityChanged, { scope, params: { uid: 'a', quantity: 2 } });
    expect(scope.getState($selectedItems)[0]?.quantity).toBe(2);
    expect(scope.getState($quantities).a).toBe(2);
    // A selection made with a quantity (an edit in the dialog) moves the stepper too.
    await allSettled(itemSelected, { scope, params: item('a', { quantity: 1 }) });
    expect(scope.getState($quantities).a).toBe(1);
  });

  it('splits returns (no exchange value) from exchanges (with one)', async () => {
    const scope = fork();
    await allSettled(itemSelected, { scope, params: item('r') });
    await allSettled(itemSelected, {
      scope,
      params: item('x', { operation: 'Exchange', exchangeValue: 'shirt-l' }),
    });
    expect(scope.getState($returnItems).map((selected) => selected.uid)).toEqual(['r']);
    expect(scope.getState($exchangeItems).map((selected) => selected.uid)).toEqual(['x']);
  });

  it('is cleared when a shopper signs in or logs out', async () => {
    const scope = fork();
    await allSettled(itemSelected, { scope, params: item('a') });
    await allSettled(signedIn, { scope, params: 'consumer-2' });
    expect(scope.getState($selectedItems)).toEqual([]);
    await allSettled(itemSelected, { scope, params: item('b') });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($selectedItems)).toEqual([]);
  });
});

describe('submitted selection', () => {
  const submitted = { kind: 'request', next: '/request-confirmation' } as const;

  it('stays submitted until the selection changes, so Back cannot send it again', async () => {
    const scope = fork({ values: [[$selectedItems, [item('a')]]] });
    await allSettled(selectionSubmitted, { scope, params: submitted });
    expect(scope.getState($selectionSubmitted)).toEqual(submitted);

    await allSettled(quantityChanged, { scope, params: { uid: 'a', quantity: 2 } });
    expect(scope.getState($selectionSubmitted)).toBeNull();

    await allSettled(selectionSubmitted, { scope, params: submitted });
    await allSettled(itemSelected, { scope, params: item('b') });
    expect(scope.getState($selectionSubmitted)).toBeNull();

    await allSettled(selectionSubmitted, { scope, params: submitted });
    await allSettled(itemRemoved, { scope, params: 'b' });
    expect(scope.getState($selectionSubmitted)).toBeNull();
  });

  it('is forgotten when the next shopper signs in', async () => {
    const scope = fork({ values: [[$selectionSubmitted, submitted]] });
    await allSettled(signedIn, { scope, params: 'c2' });
    expect(scope.getState($selectionSubmitted)).toBeNull();
  });
});

describe('refund choice', () => {
  it('is kept for the selection it was made for, and asked again for a new one', async () => {
    const scope = fork();
    await allSettled(refundChoiceStored, { scope, params: 'store-credit' });
    expect(scope.getState($refundChoice)).toBe('store-credit');
    await allSettled(itemSelected, { scope, params: item('a') });
    expect(scope.getState($refundChoice)).toBeNull();
    await allSettled(refundChoiceStored, { scope, params: 'refund' });
    await allSettled(selectionCleared, { scope });
    expect(scope.getState($refundChoice)).toBeNull();
  });
});
