/**
 * A federation runtime plugin of the host's node build: a remote's node entry named by a `file:` URL is
 * read from the disk. The host server keeps each release's node build in a folder of its own (host/server/
 * ssr/node-builds.ts); the node runtime would fetch an entry with `fetch`, which Node does not do for
 * `file:` URLs. The entry runs as the runtime runs a fetched one (a CommonJS wrapper in this context), with
 * its own folder as `__dirname`, where the node runtime then finds its chunks.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Container = NonNullable<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>>;

export default function fileEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-file-entry',
    async loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      const file = fileURLToPath(remoteInfo.entry);
      const code = await readFile(file, 'utf8');
      const module: { exports: Record<string, unknown> } = { exports: {} };
      new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: file,
      }).runInThisContext()(module.exports, module, createRequire(file), path.dirname(file), file);
      // `commonjs-module` with a name: the container under its name, as the runtime reads a fetched one.
      return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as Container;
    },
  };
}
