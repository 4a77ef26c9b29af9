/**
 * The little the store needs of a database, so one store runs on PGlite (embedded, a local folder)
 * and on a PostgreSQL server (`DATABASE_URL`, through a `pg` pool) with the same SQL.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import lockfile from 'proper-lockfile';

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

/**
 * PGlite in `dataDir` (in memory without one). A folder is for one process at a time: two PGlites on
 * one folder abort or hang the second process (and can damage the data), so the folder is locked
 * (`<dataDir>.lock`, refreshed while open, taken over when its process is gone) and a second opener
 * is refused, after a few seconds' wait for the folder to be let go of, with a message saying so.
 */
export async function pgliteDriver(dataDir?: string): Promise<SqlDriver> {
  const { PGlite } = await import('@electric-sql/pglite');
  let unlock = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = await lockFolder(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    ...pgliteRunner(db),
    transaction: (work) => db.transaction((tx) => work(pgliteRunner(tx))),
    close: async () => {
      await db.close();
      await unlock();
    },
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
  };
}

/**
 * Takes the lock on a PGlite folder, or says which folder is busy. A process that is letting go of the
 * folder (a server shutting down, a command finishing) is given 12 s, past the 10 s after which the lock
 * of a process that was killed is stale. Returns the release.
 */
async function lockFolder(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      // Refreshed every 2 s; a lock not refreshed for 10 s belongs to a process that is gone (killed).
      update: 2_000,
      stale: 10_000,
      // Tried for longer than `stale`: a folder whose holder was killed is taken over, not refused.
      retries: { retries: 40, factor: 1, minTimeout: 300, maxTimeout: 300 },
      // A busy event loop can miss a refresh: the folder is still ours, keep going.
      onCompromised: () => {},
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED')
      throw new Error(
        `The analytics folder ${dataDir} is open in another process; PGlite takes one at a time (give each process its own ANALYTICS_DATA_DIR, or use DATABASE_URL; to read a running host's store: npm run deploy -- report <remote> --merchant <m> --from <host-url>)`,
      );
    throw error;
  }
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
