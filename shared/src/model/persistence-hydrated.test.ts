// @vitest-environment jsdom
/**
 * A page the server rendered: its controls work once hydrated, while what the tab kept is still being
 * read back (persistence.ts). A file of its own: effector-storage keeps its keys per process, and the
 * stores of persistence.test.ts's earlier page loads would share them.
 */
import { allSettled, fork } from 'effector';
import { expect, it } from 'vitest';
import { $consumerId, $signInDetails } from './consumer';
import { startPersistence } from './persistence';
import { $quantities, quantityChanged } from './selection';

const stored = (key: string): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null');

it('a change the shopper makes once the page is hydrated, before the tab is read back, is not overwritten', async () => {
  // What the tab kept before the reload.
  sessionStorage.setItem('consumer-storage', JSON.stringify('consumer-1'));
  sessionStorage.setItem('selectItems-quantities', JSON.stringify({ u1: 3 }));
  sessionStorage.setItem('sign-in-details', JSON.stringify({ orderNumber: 'K-5521', country: 'DE' }));

  // The reload: the server's page is hydrated and its controls work while the read-back is on its way.
  // The server's page came with the shopper.
  const scope = fork({ values: [[$consumerId, 'consumer-1']] });
  await allSettled(quantityChanged, { scope, params: { uid: 'u1', quantity: 2 } });
  await startPersistence(scope);
  expect(scope.getState($quantities)).toEqual({ u1: 2 });
  // What the shopper did not change is read back as ever, and the change is kept for the tab.
  expect(scope.getState($signInDetails)).toEqual({ orderNumber: 'K-5521', country: 'DE' });
  expect(stored('selectItems-quantities')).toEqual({ u1: 2 });
});
