// `npm run test:store`: the analytics store's tests, and the collector's against the real store (the
// forgery, flood and consent cases), against a PostgreSQL server (they run on PGlite in
// `npm run test:unit` already). With DATABASE_URL set, against that server; else against a
// throw-away one this script installs if needed, starts and stops (deploy/scripts/postgres.mjs).
import { run } from './run.mjs';

const tests = ['vitest', 'run', 'deploy/analytics/src/store', 'host/server/routes/collect.test.ts'];
if (process.env.DATABASE_URL) {
  await run('npx', tests);
} else {
  await run('bash', ['deploy/scripts/ensure-postgres.sh']);
  const { startPostgres } = await import('./postgres.mjs');
  const server = await startPostgres();
  try {
    await run('npx', tests, { env: { ...process.env, DATABASE_URL: server.url } });
  } finally {
    await server.stop();
  }
}
