import { createRequire } from 'node:module';
import path from 'node:path';
import { createAppConfig } from '../deploy/build/create-app-config.ts';

const require = createRequire(import.meta.url);
const flags = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'host',
  federationName: 'host',
  devPort: 3100,
  // Flags as SVG files: emoji flags do not render on every system (Windows shows letters).
  copy: [{ from: flags, to: 'flags' }],
});
