/**
 * The analytics store: the `analytics_events` table (docs/analytics.md#the-store) on PGlite or a
 * PostgreSQL server, migrated at open. Inserts are idempotent on the message id.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedTrackMessage } from '@portal/shared/analytics-schema';
import { migrate } from './migrations';
import { pgliteDriver, postgresDriver, type SqlDriver } from './sql-driver';

/** What an insert did: rows written, and messages already stored (or repeated in the batch). */
export interface InsertResult {
  stored: number;
  duplicates: number;
}

/** The store the collector writes to and the readout reads from. */
export interface AnalyticsStore {
  insert(messages: readonly ParsedTrackMessage[]): Promise<InsertResult>;
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Where the data is (never a password). */
  description: string;
}

const COLUMNS = [
  'message_id',
  'anonymous_id',
  'merchant',
  'step',
  'event',
  'properties',
  'releases',
  'platform_slice',
  'locale',
  'client_ts',
] as const;

const rowOf = (message: ParsedTrackMessage): unknown[] => [
  message.messageId,
  message.anonymousId,
  message.context.merchant,
  message.context.step,
  message.event,
  JSON.stringify(message.properties),
  JSON.stringify(message.context.releases),
  message.context.platformSlice,
  message.context.locale,
  message.timestamp,
];

// PostgreSQL takes at most 65,535 parameters in a statement: 10 a row leaves room for 6,500 rows.
const ROWS_PER_STATEMENT = 1000;

/** The store on an open, migrated database. */
export function storeOn(driver: SqlDriver): AnalyticsStore {
  return {
    description: driver.description,
    query: (sql, params) => driver.query(sql, params),
    close: () => driver.close(),
    async insert(messages) {
      // One statement per thousand rows, all in one transaction: a batch is stored whole or not at all.
      const unique = [...new Map(messages.map((message) => [message.messageId, message])).values()];
      let stored = 0;
      await driver.transaction(async (tx) => {
        for (let start = 0; start < unique.length; start += ROWS_PER_STATEMENT) {
          const rows = unique.slice(start, start + ROWS_PER_STATEMENT);
          const values = rows
            .map(
              (_, row) =>
                `(${COLUMNS.map((_, column) => `$${row * COLUMNS.length + column + 1}`).join(', ')})`,
            )
            .join(', ');
          const inserted = await tx.query<{ message_id: string }>(
            `INSERT INTO analytics_events (${COLUMNS.join(', ')}) VALUES ${values} ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
            rows.flatMap(rowOf),
          );
          stored += inserted.length;
        }
      });
      return { stored, duplicates: messages.length - stored };
    },
  };
}

/** Opens and migrates a store on `driver`. */
export async function openStore(driver: SqlDriver): Promise<AnalyticsStore> {
  try {
    await migrate(driver);
  } catch (error) {
    await driver.close();
    throw error;
  }
  return storeOn(driver);
}

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Where PGlite keeps the events when neither DATABASE_URL nor ANALYTICS_DATA_DIR says otherwise. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.storage', 'analytics');

/**
 * The store the environment names: the PostgreSQL server of `DATABASE_URL`, else PGlite in
 * `ANALYTICS_DATA_DIR` (default `.storage/analytics` in the repository; `memory` keeps it in memory).
 * A PGlite folder is for one process at a time.
 */
export async function storeFromEnv(env: NodeJS.ProcessEnv): Promise<AnalyticsStore> {
  if (env.DATABASE_URL) return openStore(await postgresDriver(env.DATABASE_URL));
  const dir = env.ANALYTICS_DATA_DIR || DEFAULT_DATA_DIR;
  return openStore(await pgliteDriver(dir === 'memory' ? undefined : dir));
}
