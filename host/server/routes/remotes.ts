/** `GET /remotes.json`: where this merchant's remotes are, so the host is built without any remote URL. */
import { remotesManifestSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { REMOTES, type ServerOptions } from '../config';
import { appPrefix } from './apps';

/** The remotes manifest for these settings. */
export function remotesManifest(options: Pick<ServerOptions, 'appsRoot' | 'remoteEntries'>) {
  return remotesManifestSchema.parse({
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry:
        options.remoteEntries[remote.name] ?? `${appPrefix(options.appsRoot, remote.app)}mf-manifest.json`,
    })),
  });
}

export function remotesRoutes(app: FastifyInstance, options: ServerOptions) {
  app.get('/remotes.json', async (_, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotesManifest(options);
  });
}
