/**
 * The little the store needs of a database, so one store runs on PGlite (embedded, a local folder)
 * and on a PostgreSQL server (`DATABASE_URL`, through a `pg` pool) with the same SQL.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

/** Runs SQL: scripts without parameters (`exec`), one parameterised statement (`query`). */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
}

/** A database: SQL, transactions, and letting go of it. */
export interface SqlDriver extends SqlRunner {
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Where the data is, for messages (never a password). */
  description: string;
}

const pgliteRunner = (db: PGlite | Transaction): SqlRunner => ({
  exec: async (sql) => {
    await db.exec(sql);
  },
  query: async <T>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows,
});

/** PGlite in `dataDir` (in memory without one). */
export async function pgliteDriver(dataDir?: string): Promise<SqlDriver> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  return {
    ...pgliteRunner(db),
    transaction: (work) => db.transaction((tx) => work(pgliteRunner(tx))),
    close: () => db.close(),
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
  };
}

const pgRunner = (client: Pool | PoolClient): SqlRunner => ({
  exec: async (sql) => {
    await client.query(sql);
  },
  query: async <T>(sql: string, params: unknown[]) => (await client.query(sql, params)).rows as T[],
});

/** The PostgreSQL server `url` names. */
export async function postgresDriver(url: string): Promise<SqlDriver> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle client's error (the server restarting) would otherwise end the process.
  pool.on('error', () => {});
  const host = new URL(url);
  return {
    ...pgRunner(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(pgRunner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    description: `PostgreSQL at ${host.hostname}:${host.port || 5432}${host.pathname}`,
  };
}
