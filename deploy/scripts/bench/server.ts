/**
 * The host server's throughput and p99 latency (autocannon, on loopback) for a shop's page, for
 * `/features` and for the start-up chunk (brotli), each beside a plain `node:http` server sending
 * the very same bytes: the ceiling to compare with.
 *
 * A copy of the core of deploy/scripts/bench-static.ts, which is being refactored to export
 * `measureStatic`; once it does, this module should call it instead.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { endGroups, root, startGroup } from '../run.mjs';
import type { BudgetName, Figure } from './budgets';
import { MERCHANT } from './routes';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const CONNECTIONS = 10;

interface Sample {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with the bytes as sent (nothing decoded). */
function get(base: URL, urlPath: string, headers: Record<string, string>): Promise<Sample> {
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

// In a process of its own, as the host server is: sharing autocannon's event loop would slow both.
const PLAIN_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.env.BODY_FILE);
const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
const server = http.createServer((_, res) => { res.writeHead(200, headers); res.end(body); });
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function startPlainServer(sample: Sample): Promise<{ url: string; stop(): Promise<void> }> {
  const headers = Object.fromEntries(
    ['content-type', 'content-encoding', 'vary', 'cache-control'].flatMap((name) =>
      sample.headers[name] ? [[name, sample.headers[name]]] : [],
    ),
  );
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-server-')), 'body');
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

async function load(url: string, headers: Record<string, string>, durationS: number) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: durationS });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The host's start-up chunk: its largest script. */
function startupChunkPath(): string {
  const dist = path.join(root, 'host', 'dist');
  const [file] = readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size);
  const { version } = JSON.parse(readFileSync(path.join(root, 'host', 'package.json'), 'utf8')) as {
    version: string;
  };
  return `/apps/host/${version}/${file}`;
}

/** Measures the three cases against the host server on `hostPort`; figures for the table. */
export async function measureServer(hostPort: number, durationS: number): Promise<Figure[]> {
  const base = new URL(`http://127.0.0.1:${hostPort}`);
  const host = `${MERCHANT}.localhost:${hostPort}`;
  const cases: { name: string; path: string; headers: Record<string, string>; budget: BudgetName | null }[] =
    [
      {
        name: 'page /',
        path: '/',
        headers: { host, accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS },
        budget: 'serverPageRatio',
      },
      {
        name: '/features',
        // What the carriers step asks for.
        path: '/features?names=force-expand-carriers,show-most-sustainable-option,insurance-tiers',
        headers: { host, accept: 'application/json', 'accept-encoding': BROWSER_ENCODINGS },
        budget: 'serverFeaturesRatio',
      },
      {
        name: 'start-up chunk (brotli)',
        path: startupChunkPath(),
        headers: { host, 'accept-encoding': 'br' },
        budget: 'serverStartupRatio',
      },
    ];
  const figures: Figure[] = [];
  for (const serverCase of cases) {
    const sample = await get(base, serverCase.path, serverCase.headers);
    if (sample.status !== 200) throw new Error(`${serverCase.path} answered ${sample.status}`);
    const ours = await load(`${base.origin}${serverCase.path}`, serverCase.headers, durationS);
    const plainServer = await startPlainServer(sample);
    let plain: Awaited<ReturnType<typeof load>>;
    try {
      plain = await load(plainServer.url, serverCase.headers, durationS);
    } finally {
      await plainServer.stop();
    }
    const failures = ours.failures + plain.failures;
    figures.push(
      {
        group: 'server',
        name: `${serverCase.name}: host server`,
        value: ours.requestsPerSecond,
        unit: 'req/s',
        note: `p99 ${ours.p99Ms} ms, ${sample.body.length.toLocaleString('en')} bytes`,
      },
      {
        group: 'server',
        name: `${serverCase.name}: node:http`,
        value: plain.requestsPerSecond,
        unit: 'req/s',
        note: `p99 ${plain.p99Ms} ms`,
      },
      {
        group: 'server',
        name: `${serverCase.name}: host / node:http req/s`,
        value: failures > 0 ? null : ours.requestsPerSecond / plain.requestsPerSecond,
        unit: 'ratio',
        ...(serverCase.budget ? { budget: serverCase.budget } : {}),
        note: failures > 0 ? `${failures} requests failed` : `p99 ${ours.p99Ms} vs ${plain.p99Ms} ms`,
      },
    );
  }
  return figures;
}
