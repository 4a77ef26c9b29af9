import { createAppConfig, createNodeConfig } from '../deploy/build/create-app-config.ts';

const options = {
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_auth',
  devPort: 3101,
  // The sign-in page is on the tightest budget: it loads its code as one file.
  sharedChunkMinSize: 40_000,
  exposes: {
    './sign-in': './src/pages/sign-in/index.ts',
    './magic-link-landing': './src/pages/magic-link-landing/index.ts',
    './withdrawal': './src/pages/withdrawal/index.ts',
  },
} as const;

// The browser build, and the node build the host server renders the steps with (issue 37).
export default [createAppConfig(options), createNodeConfig(options)];
