import { createRequire } from 'node:module';
import path from 'node:path';
import { createAppConfig, createNodeConfig } from '../deploy/build/create-app-config.ts';
import { FontsPlugin } from '../deploy/build/fonts-plugin.ts';

const require = createRequire(import.meta.url);
const flags = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');

const config = createAppConfig({
  dir: import.meta.dirname,
  kind: 'host',
  federationName: 'host',
  devPort: 3100,
  // Flags as SVG files: emoji flags do not render on every system (Windows shows letters).
  copy: [{ from: flags, to: 'flags' }],
});
// The shops' web fonts are the host's: it owns the branding, and the server puts them on the page.
config.plugins?.push(new FontsPlugin(import.meta.dirname));

// The browser build, and the node build the host server renders signed-in steps with (issue 37).
export default [
  config,
  createNodeConfig({
    dir: import.meta.dirname,
    kind: 'host',
    federationName: 'host',
    serverEntry: './src/server-entry.ts',
  }),
];
