import { defineConfig, type Plugin } from 'vitest/config';
import { addSids } from './deploy/build/effector-sids.ts';

/** Every app's model/ folder: the rules live there, so each must stay at least 90 % covered by lines. */
const MODEL_FOLDERS = [
  'shared/src/model',
  'remote-auth/src/model',
  'remote-selection/src/model',
  'remote-carriers/src/model',
  'remote-confirmation/src/model',
];

/**
 * Effector's sids as the builds make them (deploy/build/effector-sids.ts), so a test sees the ids the
 * browser and the server do. Runs before Vite strips the types, on our own modules only.
 */
const effectorSids: Plugin = {
  name: 'portal:effector-sids',
  enforce: 'pre',
  transform(code, id) {
    const file = id.split('?')[0] ?? id;
    // The builds compile no tests, so neither does this: a test's own units keep effector's defaults.
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes('/node_modules/')) return null;
    return addSids(code, file, { production: false });
  },
};

export default defineConfig({
  plugins: [effectorSids],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    // .tmp holds the browser tests' remote variants, copies of a remote with its tests.
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**', '.tmp/**'],
    environment: 'node',
    // Vitest's default on a 2-core machine is one worker (cores − 1); a second one takes the stage from
    // about 167 s to 110 s here. Worker threads would start faster still, but the native bundlers and
    // PGlite crash in them.
    maxWorkers: 2,
    // The fault matrix's vitest cells are also written down for the table the browser run prints.
    reporters: ['default', './deploy/scripts/fault-matrix-vitest-reporter.ts'],
    coverage: {
      provider: 'v8',
      include: MODEL_FOLDERS.map((folder) => `${folder}/**/*.{ts,tsx}`),
      exclude: ['**/*.test.{ts,tsx}'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.tmp/coverage',
      // One threshold per folder (not one over all of them), so a well-tested folder cannot hide another.
      thresholds: Object.fromEntries(MODEL_FOLDERS.map((folder) => [`${folder}/**`, { lines: 90 }])),
    },
  },
});
