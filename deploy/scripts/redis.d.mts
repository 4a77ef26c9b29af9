// Types for redis.mjs (plain JavaScript, as run.mjs, for the test script).

/** A throw-away Redis server: its URL, and how to end it. */
export interface ThrowAwayRedis {
  url: string;
  stop(): Promise<void>;
}
/** Starts Debian's redis-server on a free loopback port, nothing persisted, in a process group of its own. */
export function startRedis(): Promise<ThrowAwayRedis>;
