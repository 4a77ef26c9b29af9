// A throw-away Redis server for the tests: Debian's redis-server on a free loopback port, nothing
// kept on disk (no RDB, no AOF), in a process group of its own (ended with the script that started it).
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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

/** Whether a Redis server answers PING on `port` (the protocol's inline form, no client needed). */
const answers = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(String(data).startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });

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
  while (!(await answers(port))) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => endGroups([server]),
  };
}
