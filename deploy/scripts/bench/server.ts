/**
 * The host server's throughput and p99 latency (autocannon, on loopback) for a shop's page, for
 * `/features` and for the start-up chunk (brotli), each beside a plain `node:http` server sending
 * the very same bytes: the ceiling to compare with. The measurement is `npm run bench:static`'s
 * (deploy/scripts/bench-static.ts); this module picks the cases and writes the figures.
 */
import { BROWSER_ENCODINGS, compareWithPlain, type StaticCase, startupChunkPath } from '../bench-static';
import type { BudgetName, Figure } from './budgets';
import { MERCHANT } from './routes';

const CONNECTIONS = 10;

/** Measures the three cases against the host server on `hostPort`; figures for the table. */
export async function measureServer(hostPort: number, durationS: number): Promise<Figure[]> {
  const base = new URL(`http://127.0.0.1:${hostPort}`);
  const host = `${MERCHANT}.localhost:${hostPort}`;
  const cases: (StaticCase & { budget: BudgetName })[] = [
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
  const { comparisons } = await compareWithPlain(base, cases, { durationS, connections: CONNECTIONS });
  return comparisons.flatMap((comparison, index): Figure[] => {
    const name = comparison.name;
    return [
      {
        group: 'server',
        name: `${name}: host server`,
        value: comparison.requestsPerSecond,
        unit: 'req/s',
        note: `p99 ${comparison.p99Ms} ms, ${comparison.bytes.toLocaleString('en')} bytes`,
      },
      {
        group: 'server',
        name: `${name}: node:http`,
        value: comparison.plainRequestsPerSecond,
        unit: 'req/s',
        note: `p99 ${comparison.plainP99Ms} ms`,
      },
      {
        group: 'server',
        name: `${name}: host / node:http req/s`,
        value: comparison.failures > 0 ? null : comparison.ratio,
        unit: 'ratio',
        budget: cases[index]?.budget,
        note:
          comparison.failures > 0
            ? `${comparison.failures} requests failed`
            : `p99 ${comparison.p99Ms} vs ${comparison.plainP99Ms} ms`,
      },
    ];
  });
}
