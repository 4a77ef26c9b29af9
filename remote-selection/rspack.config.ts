import { createAppConfig } from '../deploy/build/create-app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_selection',
  devPort: 3102,
  exposes: {
    './select-items': './src/pages/select-items/index.ts',
    './confirm-items': './src/pages/confirm-items/index.ts',
  },
});
