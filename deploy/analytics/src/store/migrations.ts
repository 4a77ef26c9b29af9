/**
 * The store's versioned migrations: `migrations/NNN_name.sql`, applied in order at start, each once,
 * recorded in `schema_migrations`. The same SQL runs on PGlite and on a
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

/**
 * Applies the migrations `driver`'s database has not had yet, in one transaction that first takes an
 * advisory lock: replicas starting together wait for each other instead of applying a file twice.
 * Returns the versions applied.
 */
export async function migrate(driver: SqlDriver): Promise<string[]> {
  return driver.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('portal-analytics-migrations'))", []);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations', [])).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const { version, sql } of MIGRATIONS) {
      if (done.has(version)) continue;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
