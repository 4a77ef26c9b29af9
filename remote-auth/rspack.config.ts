import { createAppConfig } from '../deploy/build/create-app-config.ts';

export default createAppConfig({
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
});
