/** Identifiers of this browser session and device, sent with sign-in and kept out of the bus. */

const SESSION_ID_KEY = 'session-id';
const DEVICE_ID_KEY = 'device-id';
const LOG_LEVEL_KEY = 'log-level';

function stored(storage: Storage | undefined, key: string): string {
  const existing = storage?.getItem(key);
  if (existing) return existing;
  const created = crypto.randomUUID();
  storage?.setItem(key, created);
  return created;
}

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** This tab's session id (session storage `session-id`), created on first use. */
export const getSessionId = (): string => stored(session(), SESSION_ID_KEY);

/** This browser's device id (local storage `device-id`), created on first use. */
export const getDeviceId = (): string => stored(local(), DEVICE_ID_KEY);

/** Stores the device id a magic link carried. */
export const setDeviceId = (deviceId: string): void => local()?.setItem(DEVICE_ID_KEY, deviceId);

/** Log levels, least to most severe. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The log level (local storage `log-level`, default `warn`). */
export function getLogLevel(): LogLevel {
  const value = local()?.getItem(LOG_LEVEL_KEY);
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : 'warn';
}
