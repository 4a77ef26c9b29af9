// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads the bus afresh, as a page reload does, against the same session storage.
async function loadBus() {
  vi.resetModules();
  const persistence = await import('./persistence');
  const selection = await import('./selection');
  const consumer = await import('./consumer');
  const demo = await import('./demo');
  persistence.startPersistence();
  return { ...persistence, ...selection, ...consumer, ...demo };
}

describe('session storage persistence', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the consumer id, the selection and the demo flag across a reload', async () => {
    const first = await loadBus();
    first.signedIn('consumer-1');
    first.itemSelected({ uid: 'NW-1001p1', key: 'k', purchaseId: 'p1', operation: 'Return', quantity: 1 });
    first.demoEntered();
    expect(JSON.parse(sessionStorage.getItem('consumer-storage') ?? 'null')).toBe('consumer-1');
    expect(sessionStorage.getItem('selectItems-storage')).toContain('NW-1001p1');
    expect(sessionStorage.getItem('isDemo')).toBe('true');

    const second = await loadBus();
    expect(second.$consumerId.getState()).toBe('consumer-1');
    expect(second.$selectedItems.getState().map((item) => item.uid)).toEqual(['NW-1001p1']);
    expect(second.$isDemo.getState()).toBe(true);
  });

  it('ignores a corrupt or foreign stored value instead of crashing', async () => {
    sessionStorage.setItem('selectItems-storage', '{not json');
    sessionStorage.setItem('consumer-storage', JSON.stringify({ hacked: true }));
    const bus = await loadBus();
    expect(bus.$selectedItems.getState()).toEqual([]);
    expect(bus.$consumerId.getState()).toBeNull();
  });
});
