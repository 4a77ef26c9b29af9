/**
 * How long each kind of call may take, in ms: core/volta reads and writes, multipart uploads, and the
 * portal's own small endpoints (`core: false`). Its own module, without imports, so the browser tests
 * can read the limits they fast-forward past.
 */
export const TIMEOUTS_MS = { read: 15_000, write: 20_000, upload: 60_000, own: 10_000 } as const;

/** A kind of call, which sets its time limit. */
export type CallKind = keyof typeof TIMEOUTS_MS;
