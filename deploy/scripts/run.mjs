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

/**
 * Starts a long-running command (a server) in a process group of its own, so ending the group ends
 * everything it started: `npx tsx` runs the server in a child of its own, which a signal to npx
 * alone would leave running. The group is ended when this process exits, however it exits.
 */
export function startGroup(command, args, options = {}) {
  if (groups.size === 0) endGroupsWithThisProcess();
  const child = spawn(command, args, { cwd: root, ...options, detached: true });
  groups.add(child);
  return child;
}

const groups = new Set();
const signalGroup = (child, signal) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
    return true;
  } catch {
    return false; // no process left in the group
  }
};
const groupAlive = (child) => signalGroup(child, 0);

/** Ends the groups of `children` (all started groups by default): SIGTERM, then SIGKILL after `graceMs`. */
export async function endGroups(children = [...groups], graceMs = 5000) {
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (children.some(groupAlive) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  for (const child of children) {
    signalGroup(child, 'SIGKILL');
    groups.delete(child);
  }
}

let exitHandled = false;
function endGroupsWithThisProcess() {
  if (exitHandled) return;
  exitHandled = true;
  // An error, process.exit() or the end of the script: whatever still runs goes with it. Only
  // synchronous work is possible here, hence SIGKILL; endGroups is the graceful way.
  process.once('exit', () => {
    for (const child of groups) signalGroup(child, 'SIGKILL');
  });
  // Ctrl+C or a stop from outside: end the groups gracefully, then exit as the signal would.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      void endGroups().finally(() => process.exit(code));
    });
  }
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
