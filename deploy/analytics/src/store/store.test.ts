import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from './batch-writer';
import { MIGRATIONS, migrate } from './migrations';
import { pgliteDriver } from './sql-driver';
import { type AnalyticsStore, openStore } from './store';
import { testDrivers, trackMessage } from './testing';

// Every store test runs on PGlite, and on PostgreSQL when DATABASE_URL names one.
const drivers = testDrivers();

const count = async (store: AnalyticsStore, where = 'TRUE', params: unknown[] = []) =>
  Number(
    (await store.query<{ n: string }>(`SELECT count(*) AS n FROM analytics_events WHERE ${where}`, params))[0]
      ?.n,
  );

describe.each(drivers)('the analytics store on %s', (_name, open) => {
  let store: AnalyticsStore;
  // PGlite takes seconds to start on a busy machine.
  beforeAll(async () => {
    store = await openStore(await open());
  }, 60_000);
  afterAll(() => store.close());

  it('stores each message once, however often it is sent', async () => {
    const messages = [trackMessage(), trackMessage({ event: 'Label downloaded', properties: {} })];
    expect(await store.insert(messages)).toEqual({ stored: 2, duplicates: 0 });
    expect(await store.insert(messages)).toEqual({ stored: 0, duplicates: 2 });
    // Repeated inside one batch too.
    const one = trackMessage();
    expect(await store.insert([one, one])).toEqual({ stored: 1, duplicates: 1 });
    const ids = [...messages, one].map((message) => message.messageId);
    expect(await count(store, 'message_id = ANY($1::uuid[])', [ids])).toBe(3);
  });

  it('keeps every field the readout reads', async () => {
    const message = trackMessage({
      event: 'Insurance Selected',
      properties: { insurancePrice: 7, coverage: 500, returnValue: 89.95, currency: 'EUR' },
      timestamp: '2026-11-26T10:00:00.000Z',
    });
    await store.insert([message]);
    const [row] = await store.query<Record<string, unknown>>(
      'SELECT anonymous_id, merchant, step, event, properties, releases, platform_slice, locale, client_ts FROM analytics_events WHERE message_id = $1',
      [message.messageId],
    );
    expect(row).toMatchObject({
      anonymous_id: message.anonymousId,
      merchant: 'nordwind',
      step: 'remote-carriers',
      event: 'Insurance Selected',
      properties: message.properties,
      releases: message.context.releases,
      platform_slice: 2,
      locale: 'nl',
    });
    expect(new Date(row?.client_ts as string).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });

  it('writes a batch of more rows than one statement takes, all or nothing', async () => {
    const many = Array.from({ length: 2500 }, () => trackMessage());
    expect((await store.insert(many)).stored).toBe(2500);
    // One bad row (a message id that is no uuid) and none of its batch is stored.
    const bad = [trackMessage(), { ...trackMessage(), messageId: 'not-a-uuid' }];
    await expect(store.insert(bad)).rejects.toThrow();
    expect(await count(store, 'message_id = $1', [bad[0]?.messageId])).toBe(0);
  });

  // A fresh PGlite again: seconds on a busy machine.
  it('applies each migration once', async () => {
    const driver = await open();
    expect(await migrate(driver)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await migrate(driver)).toEqual([]);
    await driver.close();
  }, 60_000);

  it('writes queued messages in batches, keeps them through a failed write, and writes what waits on close', async () => {
    const failing = {
      ...store,
      insert: vi.fn(store.insert).mockRejectedValueOnce(new Error('database away')),
    };
    const errors: unknown[] = [];
    const writer = new BatchWriter(failing, {
      intervalMs: 10,
      maxMessages: 3,
      onError: (error) => errors.push(error),
    });
    const first = [trackMessage(), trackMessage(), trackMessage()];
    writer.add(first);
    await writer.flush();
    expect(errors).toHaveLength(1);
    const later = trackMessage();
    writer.add([later]);
    await writer.close();
    expect(writer.totals).toEqual({ stored: 4, duplicates: 0 });
    const ids = [...first, later].map((message) => message.messageId);
    expect(await count(store, 'message_id = ANY($1::uuid[])', [ids])).toBe(4);
  });
});

describe('BatchWriter', () => {
  it('drops the oldest messages beyond its limit while the database is away, and counts them', async () => {
    const insert = vi.fn().mockRejectedValue(new Error('away'));
    const writer = new BatchWriter(
      { insert, query: vi.fn(), close: vi.fn(), description: 'away' },
      { intervalMs: 60_000, maxMessages: 1_000, maxWaiting: 5 },
    );
    writer.add(Array.from({ length: 8 }, () => trackMessage()));
    expect(writer.dropped).toBe(3);
    await writer.flush();
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ length: 5 }));
    await writer.close();
  });
});

describe('a PGlite folder', () => {
  it('is open in one place at a time: a second opener waits a moment, then is refused; one let go of in time is taken', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'analytics-lock-'));
    try {
      const first = await pgliteDriver(dataDir);
      await expect(pgliteDriver(dataDir)).rejects.toThrow(
        `The analytics folder ${dataDir} is open in another process`,
      );
      // A holder shutting down: the next opener gets the folder once it is let go of.
      const next = pgliteDriver(dataDir);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await first.close();
      const again = await next;
      expect((await again.query<{ one: number }>('SELECT 1 AS one', []))[0]?.one).toBe(1);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
