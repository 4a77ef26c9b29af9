/**
 * The client logger: console output by log level, and a buffer of records sent to `/client-logger`
 * when the page closes (000 §3: context holds session id, device, language and merchant).
 */
import { getLogLevel, getSessionId, LOG_LEVELS, type LogLevel } from '../model/session';
import { scrub, scrubText } from './scrub';

/** What every record is sent with. */
export interface LogContext {
  sessionId: string;
  isMobile: boolean;
  deviceWidth: number;
  deviceHeight: number;
  language: string;
  merchantPlatform: string;
  merchantName: string;
}

interface LogRecord {
  level: LogLevel;
  message: string;
  data?: unknown;
  time: string;
}

const MAX_BUFFERED = 200;
const MEDIUM_BREAKPOINT = 768;
const buffer: LogRecord[] = [];
let context: LogContext | null = null;

function write(level: LogLevel, message: string, data?: unknown) {
  if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(getLogLevel())) return;
  console[level](message, data ?? '');
  // Warnings and errors are what support needs; the buffer stays small on long sessions.
  if (level === 'warn' || level === 'error') {
    // The time is ours, not the shopper's: scrubbing it would read its year as a postal code.
    buffer.push({ level, message: scrubText(message), data: scrub(data), time: new Date().toISOString() });
    if (buffer.length > MAX_BUFFERED) buffer.shift();
  }
}

/** The portal's logger. */
export const logger = {
  debug: (message: string, data?: unknown) => write('debug', message, data),
  info: (message: string, data?: unknown) => write('info', message, data),
  warn: (message: string, data?: unknown) => write('warn', message, data),
  error: (message: string, data?: unknown) => write('error', message, data),
};

/** Sends the buffered records (if any) with their context; called when the page is hidden or closed. */
export function flushClientLog(): void {
  if (!context || buffer.length === 0) return;
  const payload = JSON.stringify({ context, records: buffer.splice(0) });
  navigator.sendBeacon?.('/client-logger', new Blob([payload], { type: 'application/json' }));
}

/** Sets the log context and sends the log when the page goes away. */
export function initClientLogger(shop: {
  merchantName: string;
  merchantPlatform: string;
  language: string;
}): void {
  context = {
    sessionId: getSessionId(),
    isMobile: window.innerWidth < MEDIUM_BREAKPOINT,
    deviceWidth: window.innerWidth,
    deviceHeight: window.innerHeight,
    ...shop,
  };
  window.addEventListener('pagehide', flushClientLog);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushClientLog();
  });
}
