import { createAppConfig } from '../deploy/build/create-app-config.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  federationName: 'remote_auth',
  devPort: 3101,
  exposes: {
    './sign-in': './src/pages/sign-in/index.ts',
    './magic-link-landing': './src/pages/magic-link-landing/index.ts',
    './withdrawal': './src/pages/withdrawal/index.ts',
  },
});
