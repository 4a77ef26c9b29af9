/**
 * The host server's side of rendering a signed-in step (issue 37): which steps it renders, the
 * shopper's session, the step's release and its node build, the platform as the proxy would reach it,
 * a time budget; on any failure the page is served as before (the server's first paint, the step
 * rendered in the browser) and the failure is logged once per release.
 *
 * The render itself is the host's node build (`host/src/server-render.tsx`, built into
 * `host/dist/server/render.cjs`), loaded once per host build: the server never renders one build's
 * markup for another build's scripts.
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ShopConfig } from '@portal/shared/config';
import { consumerPath } from '@portal/shared/server';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RenderedStep, RenderRequest } from '../../src/server-render';
import { SESSION_COOKIE, sessionConsumerId } from '../platform-session';
import type { NodeBuilds } from './node-builds';

/** The steps rendered on the server, by route kind: their remote and page. */
export const SERVER_RENDERED: Record<
  string,
  { remote: RenderRequest['step']['remote']; app: string; page: string }
> = {
  'select-items': { remote: 'remote_selection', app: 'remote-selection', page: 'select-items' },
};

type Renderer = typeof import('../../src/server-render');

/** A step the server rendered: its markup, its scope's values, the stylesheets it needs. */
export interface ServerRenderedStep extends RenderedStep {
  styles: string[];
}

/** What the render depends on. */
export interface StepRendererOptions {
  appsRoot: string;
  coreApiUrl: string;
  builds: NodeBuilds;
  /** How long the platform may take for a step's data before the page falls back (ms). */
  dataBudgetMs: number;
  /** The headers the proxy would send the platform for this request (forwarded host, address, protocol). */
  forwardedHeaders: (request: FastifyRequest) => Record<string, string>;
  log: FastifyBaseLogger;
}

/** Renders signed-in steps on the server; null from `render` means "serve the page as before". */
export class StepRenderer {
  private loaded: { mtimeMs: number; renderer: Promise<Renderer> } | null = null;
  /** The failures logged already, one per release and reason. */
  private readonly logged = new Set<string>();
  private readonly file: string;

  constructor(private readonly options: StepRendererOptions) {
    this.file = path.join(options.appsRoot, 'host', 'dist', 'server', 'render.cjs');
  }

  /** The host build's renderer, loaded again when the host is rebuilt; null when there is none. */
  private async renderer(): Promise<Renderer | null> {
    const stats = await stat(this.file).catch(() => null);
    if (!stats) return null;
    if (this.loaded?.mtimeMs !== stats.mtimeMs) {
      const require = createRequire(import.meta.url);
      delete require.cache[this.file];
      const module = require(this.file) as { loadRenderer: () => Promise<Renderer> };
      this.loaded = { mtimeMs: stats.mtimeMs, renderer: module.loadRenderer() };
    }
    return this.loaded.renderer;
  }

  /**
   * The step at `request`'s path rendered for the shopper whose session the request carries, with the
   * session's release of the step; null when the page is not one the server renders, the shopper is
   * not signed in, the release has no node build, or anything fails or is late.
   */
  async render(
    request: FastifyRequest,
    kind: string,
    config: ShopConfig,
    language: string,
    release: { version: string; builtIn: boolean } | null,
  ): Promise<ServerRenderedStep | null> {
    const step = SERVER_RENDERED[kind];
    const cookie = request.headers.cookie;
    if (!step || !release || !cookie || !request.cookies[SESSION_COOKIE]) return null;
    const where = `${step.app}@${release.version}`;
    try {
      const [renderer, build] = await Promise.all([
        this.renderer(),
        this.options.builds.of({ app: step.app, ...release }),
      ]);
      if (!renderer || !build) return null;
      const consumerId = await sessionConsumerId(this.options.coreApiUrl, cookie);
      if (!consumerId) return null;
      const rendered = await renderer.renderStep({
        url: request.url,
        config,
        language,
        consumerId,
        step: { remote: step.remote, page: step.page, version: release.version, nodeEntry: build.entry },
        transport: this.transport(request, cookie, consumerId),
        dataBudgetMs: this.options.dataBudgetMs,
      });
      return { ...rendered, styles: build.styles[step.page] ?? [] };
    } catch (error) {
      const reason = (error as { reason?: string }).reason ?? 'render';
      const key = `${where}:${reason}`;
      if (!this.logged.has(key)) {
        this.logged.add(key);
        this.options.log.warn({ err: error, release: where, reason }, 'Step rendered in the browser instead');
      }
      return null;
    }
  }

  /**
   * The platform as the proxy reaches it for this request: only the consumer's own paths, with the
   * shopper's cookie and the forwarded headers. A step asking for anything else during a render is
   * refused (the render falls back).
   */
  private transport(request: FastifyRequest, cookie: string, consumerId: string): RenderRequest['transport'] {
    const allowed = `${consumerPath(consumerId)}/`;
    const forwarded = this.options.forwardedHeaders(request);
    return (url, init) => {
      if (!url.startsWith(allowed)) return Promise.reject(new Error(`Not rendered on the server: ${url}`));
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
      return fetch(`${this.options.coreApiUrl}${url}`, { ...init, headers, credentials: undefined });
    };
  }
}
