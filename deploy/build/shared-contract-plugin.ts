/**
 * Records, at build time, the contract between an app and `@portal/shared`: the version of `shared` the
 * build bundles, the range the app declares, every name the app's own code imports from `shared` and
 * its subpaths, and every name each of `shared`'s entry points in this build exports. It goes into the
 * `mf-manifest.json`'s `metaData.sharedContract`, which a release carries: the deploy pre-flight
 * (deploy/release/preflight.ts) compares a remote's imports with the live host's exports, and the
 * host compares the ranges at run time (host/src/features/remote-step/shared-range.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, Module } from '@rspack/core';
import type { SharedContract } from '../release/shared-contract.ts';

const PACKAGE = '@portal/shared';
const NAME = 'SharedContractPlugin';

/** A dependency as rspack's module graph gives it: the request and, for a named import, its name. */
interface ModuleDependency {
  request?: string;
  ids?: string[];
  type: string;
}

interface SharedPackage {
  dir: string;
  version: string;
  exports: Record<string, string>;
}

/** The `@portal/shared` an app's build resolves (a workspace link, or a copy in a test's node_modules). */
export function sharedPackage(appDir: string): SharedPackage {
  const index = createRequire(path.join(appDir, 'package.json')).resolve(PACKAGE);
  let dir = path.dirname(index);
  for (;;) {
    const pkg = (() => {
      try {
        return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Omit<
          SharedPackage,
          'dir'
        > & {
          name?: string;
        };
      } catch {
        return null;
      }
    })();
    if (pkg?.name === PACKAGE) return { dir, version: pkg.version, exports: pkg.exports };
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${PACKAGE} has no package.json above ${index}`);
    dir = parent;
  }
}

/** `shared`'s version and its entry points: file → import specifier (`@portal/shared/ui`). */
function sharedEntryPoints(appDir: string): { version: string; entries: Map<string, string> } {
  const { dir, version, exports } = sharedPackage(appDir);
  const entries = new Map<string, string>();
  for (const [subpath, target] of Object.entries(exports))
    if (/\.[cm]?[jt]sx?$/.test(target))
      entries.set(path.join(dir, target), subpath === '.' ? PACKAGE : `${PACKAGE}/${subpath.slice(2)}`);
  return { version, entries };
}

const isShared = (request: string | undefined): request is string =>
  request === PACKAGE || (request?.startsWith(`${PACKAGE}/`) ?? false);

/** Every dependency of a module, those of its lazy `import()` blocks included. */
function dependenciesOf(module: Module): ModuleDependency[] {
  const found: ModuleDependency[] = [...(module.dependencies as ModuleDependency[])];
  const blocks = [...module.blocks];
  while (blocks.length > 0) {
    const block = blocks.pop();
    if (!block) continue;
    found.push(...(block.dependencies as ModuleDependency[]));
    blocks.push(...block.blocks);
  }
  return found;
}

/**
 * The plugin. `contract` is filled once the build's modules are known and their exports flagged; the Module Federation
 * manifest's `additionalData` (deploy/build/create-app-config.ts) writes it into the manifest.
 */
export class SharedContractPlugin {
  contract: SharedContract | null = null;

  constructor(
    private readonly appDir: string,
    /** The range the app's package.json declares. */
    private readonly requiredVersion: string,
  ) {}

  apply(compiler: Compiler) {
    const { version, entries } = sharedEntryPoints(this.appDir);
    const ownSource = path.join(this.appDir, 'src') + path.sep;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.afterOptimizeModules.tap(NAME, (modules) => {
        const imports: Record<string, Set<string>> = {};
        const exports: Record<string, string[]> = {};
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource?.split('?')[0] ?? '';
          const entry = entries.get(resource);
          if (entry) {
            const provided = compilation.moduleGraph.getProvidedExports(module);
            if (Array.isArray(provided)) exports[entry] = [...provided].sort();
          }
          // Only the app's own code: `shared` itself and libraries are not the app's contract.
          if (!resource.startsWith(ownSource)) continue;
          for (const dependency of dependenciesOf(module)) {
            if (!isShared(dependency.request)) continue;
            imports[dependency.request] ??= new Set();
            const names = imports[dependency.request] as Set<string>;
            const name = dependency.ids?.[0];
            // An `import` statement names nothing by itself (its specifiers do); a namespace used as a
            // value, or an `import()`, takes the module as a whole: `*`, which no check can narrow down.
            if (name) names.add(name);
            else if (dependency.type !== 'esm import') names.add('*');
          }
        }
        this.contract = {
          package: PACKAGE,
          version,
          requiredVersion: this.requiredVersion,
          imports: Object.fromEntries(
            Object.entries(imports)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([request, names]) => [request, [...names].sort()]),
          ),
          exports: Object.fromEntries(Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))),
        };
      });
    });
  }
}
