import { readdirSync } from 'node:fs';
import { allSettled, fork, is, serialize, type Unit } from 'effector';
import { describe, expect, it } from 'vitest';
import { $consumerId, signedIn } from './consumer';
import { $isDemo, demoEntered } from './demo';
import { $quantities, $returnItems, $selectedItems, itemSelected } from './selection';

/** Every module of the bus, compiled as the builds compile it (vitest.config.ts runs the same sids plugin). */
const busModules = await Promise.all(
  readdirSync(import.meta.dirname)
    .filter((file) => /^[a-z-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .map(async (file) => ({ file, exports: (await import(`./${file}`)) as Record<string, unknown> })),
);

const busUnits = busModules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter(([, value]) => is.unit(value))
    .map(([name, value]) => ({
      name: `${file}:${name}`,
      unit: value as Unit<unknown> & { sid: string | null },
    })),
);

describe('the bus units’ sids (a server render hands its scope to the browser by them)', () => {
  it('gives every store of the bus a scope holds a sid (a derived one is computed again from them)', () => {
    const stores = busUnits.filter(({ unit }) => is.store(unit) && is.targetable(unit));
    expect(stores.length).toBeGreaterThan(10);
    expect(stores.filter(({ unit }) => !unit.sid).map(({ name }) => name)).toEqual([]);
  });

  it('gives no two units of the bus the same sid', () => {
    const bySid = new Map<string, string[]>();
    for (const { name, unit } of busUnits) {
      if (unit.sid) bySid.set(unit.sid, [...(bySid.get(unit.sid) ?? []), name]);
    }
    expect([...bySid.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('carries a scope’s changed bus stores through serialize and fork({ values })', async () => {
    const server = fork();
    await allSettled(signedIn, { scope: server, params: 'consumer-1' });
    await allSettled(demoEntered, { scope: server });
    await allSettled(itemSelected, {
      scope: server,
      params: { uid: 'item-1', key: 'item-1', purchaseId: 'purchase-1', operation: 'Return', quantity: 2 },
    });
    const before = server.getState($selectedItems);
    expect(before).not.toEqual([]);

    // As the page carries it: JSON in the HTML, read back by the browser.
    const values = JSON.parse(JSON.stringify(serialize(server))) as Record<string, unknown>;
    const browser = fork({ values });

    expect(browser.getState($consumerId)).toBe('consumer-1');
    expect(browser.getState($isDemo)).toBe(true);
    expect(browser.getState($selectedItems)).toEqual(before);
    expect(browser.getState($quantities)).toEqual(server.getState($quantities));
    // Derived, so never serialised: computed again from $selectedItems.
    expect(browser.getState($returnItems)).toEqual(server.getState($returnItems));
    expect(browser.getState($returnItems)).not.toEqual([]);
  });
});
