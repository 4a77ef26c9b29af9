/**
 * One rspack configuration for every app of the portal, so the host and the four remotes agree on
 * how shared singletons, the Module Federation runtime and file names are set up.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  type Configuration,
  type OptimizationSplitChunksCacheGroup,
  type RuleSetRule,
  rspack,
} from '@rspack/core';
import { buildFingerprint } from './build-fingerprint.ts';
import { effectorBabelOptions, needsSidsFile } from './effector-sids.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { SharedContractPlugin, sharedPackage } from './shared-contract-plugin.ts';
import { SingletonCopiesPlugin } from './singleton-copies-plugin.ts';
import { SourceMapsOutsideDistPlugin } from './source-maps-plugin.ts';

type AppKind = 'host' | 'remote';

interface AppOptions {
  /** Folder of the app (holds package.json, src/). */
  dir: string;
  kind: AppKind;
  /** Module Federation name, a valid identifier (`remote_auth`). */
  federationName: string;
  /** Page modules a remote exposes, `./sign-in` → `./src/pages/sign-in/index.ts`. */
  exposes?: Record<string, string>;
  /** Port of the app's own dev server (`npm run dev -w <app>`). */
  devPort: number;
  /** Static files copied into `dist/` as they are (`to` is relative to dist). */
  copy?: { from: string; to: string }[];
  /**
   * Code several pages share gets a chunk of its own only from this size (bytes, minified). A remote
   * whose first page is on a tight budget sets it high: that page then loads its code as one file
   * instead of several, each costing its own compression overhead.
   */
  sharedChunkMinSize?: number;
}

interface PackageJson {
  name: string;
  version: string;
  dependencies: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

const require = createRequire(import.meta.url);

/**
 * The federation runtime's ES module builds. The runtime code requires its packages, which would
 * otherwise pick their CommonJS builds: those cannot be tree-shaken and cost about 10 KB gzip more.
 */
const USE_SYNC_EXTERNAL_STORE_SHIM = path.join(import.meta.dirname, 'use-sync-external-store-shim.cjs');

/** react-router exports only its development build; production builds take the production one. */
const reactRouterDist = path.resolve(path.dirname(require.resolve('react-router')), '../production');
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

const FEDERATION_RUNTIME_ESM = Object.fromEntries(
  ['runtime-core', 'sdk', 'webpack-bundler-runtime', 'error-codes', 'runtime', 'runtime-tools'].map(
    (name) => {
      // The CommonJS entry sits in dist/ of the package; the package root is one level up.
      const pkgDir = path.resolve(path.dirname(require.resolve(`@module-federation/${name}`)), '..');
      const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {
        exports: { '.': { import: { default: string } } };
      };
      return [`@module-federation/${name}$`, path.join(pkgDir, pkg.exports['.'].import.default)];
    },
  ),
);

/**
 * Everything that must exist once per page. `@portal/shared` holds the Effector bus, so a second copy
 * would split the shopper's state in two; its subpaths reach its modules with state only through it
 * (docs/architecture.md#one-instance-of-every-module-with-state). The router (react-router-dom),
 * effector-react, i18next and react-i18next are not in the list because apps take them from
 * `@portal/shared` (its index.ts), which
 * makes them singletons too and lets the build keep only the parts the portal uses.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'effector',
  '@portal/shared',
] as const;

/**
 * Requests for a singleton under another name, shared under the singleton's key. effector-react asks
 * for effector as `effector/effector.mjs`, which the federation would not match with `effector`: its
 * gates and hooks would then run on an effector of their own that the bus's units never meet.
 */
const SINGLETON_ALIASES: Record<string, (typeof SINGLETONS)[number]> = {
  'effector/effector.mjs': 'effector',
};

function sharedConfig(pkg: PackageJson) {
  const versionOf = (request: string): string => {
    const base = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
    const range = pkg.dependencies[base];
    if (!range) throw new Error(`${pkg.name} shares ${request} but does not depend on ${base}`);
    return range;
  };
  return {
    ...Object.fromEntries(
      SINGLETONS.map((request) => [request, { singleton: true, requiredVersion: versionOf(request) }]),
    ),
    ...Object.fromEntries(
      Object.entries(SINGLETON_ALIASES).map(([request, shareKey]) => [
        request,
        { singleton: true, shareKey, requiredVersion: versionOf(request) },
      ]),
    ),
  };
}

/**
 * Everything the host needs to start, in its entry file: the federation runtime, the shared libraries
 * (react, effector, i18next, the router …), the shared package's code and the shell. Module Federation
 * would give each shared library a chunk of its own; one file compresses better than several (the
 * entry and a separate start-up chunk: 1.5 KB brotli more), saves round trips, and cannot copy a small
 * module into two chunks (react-dom's index was downloaded twice before). What is loaded later stays
 * out: zod with the API schemas, DOMPurify, the texts of each language, the log scrubber, the consent
 * notice's code. Host only: a remote's copies of these are fallbacks it never loads. The sign-in page's
 * JavaScript budget (160 KB gzip, 140 KB brotli, `npm run size`) depends on this.
 */
const HOST_MAIN_CHUNK: OptimizationSplitChunksCacheGroup = {
  // The entry's own name: the modules join the entry chunk instead of a chunk beside it.
  name: 'main',
  // Chunks loaded on demand are named (see the webpackChunkName comments in shared/src and host/src).
  chunks: (chunk) => !/^(api-schemas|locale-|sanitizer|log-scrub|lazy-)/.test(chunk.name ?? ''),
  enforce: true,
  test: (module) => {
    const file = (module as { resource?: string }).resource ?? '';
    // The entry stays where it is: it only loads the rest. Stylesheets stay with it too (the server
    // inlines them into the page); in a split chunk the runtime would also fetch them as a file.
    if (/\.css$/.test(file) || /[\\/]host[\\/]src[\\/]index\.ts$/.test(file)) return false;
    return /[\\/](node_modules|shared[\\/]src|deploy[\\/]build|host[\\/]src)[\\/]/.test(file);
  },
};

/**
 * Our TypeScript, the same in the browser and the node build: swc, and before it effector's sids (only
 * modules that create units go through Babel), so both builds give a unit the same sid.
 */
const sourceRules = (production: boolean): RuleSetRule[] => [
  {
    test: /\.tsx?$/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        // Evergreen browsers only: down-levelling to ES5 doubled the size of our own code.
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
      },
    },
    type: 'javascript/auto',
  },
  {
    test: needsSidsFile,
    enforce: 'pre',
    loader: 'babel-loader',
    options: { ...effectorBabelOptions({ production }), cacheDirectory: false },
  },
];

