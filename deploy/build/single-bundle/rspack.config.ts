/**
 * The single-bundle build: the same pages as the federated portal, with no Module Federation. The
 * host's configuration (deploy/build/create-app-config.ts) without its federation plugin, and the
 * host's remote registry swapped for remote-registry.ts beside this file, which imports every
 * remote page as a chunk of this one build. Written to `dist/` here as an apps root
 * (`dist/host/dist`, `dist/host/package.json`), which the host server serves with
 * `PORTAL_BUNDLE=single`. Built by `npm run bench` only, to measure what federation costs.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type OptimizationSplitChunksCacheGroup, rspack } from '@rspack/core';
import { createAppConfig } from '../create-app-config.ts';
import { FontsPlugin } from '../fonts-plugin.ts';
import { SharedContractPlugin } from '../shared-contract-plugin.ts';
import { SourceMapsOutsideDistPlugin } from '../source-maps-plugin.ts';

// The host's dependencies are resolved from the host, whose package.json declares them.
const hostRequire = createRequire(path.join(import.meta.dirname, '../../../host/package.json'));
const FLAGS_PACKAGE = 'flag-icons';
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const hostDir = path.join(repoRoot, 'host');

/** The apps root the server is pointed at (`PORTAL_BUNDLE=single`): it holds `host/dist` and `host/package.json`. */
export const SINGLE_BUNDLE_APPS_ROOT = path.join(import.meta.dirname, 'dist');

/** The module every remote page is loaded through: the host's, and this build's stand-in. */
export const REGISTRY_REQUEST = /^\.\/remote-registry$/;
export const SINGLE_REGISTRY = path.join(import.meta.dirname, 'remote-registry.ts');

/** Page chunks (remote-registry.ts names them `page-…`): their libraries stay with them. */
const isPageChunk = (name: string | undefined) => /^page-/.test(name ?? '');

/** Builds the configuration. */
export function createSingleBundleConfig(): Configuration {
  // As host/rspack.config.ts sets the host up (flags and fonts), which deploy/ may not import.
  const flags = path.join(path.dirname(hostRequire.resolve(`${FLAGS_PACKAGE}/package.json`)), 'flags/4x3');
  const config = createAppConfig({
    dir: hostDir,
    kind: 'host',
    federationName: 'host',
    devPort: 3100,
    copy: [
      { from: flags, to: 'flags' },
      // The server reads the version it serves the files under from here.
      { from: path.join(hostDir, 'package.json'), to: '../package.json' },
    ],
  });
  config.plugins = (config.plugins ?? []).filter(
    (plugin) =>
      !(
        plugin instanceof ModuleFederationPlugin ||
        plugin instanceof SharedContractPlugin ||
        // Its maps would land in host/sourcemaps, over the federated build's.
        plugin instanceof SourceMapsOutsideDistPlugin
      ),
  );
  config.plugins.push(
    new FontsPlugin(hostDir),
    new rspack.NormalModuleReplacementPlugin(REGISTRY_REQUEST, SINGLE_REGISTRY),
  );
  config.devtool = false;
  // The shell behind its async boundary (host/src/index.ts) is needed by federation only: here it is
  // part of the entry, as it is in the federated build, instead of being discovered after the entry
  // runs. The boundary's import() then finds it loaded.
  config.entry = { main: ['./src/index.ts', './src/bootstrap.tsx'] };
  config.output = { ...config.output, path: path.join(SINGLE_BUNDLE_APPS_ROOT, 'host', 'dist') };
  const splitChunks = config.optimization?.splitChunks;
  const main = splitChunks ? (splitChunks.cacheGroups?.main as OptimizationSplitChunksCacheGroup) : null;
  if (!main || typeof main.chunks !== 'function')
    throw new Error('The host configuration has no main chunk group to keep the pages out of');
  const mainChunks = main.chunks;
  main.chunks = (chunk) => !isPageChunk(chunk.name) && mainChunks(chunk);
  return config;
}

export default createSingleBundleConfig();
