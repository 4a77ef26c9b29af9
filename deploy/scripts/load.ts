/// <reference path="./autocannon.d.ts" />
/**
 * Bounded load on loopback (autocannon) for the replica test (e2e/tests/replicas.spec.ts): the
 * connections shared among the URLs, all for the same seconds, each request from an address of its
 * own (X-Forwarded-For, believed from the proxy in front) as many shoppers' would be, so the load
 * measures serving, not the per-address limits. Answers the figures per URL.
 */
import autocannon from 'autocannon';

/** One URL's figures. */
export interface LoadFigures {
  name: string;
  requests: number;
  /** Socket errors (a reset, a refused connection), timeouts and `resetAfterClose` apart. */
  errors: number;
  timeouts: number;
  non2xx: number;
  p99Ms: number;
  requestsPerSecond: number;
  /** Requests written on a connection nginx had said it was closing, reset by it (never a browser's; not in `errors`). */
  resetAfterClose: number;
  /** Each error and timeout as it happened. */
  errorLog: LoadError[];
}

/** An error of the load's: when (ms since the epoch) and what (the socket error's code, or `timeout`). */
export interface LoadError {
  at: number;
  code: string;
}

/** A URL to load: its name in the figures, its path, the headers a browser would send. */
export interface LoadTarget {
  name: string;
  path: string;
  headers: Record<string, string>;
}

let address = 0;
// 100.64.0.0/10 (carrier-grade NAT space): never a real client of the test.
const nextAddress = () => {
  address = (address + 1) % 4_000_000;
  return `100.${64 + (address >> 16)}.${(address >> 8) & 255}.${address & 255}`;
};

/** Loads `origin`'s `targets` with `connections` in all for `durationS` seconds; figures per target. */
export async function loadTogether(
  origin: string,
  targets: LoadTarget[],
  { connections, durationS }: { connections: number; durationS: number },
): Promise<LoadFigures[]> {
  const each = Math.max(1, Math.floor(connections / targets.length));
  return Promise.all(
    targets.map(async ({ name, path, headers }) => {
      const errorLog: LoadError[] = [];
      let resetAfterClose = 0;
      const run = autocannon({
        url: origin,
        connections: each,
        duration: durationS,
        requests: [
          {
            method: 'GET',
            path,
            headers,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
            }),
          },
        ],
        setupClient: (client) => {
          // nginx ends a client's keep-alive connection after `keepalive_requests` (1,000) answers,
          // the last saying `Connection: close`; autocannon takes no notice and writes its next
          // request on that connection at once, and when it arrives before nginx has closed the
          // socket, the kernel answers the unread request with a reset. No browser sends a request
          // there: such a reset is no error of the portal's. Any other error is.
          let closing: unknown = null;
          client.on('headers', ({ shouldKeepAlive }) => {
            closing = shouldKeepAlive ? null : client.conn;
          });
          client.on('connError', (error) => {
            const afterClose = closing !== null && closing === client.conn;
            closing = null;
            if (afterClose) resetAfterClose++;
            else errorLog.push({ at: Date.now(), code: error.code ?? error.message });
          });
          client.on('timeout', () => errorLog.push({ at: Date.now(), code: 'timeout' }));
        },
      });
      const result = await run;
      return {
        name,
        requests: result.requests.total,
        // autocannon's count takes a timeout as an error too.
        errors: result.errors - result.timeouts - resetAfterClose,
        timeouts: result.timeouts,
        resetAfterClose,
        non2xx: result.non2xx,
        p99Ms: result.latency.p99,
        requestsPerSecond: result.requests.average,
        errorLog,
      };
    }),
  );
}

/** The figures as lines for a log. */
export const loadReport = (figures: LoadFigures[]) =>
  figures.map(
    (figure) =>
      `${figure.name}: ${figure.requests} requests (${Math.round(figure.requestsPerSecond)}/s), ` +
      `${figure.errors} errors, ${figure.timeouts} timeouts, ${figure.non2xx} non-2xx, p99 ${figure.p99Ms} ms ` +
      `(${figure.resetAfterClose} reset after nginx said Connection: close)`,
  );
