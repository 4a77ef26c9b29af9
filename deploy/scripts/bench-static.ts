/**
 * `npm run bench:static`: requests per second and p99 latency (autocannon, on loopback) of the host
 * server for the largest host script with brotli and without compression, and for a shop's sign-in
 * page; each next to a plain `node:http` server sending the very same bytes, the ceiling to compare
 * with. Runs against the production build (`npm start -- --rebuild` or `npm test` builds it).
 *
 * BENCH_DURATION (seconds per run, 10), BENCH_CONNECTIONS (10), BENCH_MERCHANT (nordwind);
 * BENCH_PORTAL_URL measures a host server that is already running instead of starting one.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { endGroups, startGroup } from './run.mjs';
import { root, startPortal } from './servers';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const merchant = process.env.BENCH_MERCHANT ?? 'nordwind';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

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

interface Row {
  name: string;
  server: string;
  bytes: number;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

async function measure(
  name: string,
  server: string,
  url: string,
  headers: Record<string, string>,
  bytes: number,
) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    server,
    bytes,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  } satisfies Row;
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

const external = process.env.BENCH_PORTAL_URL;
const portal = external ? null : await startPortal();
const base = new URL(external ?? `http://127.0.0.1:${portal?.hostPort}`);
try {
  const host = `${merchant}.localhost${base.port ? `:${base.port}` : ''}`;
  const script = largestHostScript();
  const scriptPath = `/apps/host/${script.version}/${script.file}`;
  const cases: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: `${script.file}, brotli`, path: scriptPath, headers: { host, 'accept-encoding': 'br' } },
    { name: `${script.file}, uncompressed`, path: scriptPath, headers: { host } },
    {
      name: `sign-in page / of ${merchant}, brotli`,
      path: '/',
      headers: { host, accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS },
    },
  ];
  console.log(
    `bench:static — ${DURATION_S} s per run, ${CONNECTIONS} connections, ${external ?? 'a host server of its own'}`,
  );
  const rows: Row[] = [];
  for (const benchCase of cases) {
    const sample = await get(base, benchCase.path, benchCase.headers);
    if (sample.status !== 200) throw new Error(`${benchCase.path} answered ${sample.status}`);
    rows.push(
      await measure(
        benchCase.name,
        'host server',
        `${base.origin}${benchCase.path}`,
        benchCase.headers,
        sample.body.length,
      ),
    );
    const plain = await startPlainServer(sample);
    try {
      rows.push(await measure(benchCase.name, 'node:http', plain.url, benchCase.headers, sample.body.length));
    } finally {
      await plain.stop();
    }
  }
  console.table(
    rows.map((row) => ({
      what: row.name,
      server: row.server,
      'bytes sent': row.bytes,
      'req/s': Math.round(row.requestsPerSecond),
      'p99 ms': row.p99Ms,
      failures: row.failures,
    })),
  );
  for (let index = 0; index < rows.length; index += 2) {
    const [ours, plain] = [rows[index]!, rows[index + 1]!];
    console.log(
      `${ours.name}: ${(ours.requestsPerSecond / plain.requestsPerSecond).toFixed(2)} of node:http's rate`,
    );
  }
  if (rows.some((row) => row.failures > 0)) {
    console.error('Some requests failed.');
    process.exitCode = 1;
  }
} finally {
  await portal?.stop();
}
