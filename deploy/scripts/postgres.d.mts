// Types for postgres.mjs (plain JavaScript, as run.mjs, for the test script).

/** A throw-away PostgreSQL server: its URL, and how to end it (its folder removed). */
export interface ThrowAwayPostgres {
  url: string;
  stop(): Promise<void>;
}
/** Starts a fresh cluster on a free loopback port, in a process group of its own. */
export function startPostgres(): Promise<ThrowAwayPostgres>;
