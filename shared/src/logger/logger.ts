/**
 * The client logger: console output by log level, and a buffer of records sent to `/client-logger` when
 * the page closes (context holds session id, device, language and merchant).
 */
import { getLogLevel, getSessionId, LOG_LEVELS, type LogLevel } from '../model/session';

type Scrubber = typeof import('./scrub');

/** What every record is sent with. */
export interface LogContext {
  sessionId: string;
  isMobile: boolean;
  deviceWidth: number;
  deviceHeight: number;
  language: string;
  merchantPlatform: string;
  merchantName: string;
  /** Which release of each step the page runs (`carriers=b@1.1.0; …`), when releases are on. */
  releases?: string;
}

interface LogRecord {
  level: LogLevel;
  message: string;
  data?: unknown;
  time: string;
}

const MAX_BUFFERED = 200;
const MEDIUM_BREAKPOINT = 768;
// Scrubbed records, ready to send.
const buffer: LogRecord[] = [];
// Records waiting for the scrubber: nothing leaves the page unscrubbed.
const unscrubbed: LogRecord[] = [];
let scrubber: Scrubber | null = null;
let scrubberLoading = false;
let context: LogContext | null = null;

function keep(records: LogRecord[], record: LogRecord) {
  records.push(record);
  if (records.length > MAX_BUFFERED) records.shift();
}

function scrubbed(record: LogRecord, { scrub, scrubText }: Scrubber): LogRecord {
  // The time is ours, not the shopper's: scrubbing it would read its year as a postal code.
  return { ...record, message: scrubText(record.message), data: scrub(record.data) };
}

/**
 * The scrubber (every country's postal codes, encoded text) is loaded with the first record worth
 * sending, not with the page: most visits log nothing, and the sign-in page's budget is tight.
 */
function loadScrubber() {
  if (scrubberLoading) return;
  scrubberLoading = true;
  import(/* webpackChunkName: "log-scrub" */ './scrub').then(
    (loaded) => {
      scrubber = loaded;
      for (const record of unscrubbed.splice(0)) keep(buffer, scrubbed(record, loaded));
    },
    () => {
      // Offline or a failed deploy: the next record tries again.
      scrubberLoading = false;
    },
  );
}

function write(level: LogLevel, message: string, data?: unknown) {
  if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(getLogLevel())) return;
  console[level](message, data ?? '');
  // Warnings and errors are what support needs; the buffer stays small on long sessions.
  if (level === 'warn' || level === 'error') {
    const record = { level, message, data, time: new Date().toISOString() };
    if (scrubber) keep(buffer, scrubbed(record, scrubber));
    else {
      keep(unscrubbed, record);
      loadScrubber();
    }
  }
}

/** The portal's logger. */
export const logger = {
  debug: (message: string, data?: unknown) => write('debug', message, data),
  info: (message: string, data?: unknown) => write('info', message, data),
  warn: (message: string, data?: unknown) => write('warn', message, data),
  error: (message: string, data?: unknown) => write('error', message, data),
};

/**
 * Sends the scrubbed records (if any) with their context; called when the page is hidden or closed.
 * Records still waiting for the scrubber stay for the next time.
 */
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
    // Which release of each step runs here: the server names them in the page.
    releases: (document.querySelector('meta[name=portal-releases]') as HTMLMetaElement | null)?.content,
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
