/**
 * The host's and the remotes' production builds under `/apps/{app}/{version}/`. Manifests and entry
 * files are revalidated every time (so a new version is picked up at once); content-hashed files
 * never change and are cached for a year.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { APPS } from '../config';

const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

/** The cache policy of one built file. */
export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The version an app is served under: its package.json version. */
export function appVersion(appsRoot: string, app: string): string {
  const pkg = JSON.parse(readFileSync(path.join(appsRoot, app, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The URL prefix of an app's files. */
export const appPrefix = (appsRoot: string, app: string) => `/apps/${app}/${appVersion(appsRoot, app)}/`;

export async function appRoutes(app: FastifyInstance, appsRoot: string) {
  for (const name of APPS) {
    const root = path.join(appsRoot, name, 'dist');
    // A remote that is not built (or deployed elsewhere) is simply not served here.
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: appPrefix(appsRoot, name),
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControlFor(filePath)),
    });
  }
}
