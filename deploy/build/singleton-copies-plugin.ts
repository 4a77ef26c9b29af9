/**
 * Fails a remote's build when one of its exposed pages carries its own copy of a module that must
 * exist once per page: a module of `@portal/shared` that holds state (the HTTP client, the logger,
 * the demo handlers, the bus's stores, the i18n instance) or a library with state of its own (react,
 * react-dom, effector, effector-react). A copy reaches a page when the page imports such a module
 * other than through its shared singleton, for instance a `@portal/shared/…` subpath (bundled by the
 * remote) that imports it by relative path: the page then talks to a client, a logger and a
 * `$isDemo` that no other app sees (docs/architecture.md#one-instance-of-every-module-with-state).
 *
 * The check walks the build's module graph from each exposed module and stops at shared modules:
 * what the remote bundles as a shared module's fallback, which runs only when the page has no
 * such module yet, is not a copy.
 */
import { type Compiler, type RspackPluginInstance, rspack } from '@rspack/core';

/** The modules that must exist once per page, by their path in the build. */
export const PAGE_SINGLETONS: readonly RegExp[] = [
  /shared\/src\/index\.ts$/,
  /shared\/src\/model\//,
  /shared\/src\/http\/client\.ts$/,
  /shared\/src\/logger\/logger\.ts$/,
  /shared\/src\/demo\/adapter\.ts$/,
  /shared\/src\/i18n\/create-i18n\.ts$/,
  /node_modules\/(react|react-dom|effector|effector-react)\//,
];

/** A module of the build's stats (`modules`, `reasons` and `nestedModules` asked for). */
export interface StatsModule {
  identifier?: string;
  name?: string;
  moduleType?: string;
  /** The modules concatenated into this one. */
  modules?: StatsModule[];
  reasons?: { type?: string | null; moduleIdentifier?: string | null }[];
}

/** Edges that lead into a shared module's own code, never into a page's copy. */
const SHARED_EDGE = /^(consume shared fallback|provide module for shared|provide shared module)$/;

/**
 * The page singletons that an exposed module reaches without passing through a shared module: each
 * as `exposed module → copied module`.
 */
export function findSingletonCopies(
  modules: readonly StatsModule[],
  singletons: readonly RegExp[] = PAGE_SINGLETONS,
): string[] {
  const importedBy = new Map<string, string[]>();
  const roots: string[] = [];
  for (const module of modules) {
    if (!module.identifier) continue;
    for (const reason of module.reasons ?? []) {
      if (reason.type === 'container exposed') roots.push(module.identifier);
      if (!reason.moduleIdentifier || SHARED_EDGE.test(reason.type ?? '')) continue;
      const list = importedBy.get(reason.moduleIdentifier) ?? [];
      list.push(module.identifier);
      importedBy.set(reason.moduleIdentifier, list);
    }
  }
  const byId = new Map(modules.map((module) => [module.identifier, module]));
  const copies = new Set<string>();
  for (const root of roots) {
    const seen = new Set([root]);
    const queue = [root];
    while (queue.length > 0) {
      const id = queue.shift() as string;
      const module = byId.get(id);
      // Shared modules are the page's one instance, whatever they import.
      if (!module || /^(consume-shared-module|provide-module)$/.test(module.moduleType ?? '')) continue;
      for (const inner of [module, ...(module.modules ?? [])]) {
        const name = (inner.name ?? inner.identifier ?? '').replace(/ \+ \d+ modules$/, '');
        if (singletons.some((pattern) => pattern.test(name.replaceAll('\\', '/'))))
          copies.add(`${byId.get(root)?.name ?? root} → ${name}`);
      }
      for (const next of importedBy.get(id) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...copies].sort();
}

/** Adds a build error for every page singleton an exposed module carries a copy of. */
export class SingletonCopiesPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const name = 'SingletonCopiesPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { modules = [] } = compilation
            .getStats()
            .toJson({ all: false, modules: true, reasons: true, nestedModules: true, moduleTrace: false });
          const copies = findSingletonCopies(modules as StatsModule[]);
          if (copies.length === 0) return;
          compilation.errors.push(
            new rspack.WebpackError(
              `An exposed page carries its own copy of a module that must exist once per page; import it ` +
                `through @portal/shared (docs/architecture.md#one-instance-of-every-module-with-state):\n  ${copies.join('\n  ')}`,
            ),
          );
        },
      );
    });
  }
}
