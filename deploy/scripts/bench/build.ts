/** The builds the bench measures: the production build (built when missing) and the single bundle (always built). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApps, root, run } from '../run.mjs';

/** Where the single bundle is served from (`PORTAL_BUNDLE=single`): an apps root holding `host/`. */
export const SINGLE_BUNDLE_DIST = path.join(root, 'deploy', 'build', 'single-bundle', 'dist');

/** Builds the apps that have no production build yet. */
export const ensureProductionBuild = () => buildApps();

/** Builds the single bundle anew (the application code may have changed since the last one). */
export async function buildSingleBundle(): Promise<void> {
  await run('npx', ['rspack', 'build', '-c', 'deploy/build/single-bundle/rspack.config.ts']);
  if (!existsSync(path.join(SINGLE_BUNDLE_DIST, 'host', 'dist', 'index.html')))
    throw new Error('The single-bundle build wrote no index.html');
}
