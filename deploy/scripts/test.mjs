// `npm test`: every check there is, in the order that fails fastest, then a time table of the run
// (each stage, and the browser suite's ten slowest spec files and any test that needed a retry),
// printed whether the run passed or not.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApps, ensureInstalled, root, run } from './run.mjs';

const summaryFile = path.join(root, '.tmp', 'e2e-summary.json');
/** @type {{ name: string, seconds: number, failed?: boolean }[]} */
const stages = [];
// `.ci/run` times its own `npm ci`, which happens before this script.
if (process.env.CI_INSTALL_SECONDS)
  stages.push({ name: 'npm ci', seconds: Number(process.env.CI_INSTALL_SECONDS) });

async function stage(name, work) {
  const started = performance.now();
  const done = (failed) => stages.push({ name, seconds: (performance.now() - started) / 1000, failed });
  try {
    await work();
  } catch (error) {
    done(true);
    throw error;
  }
  done(false);
}

const npmRun = (script) => run('npm', ['run', script, '--silent']);

function printTimeTable() {
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
  const row = (name, seconds, note = '') =>
    `| ${name.padEnd(44)} | ${seconds.toFixed(1).padStart(7)} |${note}`;
  const lines = ['', 'Time table of this run (seconds)', `| ${'stage'.padEnd(44)} | ${'s'.padStart(7)} |`];
  for (const { name, seconds, failed } of stages) lines.push(row(name, seconds, failed ? ' failed' : ''));
  lines.push(row('total', total));
  if (existsSync(summaryFile)) {
    const browser = JSON.parse(readFileSync(summaryFile, 'utf8'));
    lines.push('', 'The ten slowest spec files (worker seconds, every attempt)');
    for (const spec of browser.specs.slice(0, 10))
      lines.push(row(`${spec.file} (${spec.tests} tests)`, spec.seconds));
    lines.push(
      browser.retried.length === 0
        ? 'No browser test needed a retry.'
        : `Tests that needed a retry: ${browser.retried.map(({ title }) => title).join('; ')}`,
    );
  }
  console.log(lines.join('\n'));
}

rmSync(summaryFile, { force: true });
try {
  await stage('install (dependencies, Chromium, nginx, Redis, PostgreSQL)', async () => {
    await ensureInstalled();
    for (const tool of ['chromium', 'nginx', 'redis', 'postgres'])
      await run('bash', [`deploy/scripts/ensure-${tool}.sh`]);
  });
  await stage('typecheck', () => npmRun('typecheck'));
  await stage('lint', () => npmRun('lint'));
  await stage('unit (vitest)', () => npmRun('test:unit'));
  // The analytics store's tests once more, against a real PostgreSQL server started for them.
  await stage('store (PostgreSQL)', () => npmRun('test:store'));
  // The limits once more, two replicas counting in a real Redis server started for them.
  await stage('redis (two replicas)', () => npmRun('test:redis'));
  // The browser tests run against the production build, so it is built afresh.
  await stage('build', async () => {
    await buildApps({ force: true });
    // The remote variants the infrastructure specs publish, built once for the whole run.
    await run('npx', ['tsx', 'e2e/support/build-variants.ts']);
  });
  await stage('browser (Playwright)', () =>
    run('npm', ['run', 'test:e2e', '--silent'], { env: { ...process.env, E2E_SUMMARY_FILE: summaryFile } }),
  );
  // The sign-in page's JavaScript budget fails the run when broken.
  await stage('size', () => npmRun('size'));
} finally {
  printTimeTable();
}
