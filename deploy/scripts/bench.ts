/**
 * `npm run bench`: the portal's speed against its budgets (issue 23), on the production build
 * served by the real host server and sandbox, and on the single-bundle build of the same pages
 * (deploy/build/single-bundle) to price Module Federation. Prints one table, writes it as JSON, and
 * exits with 1 when a figure is over budget or could not be measured. Not part of `npm test`.
 * docs/performance.md says what each figure means; `npm run bench -- --help` lists the options.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { parseBenchArgs, USAGE } from './bench/args';
import { allWithinBudget, type Figure, type Group } from './bench/budgets';
import { buildSingleBundle, ensureProductionBuild } from './bench/build';
import { bytesFigures, measureRouteBytes, type VisitBytes } from './bench/bytes';
import { measureConfirm } from './bench/confirm';
import { type LighthouseResult, measureLighthouse } from './bench/lighthouse';
import { measureList } from './bench/list';
import { measureRender } from './bench/render';
import { captureSessions, ROUTES, type Route, type RouteSession } from './bench/routes';
import { measureServer } from './bench/server';
import { formatTable, toJson } from './bench/table';
import { chromiumLaunchOptions, startPortal } from './servers';

const parsed = parseBenchArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(`bench: ${parsed.error} (npm run bench -- --help)`);
  process.exit(2);
}
if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}
const { options } = parsed;
const wants = (group: Group) => options.only.includes(group);
const lighthouseRuns = options.runs ?? 3;
const pageRuns = options.runs ?? 5;
const figures: Figure[] = [];

/** A measurement that failed: a figure of its own (over budget), not the end of the bench. */
function fail(group: Group, name: string, error: unknown): void {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  console.error(`bench: ${name} failed: ${message}`);
  figures.push({ group, name, value: null, unit: 'count', error: message, note: message });
}

/** Runs one measurement; a failure is recorded by `fail`. */
async function guarded(group: Group, name: string, measure: () => Promise<void>): Promise<void> {
  try {
    await measure();
  } catch (error) {
    fail(group, name, error);
  }
}

function lighthouseFigures(group: Group, prefix: string, results: Map<Route, LighthouseResult>): Figure[] {
  return [...results].flatMap(([route, result]) => {
    const name = `${prefix}${route} reload (Lighthouse mobile)`;
    const note = `median of ${result.runs}${result.errors.length > 0 ? `; ${result.errors.join('; ')}` : ''}`;
    return [
      { group, name: `${name}: LCP`, value: result.lcp, unit: 'ms', budget: 'lcp', note },
      { group, name: `${name}: TBT`, value: result.tbt, unit: 'ms', budget: 'tbt', note },
      {
        group,
        name: `${name}: CLS`,
        value: result.cls,
        unit: 'shift',
        budget: 'cls',
        note: result.shifts.length > 0 ? `${note}; moved: ${result.shifts.join(', ')}` : note,
      },
      { group, name: `${name}: score`, value: result.score, unit: 'score', budget: 'score', note },
    ] satisfies Figure[];
  });
}

/** What one build measured, kept for the federated / single-bundle ratios. */
interface BuildResults {
  bytes: Map<Route, { first: VisitBytes; reload: VisitBytes }>;
  lighthouse: Map<Route, LighthouseResult>;
}

