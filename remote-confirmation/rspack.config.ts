import { createAppConfig, createNodeConfig } from '../deploy/build/create-app-config.ts';

const options = {
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_confirmation',
  devPort: 3104,
  exposes: {
    './order-confirmation': './src/pages/order-confirmation/index.ts',
    './request-confirmation': './src/pages/request-confirmation/index.ts',
    './error-screen': './src/pages/error-screen/index.ts',
  },
} as const;

// The browser build, and the node build the host server renders the steps with (issue 37).
export default [createAppConfig(options), createNodeConfig(options)];
