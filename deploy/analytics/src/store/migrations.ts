/**
 * The store's versioned migrations: `migrations/NNN_name.sql`, applied in order at start, each once and
 * in a transaction of its own, recorded in `schema_migrations`. The same SQL runs on PGlite and on a
 * PostgreSQL server.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SqlDriver } from './sql-driver';

const DIR = path.join(import.meta.dirname, 'migrations');

/** The migrations shipped, by version (`001`), in order. */
export const MIGRATIONS: readonly { version: string; sql: string }[] = readdirSync(DIR)
  .filter((file) => /^\d{3}_[a-z0-9_]+\.sql$/.test(file))
  .sort()
  .map((file) => ({ version: file.slice(0, 3), sql: readFileSync(path.join(DIR, file), 'utf8') }));

/** Applies the migrations `driver`'s database has not had yet; returns the versions applied. */
export async function migrate(driver: SqlDriver): Promise<string[]> {
  await driver.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await driver.query<{ version: string }>('SELECT version FROM schema_migrations', [])).map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const { version, sql } of MIGRATIONS) {
    if (done.has(version)) continue;
    await driver.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    applied.push(version);
  }
  return applied;
}
