/**
 * A copy of a remote with one change, built on its own: what another team's next release of a step
 * looks like, for the tests that ship a step without touching the host.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The background the changed builds give the status panel's success mark. */
export const CHANGED_MARK = 'rgb(1, 2, 3)';

/**
 * Builds a copy of `remote` under `.tmp/<name>/` with `css` added to the status panel's stylesheet,
 * and returns the copy's folder (its build is in `dist/`).
 */
export function buildRemoteVariant(name: string, remote: string, css: string): string {
  const variantRoot = path.join(root, '.tmp', name);
  const copy = path.join(variantRoot, remote);
  rmSync(variantRoot, { recursive: true, force: true });
  mkdirSync(variantRoot, { recursive: true });
  cpSync(path.join(root, remote), copy, {
    recursive: true,
    filter: (source) => !/[\\/](dist|sourcemaps|node_modules)$/.test(source),
  });
  // The remote's build configuration imports the project's shared build setup by relative path.
  symlinkSync(path.join(root, 'deploy'), path.join(variantRoot, 'deploy'));
  const stylesheet = path.join(copy, 'src/ui/status-panel.css');
  writeFileSync(stylesheet, `${readFileSync(stylesheet, 'utf8')}\n${css}\n`);
  execFileSync('npx', ['rspack', 'build', '-c', path.join(copy, 'rspack.config.ts')], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return copy;
}

/** Removes what `buildRemoteVariant(name, …)` made. */
export const removeRemoteVariant = (name: string) =>
  rmSync(path.join(root, '.tmp', name), { recursive: true, force: true });