/** Builds the rspack configuration of one app. */
export function createAppConfig(options: AppOptions): Configuration {
  const { dir, kind, federationName, exposes, devPort, copy = [], sharedChunkMinSize } = options;
  const pkg = readJson(path.join(dir, 'package.json'));
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  const publicPath = isHost ? `/apps/${pkg.name}/${pkg.version}/` : 'auto';
  // What the app needs from @portal/shared, and what the shared it bundles offers: recorded in the
  // manifest, which a release carries to the deploy pre-flight and the host's run-time check.
  const sharedContract = new SharedContractPlugin(
    dir,
    sharedConfig(pkg)['@portal/shared']?.requiredVersion ?? '*',
  );

  return {
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', 'es2022'],
    // Production maps are for error tracking, not the public: no `sourceMappingURL` comment, and the
    // files go to `<app>/sourcemaps/` instead of `dist/` (SourceMapsOutsideDistPlugin).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      // The host's HTML is served at every route, so its files need an absolute, versioned path;
      // a remote is found through its manifest wherever it is deployed.
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      uniqueName: federationName,
      // Two releases of a remote can meet on one page (the fallback after a broken live one): each
      // build loads its chunks through an array of its own (build-fingerprint.ts).
      ...(isHost
        ? {}
        : {
            chunkLoadingGlobal: `${federationName}_${buildFingerprint([
              path.join(dir, 'src'),
              path.join(dir, 'package.json'),
              path.join(dir, 'rspack.config.ts'),
              sharedPackage(dir).dir,
            ])}`,
          }),
      // The node build beside it is the other compilation's (createNodeConfig).
      clean: { keep: (file) => file.startsWith(path.join(dir, 'dist', NODE_ENTRY.path)) },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...FEDERATION_RUNTIME_ESM,
        ...(production ? REACT_ROUTER_PRODUCTION : {}),
        'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE_SHIM,
        'use-sync-external-store/shim/index.js$': USE_SYNC_EXTERNAL_STORE_SHIM,
      },
    },
    module: {
      rules: [
        ...sourceRules(production),
        { test: /\.css$/, type: 'css' },
        {
          test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
          loader: path.join(import.meta.dirname, 'pure-calls-loader.cjs'),
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(dir, 'src/index.html'),
        // Remotes get an HTML page too: their own dev harness, never used by the host.
        filename: 'index.html',
        // The host server replaces the `<!--portal-head-->` comment: minifying would drop it.
        minify: false,
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        shared: sharedConfig(pkg),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: {
          fileName: 'mf-manifest.json',
          additionalData: ({ stats }) => {
            if (!sharedContract.contract)
              throw new Error(`${pkg.name}: the shared contract was not recorded`);
            // The node build of the same source, beside it in `server/` (createNodeConfig): a release
            // carries both, and the host server renders the step with the one its browser build came with.
            Object.assign(stats.metaData, {
              sharedContract: sharedContract.contract,
              ssrRemoteEntry: NODE_ENTRY,
            });
            return stats;
          },
        },
        // The federation runtime is downloaded once, by the host, and reused by every remote entry.
        // A remote's own dev harness has no host, so it keeps its runtime in development builds.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          // Browser-only code paths; remotes never load other remotes.
          optimization: { target: 'web', disableRemote: !isHost },
        },
      }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(pkg.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        __PUBLIC_PATH__: JSON.stringify(publicPath),
      }),
      sharedContract,
      // A remote's pages meet the page's one client, logger and bus, never copies of their own.
      ...(isHost ? [] : [new SingletonCopiesPlugin()]),
      ...(copy.length > 0 ? [new rspack.CopyRspackPlugin({ patterns: copy })] : []),
      // Served precompressed (brotli 11, gzip 9): the server never compresses a built file per request.
      ...(production
        ? [new SourceMapsOutsideDistPlugin(path.join(dir, 'sourcemaps')), new PrecompressPlugin()]
        : []),
    ],
    optimization: {
      minimize: production,
      // The shortest export names and module ids: about 300 bytes of brotli off the sign-in page's
      // start-up files. Ids by order are safe with federation: a remote's chunks reach only their own
      // build's ids, and two releases of one remote never share a chunk array (build-fingerprint.ts).
      mangleExports: 'size',
      moduleIds: 'natural',
      splitChunks: isHost
        ? { cacheGroups: { main: HOST_MAIN_CHUNK } }
        : sharedChunkMinSize
          ? { minSize: sharedChunkMinSize }
          : undefined,
    },
    performance: { hints: false },
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/volta', '/features', '/feature', '/remotes.json'],
          target: 'http://localhost:3000',
        },
      ],
    },
  };
}

