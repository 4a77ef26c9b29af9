/**
 * Debian's nginx with one of the production configurations, rendered as its image renders it, on a
 * port of the test's own, in its own process group, ended with the test: the release store's files
 * (deploy/static-remote/nginx.conf) or the host server's replicas (deploy/host/nginx.conf).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endProcessGroup } from './process-group';

const root = path.resolve(import.meta.dirname, '../..');
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface ReleaseNginx {
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on `port` with the server configuration `template` (a path in the repository), its
 * `${NAME}`s replaced by `values`, as envsubst does in the image.
 */
async function startNginx(
  template: string,
  port: number,
  values: Record<string, string>,
  workDir: string,
): Promise<ReleaseNginx> {
  mkdirSync(workDir, { recursive: true });
  chmodSync(workDir, 0o755);
  const all: Record<string, string> = { NGINX_PORT: String(port), ...values };
  const server = readFileSync(path.join(root, template), 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (whole, name: string) => all[name] ?? whole,
  );
  writeFileSync(path.join(workDir, 'server.conf'), server);
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  writeFileSync(
    path.join(workDir, 'nginx.conf'),
    [
      existsSync(BROTLI) ? `load_module ${BROTLI};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      // Each proxied request holds two: the client's and the replica's.
      'events { worker_connections 1024; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(workDir, 'server.conf')}; }`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    '/usr/sbin/nginx',
    ['-c', path.join(workDir, 'nginx.conf'), '-p', workDir],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const origin = `http://localhost:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: () => endProcessGroup(child, 'SIGQUIT'),
  };
}

/** Starts nginx on `port`, serving `releasesRoot` to pages whose origin matches `portalOriginRegex`. */
export async function startReleaseNginx(
  port: number,
  releasesRoot: string,
  portalOriginRegex: string,
  workDir: string,
): Promise<ReleaseNginx> {
  // nginx's workers run as an unprivileged user: they must be able to read the files.
  chmodSync(releasesRoot, 0o755);
  return startNginx(
    'deploy/static-remote/nginx.conf',
    port,
    { RELEASES_ROOT: releasesRoot, PORTAL_ORIGIN_REGEX: portalOriginRegex },
    workDir,
  );
}

/** Starts nginx on `port` in front of the host servers on `replicaPorts` (loopback). */
export const startHostNginx = (
  port: number,
  replicaPorts: number[],
  workDir: string,
): Promise<ReleaseNginx> =>
  startNginx(
    'deploy/host/nginx.conf',
    port,
    { PORTAL_UPSTREAM_SERVERS: replicaPorts.map((replica) => `server 127.0.0.1:${replica};`).join(' ') },
    workDir,
  );
