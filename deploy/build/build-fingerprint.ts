/**
 * A short hash of everything a remote's build is made from, which names the global array its chunks
 * are loaded through. Two releases of one remote can meet on a page: when the live one fails half-way
 * (its manifest fetched and its chunks already on the way, its entry broken), the host loads the
 * previous release. With one array for both, the previous release's runtime took up the chunks the
 * broken one had pushed, whose module ids mean other modules in its build, and the step failed too
 * (docs/business-rules.md#two-releases-of-one-step-never-mix-their-chunks-on-a-page). The same
 * sources give the same name, so a build stays reproducible.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `target` (or `target` itself), sorted, without installed packages or builds. */
function filesUnder(target: string): string[] {
  if (!existsSync(target)) return [];
  if (statSync(target).isFile()) return [target];
  return readdirSync(target, { withFileTypes: true })
    .filter((entry) => !['node_modules', 'dist', 'sourcemaps'].includes(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(path.join(target, entry.name)));
}

/** The lock file of the workspace `dir` is in: the libraries every build bundles. */
function lockFileAbove(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'package-lock.json');
    if (existsSync(file)) return file;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * Six hex digits over the contents of `sources` (folders or files), the build setup in this folder
 * and the lock file above the first source.
 */
export function buildFingerprint(sources: string[]): string {
  const hash = createHash('sha256');
  const lockFile = sources[0] ? lockFileAbove(sources[0]) : undefined;
  for (const source of [...sources, import.meta.dirname, ...(lockFile ? [lockFile] : [])])
    for (const file of filesUnder(source)) {
      // Contents and the place inside their source: the same tree copied elsewhere hashes the same.
      hash.update(path.relative(source, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  return hash.digest('hex').slice(0, 6);
}
