import { createAppConfig } from '../deploy/build/create-app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_carriers',
  devPort: 3103,
  exposes: {
    './carriers': './src/pages/carriers/index.ts',
  },
});
