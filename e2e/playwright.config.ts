/**
 * The browser tests: real Debian Chromium against the production build, served by the real host
 * server and the sandbox backend on their own ports.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../deploy/scripts/chromium';
import { ANALYTICS_DATA_DIR } from './support/analytics';
import { HOST_PORT, SANDBOX_PORT } from './support/ports';
import { SANDBOX_MISFITS_FILE } from './support/sandbox-contract';

const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;

/**
 * The specs that start servers of their own (release and report hosts, nginx, Redis, PostgreSQL, load): a project
 * of their own, one at a time. Listed first, so they start first and their minutes overlap the rest
 * instead of running alone at the end.
 */
const INFRASTRUCTURE =
  /(replicas|releases|releases-nginx|releases-shared|releases-server-render|remote-styles|analytics|analytics-report|remote-navigation|server-render|server-render-fallback|server-render-steps|server-render-confirmation)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two on this project's 2-core machines (measured: docs/performance.md#the-test-suites-time); E2E_WORKERS
  // overrides it to measure another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A guard against a hang, not a speed check (budgets are the benchmarks' job): roomy for a busy 2-core machine.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Anti-aliasing may move a few pixels; anything a person would notice is far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002 },
  },
  // A missing or different baseline fails: baselines change only on purpose, with
  // `npm run test:visual:update` (which passes --update-snapshots), and are reviewed before a commit.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  // The fault matrix's table (calls × faults), then the run's summary: tests that needed a retry, and
  // the spec files' times (for `npm test`'s time table).
  reporter: [
    ['list'],
    ['./support/fault-matrix-reporter.ts'],
    ['./support/run-summary-reporter.ts'],
    // Fails the run when the sandbox gave an answer the platform's document does not allow.
    ['./support/sandbox-contract.ts'],
  ],
  outputDir: './test-results',
  projects: [
    { name: 'infrastructure', testMatch: INFRASTRUCTURE, workers: 1 },
    { name: 'portal', testIgnore: INFRASTRUCTURE },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    // Recording a trace costs every test about a third more CPU (the screencast and a DOM snapshot per action:
    // 179 → 111 CPU seconds for the visual and confirmation specs, measured), so only a retry records one. A
    // local run has no retry: `--trace on` (or `--retries 1`) records what a failure needs.
    trace: 'on-first-retry',
  },
  webServer: [
    {
      command: 'npx tsx deploy/sandbox/src/main.ts',
      cwd: '..',
      url: `${sandboxUrl}/health`,
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_PUBLIC_URL: sandboxUrl,
        // Magic links point at the shop's portal on this run's host port.
        SANDBOX_PORTAL_ORIGIN: `http://{merchant}.localhost:${HOST_PORT}`,
        SANDBOX_AUTH_ATTEMPTS_PER_MINUTE: '30',
        // Labels at once, nearly: a test whose subject is the wait uses an order with a delay of its own
        // (`labelDelayMs` in src/data/seed.ts).
        SANDBOX_LABEL_DELAY_MS: '200',
        SANDBOX_CONTRACT_MISFITS: SANDBOX_MISFITS_FILE,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx host/server/main.ts',
      cwd: '..',
      url: `http://localhost:${HOST_PORT}/healthz`,
      env: {
        PORT: String(HOST_PORT),
        CORE_API_URL: sandboxUrl,
        VOLTA_API_URL: `${sandboxUrl}/volta`,
        // The sandbox's payment page is the payment provider here.
        PAYMENT_HOSTS: sandboxUrl,
        // The sandbox serves the labels as the platform does.
        LABEL_HOSTS: sandboxUrl,
        LOG_LEVEL: 'warn',
        // Whatever NODE_ENV the run has: the tests force these display toggles with ?feature.{name}.
        FEATURE_OVERRIDES:
          'no-store-credit-preselection,hide-siy-label,insurance-tiers,force-expand-carriers,show-most-sustainable-option,use-new-commercial-invoices',
        // The collector's store: a folder of this run's port (the specs that read a store start a host
        // of their own), never a PostgreSQL server the shell happens to name.
        ANALYTICS_DATA_DIR,
        DATABASE_URL: '',
        // Every test's browser comes from this one address: it starts far more analytics sessions, and
        // sends more events, than the limits give one address (docs/analytics.md#the-session).
        ANALYTICS_NEW_SESSIONS_PER_HOUR: '1000000',
        ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: '1000000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
