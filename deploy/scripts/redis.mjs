// A throw-away Redis server for the tests: Debian's redis-server on a free loopback port, nothing
// kept on disk (no RDB, no AOF), in a process group of its own (ended with the script that started it).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { endGroups, startGroup } from './run.mjs';

const REDIS_SERVER = '/usr/bin/redis-server';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Whether a Redis server answers PING on `port`. */
function answers(port) {
  try {
    return (
      execFileSync('redis-cli', ['-p', String(port), 'ping'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'PONG'
    );
  } catch {
    return false;
  }
}

/** Starts a server and resolves with its `url` (`redis://127.0.0.1:<port>`) and `stop()`, which ends it. */
export async function startRedis() {
  if (!existsSync(REDIS_SERVER))
    throw new Error('redis-server is not installed (deploy/scripts/ensure-redis.sh installs it)');
  const port = await freePort();
  const server = startGroup(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (!answers(port)) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => endGroups([server]),
  };
}
