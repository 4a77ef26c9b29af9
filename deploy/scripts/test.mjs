// `npm test`: every check there is, in the order that fails fastest.
import { buildApps, ensureInstalled, run } from './run.mjs';

await ensureInstalled();
await run('bash', ['deploy/scripts/ensure-chromium.sh']);
await run('bash', ['deploy/scripts/ensure-nginx.sh']);
// The replica test (e2e/tests/replicas.spec.ts) starts its own Redis and PostgreSQL servers.
await run('bash', ['deploy/scripts/ensure-redis.sh']);
await run('bash', ['deploy/scripts/ensure-postgres.sh']);
await run('npm', ['run', 'typecheck', '--silent']);
await run('npm', ['run', 'lint', '--silent']);
await run('npm', ['run', 'test:unit', '--silent']);
// The analytics store's tests once more, against a real PostgreSQL server started for them.
await run('npm', ['run', 'test:store', '--silent']);
// The limits once more, two replicas counting in a real Redis server started for them.
await run('npm', ['run', 'test:redis', '--silent']);
// The browser tests run against the production build, so it is built afresh.
await buildApps({ force: true });
await run('npm', ['run', 'test:e2e', '--silent']);
// The sign-in page's JavaScript budget (160 KB gzip, one federation runtime) fails the run when broken.
await run('npm', ['run', 'size', '--silent']);
