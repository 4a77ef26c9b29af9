/**
 * knip (`npm run lint`): no unused file, export or dependency. Entries are what a bundler, a server
 * or a test runner starts from; the exceptions below are used in ways knip cannot see, each with why.
 */
import type { KnipConfig } from 'knip';

/** Declared by every app for Module Federation: deploy/build/create-app-config.ts reads their ranges as the singletons' requiredVersion. */
const FEDERATION_SINGLETONS = ['react', 'react-dom', 'effector'];

const config: KnipConfig = {
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'deploy/scripts/*.{ts,mjs}',
        'deploy/build/*.{ts,cjs}',
        '.ladle/*.{tsx,mjs}',
        '**/*.test.{ts,tsx}',
      ],
      project: ['deploy/**/*.{ts,mjs,cjs}', '.ladle/**'],
    },
    host: {
      entry: ['server/main.ts', '**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      ignoreDependencies: [...FEDERATION_SINGLETONS],
    },
    'remote-*': {
      entry: ['src/pages/*/index.ts', '**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
      ignoreDependencies: [...FEDERATION_SINGLETONS],
    },
    shared: {
      entry: ['src/**/*.stories.tsx', '**/*.test.{ts,tsx}'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'deploy/sandbox': {
      entry: ['**/*.test.ts'],
      project: ['src/**/*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
  },
};

export default config;
