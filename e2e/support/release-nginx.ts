/**
 * Debian's nginx serving a release store folder with the production configuration
 * (deploy/static-remote/nginx.conf, rendered as its image renders it), on a port of the test's own,
 * in its own process group, ended with the test.
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

/** Starts nginx on `port`, serving `releasesRoot` to pages whose origin matches `portalOriginRegex`. */
export async function startReleaseNginx(
  port: number,
  releasesRoot: string,
  portalOriginRegex: string,
  workDir: string,
): Promise<ReleaseNginx> {
  mkdirSync(workDir, { recursive: true });
  // nginx's workers run as an unprivileged user: they must be able to read the files.
  for (const folder of [workDir, releasesRoot]) chmodSync(folder, 0o755);
  // What envsubst does in the image: `${NAME}` becomes the variable's value.
  const values: Record<string, string> = {
    NGINX_PORT: String(port),
    RELEASES_ROOT: releasesRoot,
    PORTAL_ORIGIN_REGEX: portalOriginRegex,
  };
  const server = readFileSync(path.join(root, 'deploy/static-remote/nginx.conf'), 'utf8').replace(
    /\$\{([A-Z_]+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
  writeFileSync(path.join(workDir, 'releases.conf'), server);
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  writeFileSync(
    path.join(workDir, 'nginx.conf'),
    [
      existsSync(BROTLI) ? `load_module ${BROTLI};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(workDir, 'nginx.pid')};`,
      `error_log ${path.join(workDir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(workDir, 'releases.conf')}; }`,
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
