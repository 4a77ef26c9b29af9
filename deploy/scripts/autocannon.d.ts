/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  /** One connection's client: its socket is replaced by a new one after each error or close. */
  interface Client {
    /** The current socket. */
    conn: unknown;
    setBody(body: string): void;
    /** A whole answer: its status, the bytes it took on the wire (headers and body), and its time. */
    on(event: 'response', listener: (statusCode: number, bytes: number, durationMs: number) => void): void;
    on(event: 'timeout', listener: () => void): void;
    on(event: 'headers', listener: (info: { statusCode: number; shouldKeepAlive: boolean }) => void): void;
    /** A socket error, emitted before the client connects again. */
    on(event: 'connError', listener: (error: Error & { code?: string }) => void): void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    /** Called for each request: what it returns is sent (a fresh body per request). */
    setupClient?: (client: Client) => void;
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      setupRequest?: (request: { body?: string; headers?: Record<string, string> }) => {
        body?: string;
        headers?: Record<string, string>;
      };
    }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  /** Runs one benchmark to its end. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
