/**
 * Where the readout reads events from: anything that runs parameterised SQL. The store
 * (`analytics_events`, docs/analytics.md#the-store) is PGlite in a local folder by default, or the
 * PostgreSQL server DATABASE_URL names.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs one parameterised query and returns its rows. */
export interface ReadoutSource {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
}

/** A source and how to let go of it (PGlite holds its folder until closed). */
export interface OpenedSource {
  source: ReadoutSource;
  description: string;
  close(): Promise<void>;
}

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * Opens the analytics store named by the environment: `DATABASE_URL` (a PostgreSQL server, through a
 * `pg` pool) or else PGlite in `ANALYTICS_DATA_DIR` (default `.storage/analytics` in the repository).
 * Close it after use: a PGlite folder is for one process at a time.
 */
export async function openReadoutSource(env: NodeJS.ProcessEnv): Promise<OpenedSource> {
  if (env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    return {
      source: {
        query: async <T>(sql: string, params: unknown[]) => (await pool.query(sql, params)).rows as T[],
      },
      description: 'the PostgreSQL server DATABASE_URL names',
      close: () => pool.end(),
    };
  }
  const dataDir = env.ANALYTICS_DATA_DIR || path.join(root, '.storage', 'analytics');
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return {
    source: pgliteSource(db),
    description: dataDir,
    close: () => db.close(),
  };
}

/** A PGlite database as a readout source. */
export const pgliteSource = (db: {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}): ReadoutSource => ({
  query: async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows,
});
