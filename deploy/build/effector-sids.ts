/**
 * Stable ids (sids) for Effector units, the same in every build that compiles a file: the browser and
 * node builds of every app (rspack, `create-app-config.ts`) and vitest (`vitest.config.ts`). A server
 * render serialises a forked scope by sid and the browser forks it back, so a unit must get the same sid
 * whichever app's copy of `shared/src` is loaded and whichever compilation made it
 * (docs/architecture.md#stable-unit-ids-sids).
 *
 * Effector's own Babel plugin makes them, not its SWC plugin: no published `@effector/swc-plugin` runs in
 * rspack 2.2's `builtin:swc-loader` (0.8.1 is refused for its swc_core; 1.0.0-next fails on .tsx files).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BabelFileResult, type PluginObj, type TransformOptions, transformAsync } from '@babel/core';

/** Sids are hashed from a file's path relative to this folder, so no app or machine changes them. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Every function outside effector that creates units and is called more than once, by the module it is
 * imported from: the plugin wraps each call in `withFactory`, so the units of two calls get different
 * sids. A local module is named by its path from the repository root. `createGate` (effector-react's,
 * re-exported by `@portal/shared`) needs no entry: the plugin gives every `createGate(…)` call a sid.
 */
const FACTORIES: Record<string, string[]> = {
  '@portal/shared/features': ['createFeatureToggles'],
  './remote-carriers/src/model/submit-rules': ['createSubmitCheck'],
  './remote-carriers/src/model/analytics': ['trackCarrierStep'],
  './remote-confirmation/src/model/payment-page': ['createPaymentRetry'],
  './remote-confirmation/src/model/polling': ['createPolling'],
};

/** Source that calls anything the plugin rewrites: effector's unit creators, gates, the factories. */
const NEEDS_SIDS = new RegExp(
  String.raw`\bfrom\s+['"]effector['"]|\b(${['createGate', ...Object.values(FACTORIES).flat()].join('|')})\b`,
);

/** Whether a module's source calls anything the plugin rewrites; the others skip Babel (build time). */
export const needsSids = (source: string): boolean => NEEDS_SIDS.test(source);

/**
 * The plugin's switches for the calls whose units hold no value of their own to hand over: derived
 * stores (the browser computes them again from the stores it was given), and events, effects and attached
 * effects (a scope is serialised by its stores; nothing here names a unit by sid otherwise). About
 * 0.5 KB brotli on the sign-in page, where sids on every unit would cost it.
 */
const DERIVED_ONLY = {
  events: false,
  effects: false,
  attaches: false,
  combines: false,
  samples: false,
  merges: false,
  splits: false,
  forwards: false,
  guards: false,
  apis: false,
};

/** The module a relative import names, from the repository root and without its extension (`./remote-x/…`). */
function importedModule(source: string, file: string): string {
  if (!source.startsWith('.')) return source;
  const resolved = path.relative(REPOSITORY_ROOT, path.resolve(path.dirname(file), source));
  return `./${resolved
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '')}`;
}

/**
 * effector's plugin treats every function imported from a factory module as a factory; this keeps it to
 * the ones listed in FACTORIES. A pure helper beside them (`visibleKeys`, `featureOn` …) runs inside store
 * mappings, where a `withFactory` would create a graph node on every call. It marks such a call as the
 * plugin marks one it has already wrapped, so it must run before the plugin.
 */
function onlyListedFactories(): PluginObj {
  return {
    name: 'portal/only-listed-factories',
    visitor: {
      CallExpression(call, state) {
        const callee = call.node.callee;
        if (callee.type !== 'Identifier') return;
        const binding = call.scope.getBinding(callee.name);
        const specifier = binding?.path.node;
        const declaration = binding?.path.parentPath?.node;
        if (specifier?.type !== 'ImportSpecifier' || declaration?.type !== 'ImportDeclaration') return;
        const names = FACTORIES[importedModule(declaration.source.value, state.filename ?? '')];
        const imported =
          specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
        if (names && !names.includes(imported)) Object.assign(call.node, { effector_isFactory: true });
      },
    },
  };
}

/**
 * The Babel options of every build. `production` leaves out the units' debug names (bytes on the
 * sign-in page); the sid does not depend on it.
 */
export function effectorBabelOptions({ production }: { production: boolean }): TransformOptions {
  return {
    // The sid hashes the file's path with `root` cut off: the repository root in every compilation.
    root: REPOSITORY_ROOT,
    cwd: REPOSITORY_ROOT,
    babelrc: false,
    configFile: false,
    // TypeScript is parsed and printed back as it is; swc (or Vite) strips the types afterwards.
    parserOpts: { plugins: ['typescript'] },
    overrides: [{ test: /\.tsx$/, parserOpts: { plugins: ['typescript', 'jsx'] } }],
    plugins: [
      onlyListedFactories,
      [
        'effector/babel-plugin',
        {
          factories: Object.keys(FACTORIES),
          addNames: !production,
          addLoc: false,
          debugSids: false,
          ...DERIVED_ONLY,
        },
      ],
    ],
    sourceMaps: true,
  };
}

/** The rspack rule's test: our own TypeScript modules that call anything the plugin rewrites. */
export const needsSidsFile = (file: string): boolean =>
  /\.tsx?$/.test(file) && !/[\\/]node_modules[\\/]/.test(file) && needsSids(readFileSync(file, 'utf8'));

/** Runs the plugin on one module as every build does; null when the module needs no sids. */
export async function addSids(
  source: string,
  file: string,
  { production }: { production: boolean },
): Promise<{ code: string; map: BabelFileResult['map'] } | null> {
  if (!needsSids(source)) return null;
  const result = await transformAsync(source, { ...effectorBabelOptions({ production }), filename: file });
  if (!result?.code) throw new Error(`effector sids: Babel returned nothing for ${file}`);
  return { code: result.code, map: result.map };
}
