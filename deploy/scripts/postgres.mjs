// A throw-away PostgreSQL server for the tests and the benchmark: a fresh cluster in a temporary
// folder, on a free loopback port, in a process group of its own (ended with the script that started
// it). PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endGroups, startGroup } from './run.mjs';

/** The folder holding Debian's (or a local) PostgreSQL's programs. */
function binDir() {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const found = [...debian, '/usr/local/bin', '/usr/bin'].find((dir) => existsSync(path.join(dir, 'initdb')));
  if (!found) throw new Error('PostgreSQL is not installed (deploy/scripts/ensure-postgres.sh installs it)');
  return found;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * Starts a server and resolves with its `url` (database `portal_test`, user `postgres`, no password
 * on loopback) and `stop()`, which ends it and removes its folder.
 */
export async function startPostgres() {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  // As root, each command runs as the `postgres` user Debian's package creates.
  const as = (command, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(
    ...as(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']),
    {
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const server = startGroup(
    ...as(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-F']),
    { stdio: 'ignore' },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/portal_test`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      execFileSync(
        ...as(path.join(bin, 'createdb'), [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          'portal_test',
        ]),
        {
          stdio: 'ignore',
        },
      );
      break;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start on port ${port}: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    async stop() {
      await endGroups([server]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
