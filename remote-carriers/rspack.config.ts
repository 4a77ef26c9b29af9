import { createAppConfig, createNodeConfig } from '../deploy/build/create-app-config.ts';

const options = {
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_carriers',
  devPort: 3103,
  exposes: {
    './carriers': './src/pages/carriers/index.ts',
  },
} as const;

// The browser build, and the node build the host server renders the steps with (issue 37).
export default [createAppConfig(options), createNodeConfig(options)];
