/** `GET /remotes.json`: where this merchant's remotes are, so the host is built without any remote URL. */
import { type RemotesManifest, remotesManifestSchema } from '@portal/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { REMOTES, type ServerOptions } from '../config';
import { appPrefix } from './apps';

/**
 * The remotes manifest for these settings: each remote's manifest under its versioned `/apps` path,
 * or where its REMOTE_*_ENTRY variable points.
 */
export function remotesManifest(options: Pick<ServerOptions, 'appsRoot' | 'remoteEntries'>): RemotesManifest {
  return remotesManifestSchema.parse({
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry:
        options.remoteEntries[remote.name] ?? `${appPrefix(options.appsRoot, remote.app)}mf-manifest.json`,
    })),
  });
}

/** Registers `GET /remotes.json`; the list is fixed at start, like the versioned paths it names. */
export function remotesRoutes(app: FastifyInstance, options: ServerOptions) {
  const manifest = remotesManifest(options);
  app.get('/remotes.json', async (_, reply) => {
    reply.header('cache-control', 'no-cache');
    return manifest;
  });
}
