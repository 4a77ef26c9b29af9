/**
 * Messages for the store's, the collector's and the benchmark's tests: valid by the batch schema,
 * each with a fresh message id unless one is given.
 */
import { randomUUID } from 'node:crypto';
import type { ParsedTrackMessage } from '@portal/shared/analytics-schema';
import { pgliteDriver, postgresDriver, type SqlDriver } from './sql-driver';

/**
 * The databases a store test runs on: PGlite always, and the PostgreSQL server DATABASE_URL names when
 * it is set (`npm run test:store` starts one: deploy/scripts/postgres.mjs), each in a schema of its own.
 */
export function testDrivers(): [string, () => Promise<SqlDriver>][] {
  const drivers: [string, () => Promise<SqlDriver>][] = [['PGlite', () => pgliteDriver()]];
  const url = process.env.DATABASE_URL;
  if (url)
    drivers.push([
      'PostgreSQL',
      async () => {
        // A schema of its own per run, so runs and other tests on the same database never meet.
        const schema = `t_${randomUUID().replace(/-/g, '')}`;
        const admin = await postgresDriver(url);
        await admin.exec(`CREATE SCHEMA ${schema}`);
        await admin.close();
        const scoped = new URL(url);
        scoped.searchParams.set('options', `-c search_path=${schema}`);
        return postgresDriver(scoped.toString());
      },
    ]);
  return drivers;
}

/** A `Step viewed` message of `merchant`'s session `anonymousId`, with `overrides`. */
export function trackMessage(overrides: Partial<ParsedTrackMessage> = {}): ParsedTrackMessage {
  return {
    type: 'track',
    event: 'Step viewed',
    properties: { page: 'carriers' },
    anonymousId: '8b5c4c1e-3c5a-4f43-9a43-1d2f3e4a5b6c',
    messageId: randomUUID(),
    timestamp: new Date().toISOString(),
    context: {
      merchant: 'nordwind',
      step: 'remote-carriers',
      releases: [{ step: 'remote-carriers', variant: 'a', version: '1.0.0' }],
      platformSlice: 2,
      locale: 'nl',
    },
    ...overrides,
  } as ParsedTrackMessage;
}
