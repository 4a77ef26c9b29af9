/**
 * Who may import whom (docs/architecture.md). `npm run lint` fails on any of these;
 * deploy/scripts/boundaries.test.ts plants one violation of each and checks it is caught.
 */
const APP = '(host|remote-[^/]+)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-imports-other-remote',
      comment: 'Remotes are built and released on their own: they meet only in @portal/shared.',
      severity: 'error',
      from: { path: '^(remote-[^/]+)/' },
      to: { path: '^remote-[^/]+/', pathNot: '^$1/' },
    },
    {
      name: 'outside-host-imports-host',
      comment:
        'The host is the shell: a remote runs inside whatever host release is live, the release domain lives in @portal/releases and shared rules in @portal/shared.',
      severity: 'error',
      from: { pathNot: '^host/' },
      to: { path: '^host/' },
    },
    {
      name: 'shared-imports-an-app',
      comment: 'Every app depends on @portal/shared, never the other way round.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `^(${APP}|deploy|e2e)/` },
    },
    {
      name: 'sandbox-imports-portal-schemas',
      comment:
        "The sandbox describes the platform's API on its own (deploy/sandbox/src/platform): the portal's schemas (@portal/shared/schemas, and the root entry that re-exports them) would copy the portal's mistakes into the stand-in meant to catch them.",
      severity: 'error',
      from: { path: '^deploy/sandbox/' },
      // The root entry re-exports them too.
      to: { path: '^shared/src/(api/(schemas|load-schemas)|index)\\.ts$' },
    },
    {
      name: 'api-imports-upward',
      comment:
        'api/ talks to the network and takes what it needs as arguments: it never reads a model, feature or page.',
      severity: 'error',
      from: { path: `^${APP}/src/api/` },
      to: { path: `^${APP}/src/(model|features|pages)/` },
    },
    {
      name: 'model-imports-upward',
      comment: 'Layers go pages -> features -> model -> api, never upward.',
      severity: 'error',
      from: { path: `^${APP}/src/model/` },
      to: { path: `^${APP}/src/(features|pages)/` },
    },
    {
      name: 'feature-imports-page',
      comment: 'Layers go pages -> features -> model -> api, never upward.',
      severity: 'error',
      from: { path: `^${APP}/src/features/` },
      to: { path: `^${APP}/src/pages/` },
    },
    {
      name: 'view-imports-api',
      comment: 'Pages and features reach the network only through a model.',
      severity: 'error',
      from: { path: `^${APP}/src/(pages|features)/` },
      to: { path: `^${APP}/src/api/` },
    },
    {
      name: 'no-circular',
      comment: 'A circle makes load order matter and hides which module owns a rule.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report|catalogue-dist|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