async function measureBuild(
  browser: Browser,
  build: 'federated' | 'single',
  groups: {
    bytes: boolean;
    lighthouse: boolean;
    server: boolean;
    list: boolean;
    confirm: boolean;
    render: boolean;
  },
): Promise<BuildResults> {
  const results: BuildResults = { bytes: new Map(), lighthouse: new Map() };
  const prefix = build === 'single' ? 'single bundle ' : '';
  const group: Group = build === 'single' ? 'single' : 'bytes';
  const portal = await startPortal({
    ...(build === 'single' ? { PORTAL_BUNDLE: 'single' } : {}),
    SERVER_RENDER: options.serverRender === 'on' ? 'true' : 'false',
  });
  try {
    const needsSessions = groups.bytes || groups.lighthouse || groups.confirm;
    const routes = groups.bytes || groups.lighthouse ? ROUTES : (['/confirm-items'] as const);
    const sessions = needsSessions
      ? await captureSessions(browser, portal.hostPort, routes, (route, error) =>
          fail(build === 'single' ? 'single' : 'bytes', `${prefix}${route}: reaching the route`, error),
        )
      : new Map<Route, RouteSession>();
    if (groups.bytes)
      for (const [route, session] of sessions)
        await guarded(group, `${prefix}${route} bytes`, async () => {
          const visits = await measureRouteBytes(browser, session);
          results.bytes.set(route, visits);
          figures.push(...bytesFigures(group, prefix, route, visits));
        });
    if (groups.lighthouse)
      await guarded(build === 'single' ? 'single' : 'lighthouse', `${prefix}Lighthouse`, async () => {
        results.lighthouse = await measureLighthouse(
          [...sessions.values()],
          lighthouseRuns,
          options.reports && path.join(options.reports, build),
        );
        figures.push(
          ...lighthouseFigures(build === 'single' ? 'single' : 'lighthouse', prefix, results.lighthouse),
        );
      });
    const confirmSession = sessions.get('/confirm-items');
    if (groups.confirm && confirmSession)
      await guarded('confirm', 'confirm', async () => {
        figures.push(...(await measureConfirm(browser, confirmSession, pageRuns)));
      });
    if (groups.list)
      await guarded('list', 'scale consumer', async () => {
        figures.push(...(await measureList(browser, portal.hostPort, pageRuns)));
      });
    if (groups.server)
      await guarded('server', 'server', async () => {
        figures.push(...(await measureServer(portal.hostPort, options.durationS)));
      });
    if (groups.render)
      await guarded('render', '/select-items server render p99 beside the platform', async () => {
        figures.push(...(await measureRender(portal, options.durationS, options.serverRender)));
      });
  } finally {
    await portal.stop();
  }
  return results;
}

function ratioFigures(federated: BuildResults, single: BuildResults): Figure[] {
  const figures: Figure[] = [];
  for (const route of ROUTES) {
    const [ours, theirs] = [federated.bytes.get(route), single.bytes.get(route)];
    if (ours && theirs)
      figures.push({
        group: 'single',
        name: `${route} first visit: JS gzip, federated / single bundle`,
        value: ours.first.jsGzip / theirs.first.jsGzip,
        unit: 'ratio',
        budget: 'federationBytesRatio',
      });
    const [ourLcp, theirLcp] = [federated.lighthouse.get(route), single.lighthouse.get(route)];
    if (ourLcp && theirLcp)
      figures.push({
        group: 'single',
        name: `${route} reload: LCP, federated / single bundle`,
        value: ourLcp.lcp / theirLcp.lcp,
        unit: 'ratio',
        budget: 'federationLcpRatio',
      });
  }
  return figures;
}

const started = new Date();
try {
  await ensureProductionBuild();
  if (wants('single')) await buildSingleBundle();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const federated = await measureBuild(browser, 'federated', {
      // The single bundle's ratios need the federated build's figures.
      bytes: wants('bytes') || wants('single'),
      lighthouse: wants('lighthouse') || wants('single'),
      server: wants('server'),
      list: wants('list'),
      confirm: wants('confirm'),
      render: wants('render'),
    });
    if (wants('single')) {
      const single = await measureBuild(browser, 'single', {
        bytes: true,
        lighthouse: true,
        server: false,
        list: false,
        confirm: false,
        render: false,
      });
      figures.push(...ratioFigures(federated, single));
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  console.error(`bench: ${message}`);
  process.exit(1);
}

console.log(`Host server render (SERVER_RENDER): ${options.serverRender} (--server-render)\n`);
console.log(formatTable(figures));
writeFileSync(
  options.json,
  `${JSON.stringify(toJson(figures, { startedAt: started.toISOString(), options }), null, 2)}\n`,
);
console.log(`\nWritten to ${options.json}.`);
if (!allWithinBudget(figures)) {
  console.error('Some figures are over budget (or could not be measured).');
  process.exitCode = 1;
}
