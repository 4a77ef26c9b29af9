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
import { usesQuoteFlow } from '@portal/shared/flows';
import { consumerPath } from '@portal/shared/server';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RenderedStep, RenderRequest } from '../../src/server-render';
import { SESSION_COOKIE, sessionConsumerId } from '../platform-session';
import { featureResults } from '../routes/own-endpoints';
import type { NodeBuilds, StepStyles } from './node-builds';

/**
 * Where a shop's return is kept: the draft flow's selection on the platform, the quote flow's in the tab
 * (`@portal/shared/flows`), and an ecommerce-less shop's items typed in the tab (a quote flow of its own).
 */
type Flow = 'draft' | 'quote' | 'typed-in';

const flowOf = (config: ShopConfig): Flow =>
  config.isEcommerceless ? 'typed-in' : usesQuoteFlow(config) ? 'quote' : 'draft';

/** A step the server renders: its remote and page, and the flows whose data for it is on the platform alone. */
interface ServerRenderedStep {
  remote: RenderRequest['step']['remote'];
  app: string;
  page: string;
  flows: readonly Flow[];
}

/**
 * The steps rendered on the server, by route kind. Confirm items and carriers only in the draft flow: there
 * the platform keeps the selection (the draft return order); the quote flow keeps it only in the tab's
 * session storage, which the server cannot read, so its markup would be one the browser contradicts. An
 * ecommerce-less shop's select items is a form for items typed in the tab, with nothing of the platform's
 * to show.
 */
const SERVER_RENDERED: Record<string, ServerRenderedStep> = {
  'select-items': {
    remote: 'remote_selection',
    app: 'remote-selection',
    page: 'select-items',
    flows: ['draft', 'quote'],
  },
  'confirm-items': {
    remote: 'remote_selection',
    app: 'remote-selection',
    page: 'confirm-items',
    flows: ['draft'],
  },
  carriers: { remote: 'remote_carriers', app: 'remote-carriers', page: 'carriers', flows: ['draft'] },
  'order-confirmation': {
    remote: 'remote_confirmation',
    app: 'remote-confirmation',
    page: 'order-confirmation',
    flows: ['draft', 'quote', 'typed-in'],
  },
};

/** The step at route `kind` when the server renders it for `config`'s shop; null: the page is served as before. */
export function serverRenderedStep(kind: string, config: ShopConfig): ServerRenderedStep | null {
  const step = SERVER_RENDERED[kind];
  return step?.flows.includes(flowOf(config)) ? step : null;
}

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
  voltaApiUrl: string;
  /** Where labels may come from, as the pages say (`<script id="label-hosts">`). */
  labelHosts: readonly string[];
  builds: NodeBuilds;
  /** How long the platform may take for a step's data before the page falls back (ms). */
  dataBudgetMs: number;
  /** The headers the proxy would send the platform for this request (forwarded host, address, protocol). */
  forwardedHeaders: (request: FastifyRequest) => Record<string, string>;
  /** The toggles a `feature.{name}` parameter may force (`/features`). */
  featureOverrides: readonly string[];
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
    const step = serverRenderedStep(kind, config);
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
        transport: this.transport(request, cookie, consumerId, config),
        labelHosts: this.options.labelHosts,
        dataBudgetMs: this.options.dataBudgetMs,
      });
    })().catch(failed);
    return { styles: build.styles[step.page] ?? { css: '', hrefs: [] }, rendered };
  }

  /**
   * The platform as the proxy reaches it for this request: only the reads `serverRead` allows, with the
   * shopper's cookie and the forwarded headers; and the shop's display toggles (`/features`), answered
   * here as that endpoint answers the page (the page's `feature.{name}` parameters forwarded). A step asking
   * for anything else during a render (a write has no place in answering a page's GET) is refused, and the
   * page falls back.
   */
  private transport(
    request: FastifyRequest,
    cookie: string,
    consumerId: string,
    config: ShopConfig,
  ): RenderRequest['transport'] {
    const forwarded = this.options.forwardedHeaders(request);
    const pageQuery = Object.fromEntries(new URL(request.url, 'http://page.invalid').searchParams);
    return (url, init) => {
      const method = init.method ?? 'GET';
      const toggles =
        method === 'GET' && featuresAnswer(url, config, pageQuery, this.options.featureOverrides);
      if (toggles) return Promise.resolve(toggles);
      const upstream = serverRead(url, method, { consumerId, page: request.url }, this.options);
      if (!upstream)
        return Promise.reject(new Error(`Not asked during a server render: ${init.method} ${url}`));
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      for (const [name, value] of Object.entries(forwarded)) headers.set(name, value);
      return fetch(upstream, { ...init, headers, credentials: undefined });
    };
  }
}

/** The display toggles' endpoint, as a step asks it (`@portal/shared/features`). */
const FEATURES = '/features?';

/**
 * The answer of `/features` to a step's `url` during a render, as the endpoint answers the page (the shop's
 * toggles, forced by the page's `feature.{name}` parameters where allowed); null for any other URL.
 */
export function featuresAnswer(
  url: string,
  config: Pick<ShopConfig, 'features'>,
  pageQuery: Record<string, string>,
  overridable: readonly string[],
): Response | null {
  if (!url.startsWith(FEATURES)) return null;
  const names = (new URLSearchParams(url.slice(FEATURES.length)).get('names') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const answer = featureResults(names, config.features, pageQuery, overridable);
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}

const VOLTA = '/volta';
// The quote flow's confirmation (`/order-confirmation/{quoteUuid}`): a quote id is one plain path segment.
const QUOTE_PAGE = /^\/order-confirmation\/([\w-]+)\/?(?:\?|$)/;

/**
 * Where a server render's request goes (the upstream URL, as the proxy would send it), or null when it
 * may not be sent: a GET of the shopper's own consumer paths, or, on a quote's confirmation, the GET of
 * that quote's confirmation and nothing else of the volta API.
 */
export function serverRead(
  url: string,
  method: string,
  shopper: { consumerId: string; page: string },
  apis: { coreApiUrl: string; voltaApiUrl: string },
): string | null {
  if (method !== 'GET') return null;
  if (url.startsWith(`${consumerPath(shopper.consumerId)}/`)) return `${apis.coreApiUrl}${url}`;
  const quote = QUOTE_PAGE.exec(shopper.page)?.[1];
  if (quote && url === `${VOLTA}/confirmations/${quote}`)
    return `${apis.voltaApiUrl}${url.slice(VOLTA.length)}`;
  return null;
}
