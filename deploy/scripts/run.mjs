// Small process helpers for the start and test scripts. Plain JavaScript on purpose: these scripts
// run before `npm ci` has installed TypeScript tooling.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every app built with rspack, with the file whose presence means "built". */
export const apps = [
  { name: 'host', built: 'host/dist/index.html' },
  { name: 'remote-auth', built: 'remote-auth/dist/mf-manifest.json' },
  { name: 'remote-selection', built: 'remote-selection/dist/mf-manifest.json' },
  { name: 'remote-carriers', built: 'remote-carriers/dist/mf-manifest.json' },
  { name: 'remote-confirmation', built: 'remote-confirmation/dist/mf-manifest.json' },
];

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Installs dependencies when they are missing. */
export async function ensureInstalled() {
  if (existsSync(path.join(root, 'node_modules/.package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)…');
  await run('npm', ['ci'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

/** Builds the apps that have no production build yet (all of them with `force`), two at a time. */
export async function buildApps({ force = false } = {}) {
  const pending = apps.filter((app) => force || !existsSync(path.join(root, app.built)));
  const queue = [...pending];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`Building ${app.name}…`);
      await run('npm', ['run', 'build', '-w', app.name, '--silent'], {
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
  };
  await Promise.all([worker(), worker()]);
}
