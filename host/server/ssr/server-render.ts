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
import type { NodeBuilds, StepStyles } from './node-builds';

/** The steps rendered on the server, by route kind: their remote and page. */
export const SERVER_RENDERED: Record<
  string,
  { remote: RenderRequest['step']['remote']; app: string; page: string }
> = {
  'select-items': { remote: 'remote_selection', app: 'remote-selection', page: 'select-items' },
};

type Renderer = typeof import('../../src/server-render');

/** A render under way: the stylesheets its page needs at once, and the step when it is ready (null: fall back). */
export interface PendingRender {
  styles: StepStyles;
  rendered: Promise<RenderedStep | null>;
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

/** Renders signed-in steps on the server; null means "serve the page as before". */
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
   * The render of the step at `request`'s path for the shopper whose session the request carries, with
   * the session's release of the step, begun: null at once when the page is not one the server renders,
   * the request carries no platform session, or the release has no node build. Otherwise the page can be
   * sent up to its `#root` (with the step's `styles`) while `rendered` settles: the step, or null when
   * the platform knows no such session or anything fails or is late (the page then falls back).
   */
  async begin(
    request: FastifyRequest,
    kind: string,
    config: ShopConfig,
    language: string,
    release: { version: string; builtIn: boolean } | null,
  ): Promise<PendingRender | null> {
    const step = SERVER_RENDERED[kind];
    const cookie = request.headers.cookie;
    if (!step || !release || !cookie || !request.cookies[SESSION_COOKIE]) return null;
    const where = `${step.app}@${release.version}`;
    const failed = (error: unknown) => {
      // The render's own reasons, or the session's look-up that outlived the budget: the platform's slowness.
      const reason =
        (error as { reason?: string }).reason ??
        ((error as Error).name === 'TimeoutError' ? 'data' : 'render');
      const key = `${where}:${reason}`;
      if (!this.logged.has(key)) {
        this.logged.add(key);
        this.options.log.warn({ err: error, release: where, reason }, 'Step rendered in the browser instead');
      }
      return null;
    };
    const ready = await Promise.all([
      this.renderer(),
      this.options.builds.of({ app: step.app, ...release }),
    ]).catch(failed);
    const [renderer, build] = ready ?? [];
    if (!renderer || !build) return null;
    const rendered = (async () => {
      // Within the same budget as the step's data: a page waits for neither longer.
      const consumerId = await sessionConsumerId(this.options.coreApiUrl, cookie, this.options.dataBudgetMs);
      if (!consumerId) return null;
      return renderer.renderStep({
        url: request.url,
        config,
        language,
        consumerId,
        step: { remote: step.remote, page: step.page, version: release.version, nodeEntry: build.entry },
        transport: this.transport(request, cookie, consumerId),
        dataBudgetMs: this.options.dataBudgetMs,
      });
    })().catch(failed);
    return { styles: build.styles[step.page] ?? { css: '', hrefs: [] }, rendered };
  }

  /**
   * The platform as the proxy reaches it for this request: only reading the consumer's own paths, with
   * the shopper's cookie and the forwarded headers. A step asking for anything else during a render (a
   * write has no place in answering a page's GET) is refused, and the page falls back.
   */
  private transport(request: FastifyRequest, cookie: string, consumerId: string): RenderRequest['transport'] {
    const allowed = `${consumerPath(consumerId)}/`;
    const forwarded = this.options.forwardedHeaders(request);
    return (url, init) => {
      if (!url.startsWith(allowed) || (init.method ?? 'GET') !== 'GET')
        return Promise.reject(new Error(`Not asked during a server render: ${init.method} ${url}`));
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
      return fetch(`${this.options.coreApiUrl}${url}`, { ...init, headers, credentials: undefined });
    };
  }
}
