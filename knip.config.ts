/**
 * knip (`npm run lint`): no unused file, export or dependency. Entries are what a bundler, a server
 * or a test runner starts from; the exceptions below are used in ways knip cannot see, each with why.
 */
import type { KnipConfig } from 'knip';

/** The shops' web fonts: the host's build (deploy/build/fonts-plugin.ts) and the catalogue read their files by path. */
const FONTS = /^@fontsource\//;

const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  // The browser tests' remote variants: copies of a remote, built under .tmp (e2e/support/remote-variant.ts).
  ignore: ['.tmp/**'],
  workspaces: {
    '.': {
      entry: [
        'deploy/scripts/*.{ts,mjs}',
        // Programs the tests start in a process of their own.
        'deploy/scripts/fixtures/*.ts',
        'deploy/build/*.{ts,cjs}',
        // The single-bundle build's configuration (rspack reads it) and the registry it swaps in by path.
        'deploy/build/single-bundle/*.ts',
        '.ladle/*.{tsx,mjs}',
        '**/*.test.{ts,tsx}',
      ],
      project: ['deploy/{build,scripts,k8s}/**/*.{ts,mjs,cjs}', '.ladle/**'],
      ignoreDependencies: [
        FONTS,
        // deploy/build/create-app-config.ts resolves react-router's production build by path (it comes with the router shared takes).
        'react-router',
        // deploy/k8s/manifests.test.ts imports each manifest kind's validator by a computed path.
        'kubernetes-models',
      ],
    },
    host: {
      entry: ['server/main.ts', '**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      ignoreDependencies: [FONTS],
    },
    'remote-*': {
      entry: ['src/pages/*/index.ts', '**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
      // Declared for Module Federation: deploy/build/create-app-config.ts reads the singletons' ranges.
      ignoreDependencies: ['react-dom'],
    },
    shared: {
      entry: ['src/**/*.stories.tsx', '**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'deploy/release': {
      entry: ['**/*.test.ts'],
      project: ['**/*.ts'],
    },
    'deploy/analytics': {
      entry: ['**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    'deploy/sandbox': {
      entry: ['**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    e2e: {
      // Run by `npm test` before the browser run (deploy/scripts/test.mjs).
      entry: ['support/build-variants.ts'],
      project: ['**/*.ts'],
    },
  },
};

export default config;
