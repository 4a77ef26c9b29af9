/**
 * `npm run bench:static`: requests per second and p99 latency (autocannon, on loopback) of the host
 * server for the largest host script with brotli and without compression, and for a shop's sign-in
 * page; each next to a plain `node:http` server sending the very same bytes, the ceiling to compare
 * with. Runs against the production build (`npm start -- --rebuild` or `npm test` builds it).
 *
 * BENCH_DURATION (seconds per run, 10), BENCH_CONNECTIONS (10), BENCH_MERCHANT (nordwind);
 * BENCH_PORTAL_URL measures a host server that is already running instead of starting one.
 * `measureStatic` is the same measurement for other scripts (deploy/scripts/bench.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { endGroups, startGroup } from './run.mjs';
import { root, startPortal } from './servers';

/** What a browser says it takes. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

interface Sample {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with the bytes as sent (nothing decoded). */
export function getAsSent(base: URL, urlPath: string, headers: Record<string, string>): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: base.hostname, port: base.port, path: urlPath, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

// The comparison server, in a process of its own as the host server is: sharing autocannon's event
// loop would slow both down.
const PLAIN_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
const server = http.createServer((_, res) => { res.writeHead(200, headers); res.end(body); });
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** Starts a `node:http` server answering every request with `sample`'s body and content headers. */
async function startPlainServer(sample: Sample): Promise<{ url: string; stop(): Promise<void> }> {
  const headers = Object.fromEntries(
    ['content-type', 'content-encoding', 'vary', 'cache-control'].flatMap((name) =>
      sample.headers[name] ? [[name, sample.headers[name]]] : [],
    ),
  );
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-static-')), 'body');
  writeFileSync(bodyFile, sample.body);
  const child = startGroup(process.execPath, ['-e', PLAIN_SERVER], {
    env: { ...process.env, BODY_FILE: bodyFile, HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (data: Buffer) => resolve(data.toString().trim()));
    child.once('exit', (code) => reject(new Error(`The plain server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => endGroups([child]) };
}

/** One measured case on one server. */
export interface StaticRow {
  name: string;
  server: string;
  bytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

async function measure(
  settings: { durationS: number; connections: number },
  name: string,
  server: string,
  url: string,
  headers: Record<string, string>,
  bytes: number,
) {
  const result = await autocannon({
    url,
    headers,
    connections: settings.connections,
    duration: settings.durationS,
  });
  return {
    name,
    server,
    bytes,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  } satisfies StaticRow;
}

/** The host's largest script in its build: the start-up chunk. */
function largestHostScript(): { file: string; version: string } {
  const dist = path.join(root, 'host', 'dist');
  const [file] = readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size);
  if (!file) throw new Error('host/dist has no script: build first (npm start -- --rebuild)');
  const { version } = JSON.parse(readFileSync(path.join(root, 'host', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { file, version };
}

/** What `measureStatic` measures with. */
export interface StaticBenchOptions {
  /** Seconds per run (10). */
  durationS?: number;
  /** Concurrent connections (10). */
  connections?: number;
  /** Whose sign-in page (nordwind). */
  merchant?: string;
  /** A host server already running; else one is started and stopped. */
  portalUrl?: string;
  /** Whether to print the table (false). */
  print?: boolean;
}

/** The host server's rate and p99 of a case, next to node:http's for the same bytes. */
export interface StaticComparison {
  name: string;
  bytes: number;
  /** The host server's rate over node:http's. */
  ratio: number;
  requestsPerSecond: number;
  p99Ms: number;
  plainRequestsPerSecond: number;
  plainP99Ms: number;
  failures: number;
}

/** What `measureStatic` found: the start-up chunk with brotli and uncompressed, and the sign-in page. */
export interface StaticBenchResult {
  startupChunkBrotli: StaticComparison;
  startupChunkUncompressed: StaticComparison;
  signInPage: StaticComparison;
  rows: StaticRow[];
}

/** One answer to compare: a path and the request headers to ask for it with. */
export interface StaticCase {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/**
 * Loads each case on the server at `base`, then the very same bytes and headers from a `node:http`
 * server of their own: the ceiling. The rows of both, and the comparison per case.
 */
export async function compareWithPlain(
  base: URL,
  cases: StaticCase[],
  settings: { durationS: number; connections: number },
): Promise<{ rows: StaticRow[]; comparisons: StaticComparison[] }> {
  const rows: StaticRow[] = [];
  const comparisons: StaticComparison[] = [];
  for (const benchCase of cases) {
    const sample = await getAsSent(base, benchCase.path, benchCase.headers);
    if (sample.status !== 200) throw new Error(`${benchCase.path} answered ${sample.status}`);
    const bytes = sample.body.length;
    const ours = await measure(
      settings,
      benchCase.name,
      'host server',
      `${base.origin}${benchCase.path}`,
      benchCase.headers,
      bytes,
    );
    const server = await startPlainServer(sample);
    let plain: StaticRow;
    try {
      plain = await measure(settings, benchCase.name, 'node:http', server.url, benchCase.headers, bytes);
    } finally {
      await server.stop();
    }
    rows.push(ours, plain);
    comparisons.push({
      name: benchCase.name,
      bytes,
      ratio: ours.requestsPerSecond / plain.requestsPerSecond,
      requestsPerSecond: ours.requestsPerSecond,
      p99Ms: ours.p99Ms,
      plainRequestsPerSecond: plain.requestsPerSecond,
      plainP99Ms: plain.p99Ms,
      failures: ours.failures + plain.failures,
    });
  }
  return { rows, comparisons };
}

/** The path of the host's start-up chunk (its largest script) on the host server. */
export function startupChunkPath(): string {
  const script = largestHostScript();
  return `/apps/host/${script.version}/${script.file}`;
}

/** Measures the host server's static answers against node:http sending the same bytes. */
export async function measureStatic(options: StaticBenchOptions = {}): Promise<StaticBenchResult> {
  const settings = { durationS: options.durationS ?? 10, connections: options.connections ?? 10 };
  const merchant = options.merchant ?? 'nordwind';
  const external = options.portalUrl;
  const portal = external ? null : await startPortal();
  const base = new URL(external ?? `http://127.0.0.1:${portal?.hostPort}`);
  try {
    const host = `${merchant}.localhost${base.port ? `:${base.port}` : ''}`;
    const scriptPath = startupChunkPath();
    const file = path.basename(scriptPath);
    const cases: StaticCase[] = [
      { name: `${file}, brotli`, path: scriptPath, headers: { host, 'accept-encoding': 'br' } },
      { name: `${file}, uncompressed`, path: scriptPath, headers: { host } },
      {
        name: `sign-in page / of ${merchant}, brotli`,
        path: '/',
        headers: { host, accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS },
      },
    ];
    if (options.print)
      console.log(
        `bench:static — ${settings.durationS} s per run, ${settings.connections} connections, ${external ?? 'a host server of its own'}`,
      );
    const { rows, comparisons } = await compareWithPlain(base, cases, settings);
    const [startupChunkBrotli, startupChunkUncompressed, signInPage] = comparisons as [
      StaticComparison,
      StaticComparison,
      StaticComparison,
    ];
    return { startupChunkBrotli, startupChunkUncompressed, signInPage, rows };
  } finally {
    await portal?.stop();
  }
}

async function main() {
  const result = await measureStatic({
    durationS: Number(process.env.BENCH_DURATION ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    merchant: process.env.BENCH_MERCHANT ?? 'nordwind',
    portalUrl: process.env.BENCH_PORTAL_URL,
    print: true,
  });
  console.table(
    result.rows.map((row) => ({
      what: row.name,
      server: row.server,
      'bytes sent': row.bytes,
      'req/s': Math.round(row.requestsPerSecond),
      'p99 ms': row.p99Ms,
      failures: row.failures,
    })),
  );
  for (const comparison of [result.startupChunkBrotli, result.startupChunkUncompressed, result.signInPage])
    console.log(`${comparison.name}: ${comparison.ratio.toFixed(2)} of node:http's rate`);
  if (result.rows.some((row) => row.failures > 0)) {
    console.error('Some requests failed.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
