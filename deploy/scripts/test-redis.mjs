// `npm run test:redis`: the shared limits' tests with two replicas on one Redis server (they run with
// counters in memory in `npm run test:unit` already). With REDIS_URL set, against that server; else
// against a throw-away one this script installs if needed, starts and stops (deploy/scripts/redis.mjs).
import { run } from './run.mjs';

const tests = ['vitest', 'run', 'host/server/shared-limits.test.ts'];
if (process.env.REDIS_URL) {
  await run('npx', tests);
} else {
  await run('bash', ['deploy/scripts/ensure-redis.sh']);
  const { startRedis } = await import('./redis.mjs');
  const server = await startRedis();
  try {
    await run('npx', tests, { env: { ...process.env, REDIS_URL: server.url } });
  } finally {
    await server.stop();
  }
}