/** Where an app's node build lives inside its `dist/`, and its entry, as the manifest records it. */
export const NODE_ENTRY = { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' } as const;

/** Options of an app's node build: a remote's exposes, or the host's server entry. */
interface NodeOptions extends Pick<AppOptions, 'dir' | 'kind' | 'federationName' | 'exposes'> {
  /** The host's module the host server loads to render a page (the host only). */
  serverEntry?: string;
}

/**
 * The node build of an app (issue 37): the same source for the host server's render, with the Module
 * Federation node runtime (`target: 'async-node'`, its runtime plugin, chunks read from the file system),
 * the same exposes and the same singletons, so a remote's page meets the host's react, effector and
 * `@portal/shared` on the server as it does in the browser. Written to `dist/server/`, so a release carries
 * it with its browser build (NODE_ENTRY in the browser build's manifest).
 */
export function createNodeConfig(options: NodeOptions): Configuration {
  const { dir, kind, federationName, exposes, serverEntry } = options;
  const pkg = readJson(path.join(dir, 'package.json'));
  const production = process.env.NODE_ENV !== 'development';
  const isHost = kind === 'host';
  return {
    name: `${pkg.name}-node`,
    context: dir,
    mode: production ? 'production' : 'development',
    target: 'async-node',
    devtool: false,
    entry: isHost && serverEntry ? { render: serverEntry } : {},
    output: {
      path: path.join(dir, 'dist', NODE_ENTRY.path),
      // Not 'auto': on a server that looks for a document and throws as the entry loads, once a module has
      // an asset's address (the confirmation's demo label). Chunks are read from disk (async-node), and an
      // asset's address never reaches a server's markup (demo mode is never rendered on the server).
      publicPath: '',
      // The host server requires the host's render, in a package of type module: CommonJS by its name.
      filename: isHost ? '[name].cjs' : '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${federationName}_node`,
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { ...(production ? REACT_ROUTER_PRODUCTION : {}) },
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: {
      rules: [
        ...sourceRules(production),
        {
          test: /\.css$/,
          loader: path.join(import.meta.dirname, 'ignore-styles-loader.cjs'),
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: NODE_ENTRY.name,
        exposes: exposes ?? {},
        shared: sharedConfig(pkg),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        remoteType: 'script',
        library: { type: 'commonjs-module', name: federationName },
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isHost ? [path.join(import.meta.dirname, 'file-entry-plugin.ts')] : []),
        ],
      }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(pkg.name),
        __APP_VERSION__: JSON.stringify(pkg.version),
        // What the browser build says, so the markup matches (the flags' addresses).
        __PUBLIC_PATH__: JSON.stringify(isHost ? `/apps/${pkg.name}/${pkg.version}/` : 'auto'),
      }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
