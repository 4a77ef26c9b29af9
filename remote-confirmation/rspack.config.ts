import { createAppConfig } from '../deploy/build/create-app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_confirmation',
  devPort: 3104,
  exposes: {
    './order-confirmation': './src/pages/order-confirmation/index.ts',
    './request-confirmation': './src/pages/request-confirmation/index.ts',
    './error-screen': './src/pages/error-screen/index.ts',
  },
});
