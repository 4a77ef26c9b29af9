import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import auth from '../../../remote-auth/rspack.config.ts';
import carriers from '../../../remote-carriers/rspack.config.ts';
import confirmation from '../../../remote-confirmation/rspack.config.ts';
import selection from '../../../remote-selection/rspack.config.ts';
import { PAGES } from './remote-registry';
import {
  createSingleBundleConfig,
  REGISTRY_REQUEST,
  SINGLE_BUNDLE_APPS_ROOT,
  SINGLE_REGISTRY,
} from './rspack.config';

/** The pages a remote's browser build exposes, as `remote_x/page` (what the host asks the registry for). */
function exposedPages([config]: typeof auth): string[] {
  const federation = config?.plugins?.find(
    (plugin) => plugin instanceof ModuleFederationPlugin,
  ) as unknown as {
    _options: { name: string; exposes: Record<string, string> };
  };
  return Object.keys(federation._options.exposes).map((key) => `${federation._options.name}/${key.slice(2)}`);
}

describe('the single-bundle build', () => {
  const config = createSingleBundleConfig();

  it('builds the host without Module Federation, into an apps root of its own', () => {
    expect(config.plugins?.some((plugin) => plugin instanceof ModuleFederationPlugin)).toBe(false);
    expect(config.output?.path).toBe(path.join(SINGLE_BUNDLE_APPS_ROOT, 'host', 'dist'));
    expect(config.entry).toEqual({ main: ['./src/index.ts', './src/bootstrap.tsx'] });
    expect(config.context).toBe(path.resolve(import.meta.dirname, '../../../host'));
  });

  it("swaps the host's remote registry for its own", () => {
    expect(config.plugins?.some((plugin) => plugin instanceof rspack.NormalModuleReplacementPlugin)).toBe(
      true,
    );
    expect(REGISTRY_REQUEST.test('./remote-registry')).toBe(true);
    expect(REGISTRY_REQUEST.test('../remote-step/remote-registry.test')).toBe(false);
    expect(SINGLE_REGISTRY).toBe(path.join(import.meta.dirname, 'remote-registry.ts'));
  });

  it('keeps the remote pages out of the main chunk', () => {
    const splitChunks = config.optimization?.splitChunks;
    const main = splitChunks ? splitChunks.cacheGroups?.main : undefined;
    const chunks = (main as { chunks: (chunk: { name?: string }) => boolean }).chunks;
    expect(chunks({ name: 'page-selection-select-items' })).toBe(false);
    expect(chunks({ name: 'main' })).toBe(true);
  });

  it('has every page the remotes expose, and no other', () => {
    const exposed = [auth, selection, carriers, confirmation].flatMap(exposedPages);
    expect(Object.keys(PAGES).sort()).toEqual(exposed.sort());
  });
});
