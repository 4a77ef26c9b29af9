/**
 * Where this merchant's remotes are, for this shopper session: `GET /remotes.json`, and the same list
 * the page carries. Without releases each remote is its build served here (or where its
 * REMOTE_*_ENTRY points); with RELEASE_ENV the environment file decides, per merchant and session.
 */
import type { Step } from '@portal/releases/environment';
import {
  AB_COOKIE,
  type BuiltInStep,
  forcedVariants,
  formatChoices,
  type LiveReleases,
  releasesMeta,
} from '@portal/releases/live-releases';
import { REMOTES } from '@portal/releases/remotes';
import { type RemotesManifest, remotesManifestSchema } from '@portal/shared/schemas';
import { resolveMerchantName } from '@portal/shared/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerOptions } from '../config';
import { readLimit } from '../read-limit';
import type { SharedLimits } from '../shared-counters';
import { signedCookie } from '../signed-cookie';
import { appPrefix, appVersion } from './apps';

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

/** Each step's own build, live while nothing is promoted for it. */
export function builtInSteps(
  options: Pick<ServerOptions, 'appsRoot' | 'remoteEntries'>,
): Record<Step, BuiltInStep> {
  const { remotes } = remotesManifest(options);
  return Object.fromEntries(
    REMOTES.map((remote, index) => [
      remote.app,
      { entry: remotes[index]?.entry ?? '', version: appVersion(options.appsRoot, remote.app) },
    ]),
  ) as Record<Step, BuiltInStep>;
}

/** What a page or `/remotes.json` gets: the list, and the versions for engineers (null without releases). */
export interface SessionRemotes {
  manifest: RemotesManifest;
  meta: string | null;
  /** The A/B session (`portal-ab`) the page is served for; null without releases. */
  abSession: string | null;
}

/**
 * The remotes for this request's merchant and session; with releases, the session's choices are kept
 * in (or first given) the `portal-ab` cookie.
 */
export function sessionRemotes(
  live: LiveReleases | null,
  fixed: RemotesManifest,
  merchant: string,
  request: FastifyRequest,
  reply: FastifyReply,
): SessionRemotes {
  if (!live) return { manifest: fixed, meta: null, abSession: null };
  // Signed: a cookie a shopper wrote to pick an arm fails the check and gets a fresh assignment.
  const kept = signedCookie(request, AB_COOKIE);
  const { steps, choices } = live.resolve(merchant, kept, forcedVariants(request.query));
  const value = formatChoices(choices);
  if (value !== kept)
    reply.setCookie(AB_COOKIE, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      signed: true,
    });
  const manifest = remotesManifestSchema.parse({
    remotes: steps.map((step) => ({
      name: REMOTES.find((remote) => remote.app === step.step)?.name,
      entry: step.entry,
      fallback: step.fallback,
      variant: step.variant,
      version: step.version,
    })),
  });
  return { manifest, meta: releasesMeta(steps), abSession: choices.sessionId };
}

/** What `/remotes.json` depends on: the builds, where remotes moved, and the live releases if any. */
interface RemotesRoutesOptions extends Pick<ServerOptions, 'appsRoot' | 'remoteEntries' | 'originOverride'> {
  live: LiveReleases | null;
  limits: SharedLimits;
}

/** Registers `GET /remotes.json`, rate-limited per address (read-limit.ts). */
export const remotesRoutes: FastifyPluginAsync<RemotesRoutesOptions> = async (app, options) => {
  const { live } = options;
  const fixed = remotesManifest(options);
  const config = await readLimit(app, options.limits, 'remotes');
  app.get('/remotes.json', { config }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    const merchant = resolveMerchantName(request.hostname, options.originOverride) ?? '';
    return sessionRemotes(live, fixed, merchant, request, reply).manifest;
  });
};
