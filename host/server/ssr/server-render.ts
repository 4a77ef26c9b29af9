/**
 * The host server's side of rendering a signed-in step (issue 37): which steps it renders, the
 * shopper's session, the step's release and its node build, the platform as the proxy would reach it,
 * a time budget; on any failure the page is served as before (the server's first paint, the step
 * rendered in the browser) and the failure is logged once per release.
 *
 * The render itself is the host's node build (`host/src/server-render.tsx`, built into
 * `host/dist/server/render.cjs`), run in a render thread (`render-threads.ts`) that loads it once per
 * host build: the server never renders one build's markup for another build's scripts. What the render
 * may ask of the platform is `platform-reads.ts`.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ShopConfig } from '@portal/shared/config';
import { usesQuoteFlow } from '@portal/shared/flows';
import { SELECTING_COOKIE } from '@portal/shared/page-frame';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RenderedStep, RenderRequest } from '../../src/server-render';
import { SESSION_COOKIE, sessionConsumerId } from '../platform-session';
import type { NodeBuilds, StepStyles } from './node-builds';
import type { RenderFailure } from './render-task';
import { type RenderThreads, renderThreads } from './render-threads';

/**
 * Where a shop's return is kept: the draft flow's selection on the platform, the quote flow's in the tab
 * (`@portal/shared/flows`), and an ecommerce-less shop's items typed in the tab (a quote flow of its own).
 */
type Flow = 'draft' | 'quote' | 'typed-in';

const flowOf = (config: ShopConfig): Flow =>
  config.isEcommerceless ? 'typed-in' : usesQuoteFlow(config) ? 'quote' : 'draft';

/** A step the server renders: its remote and page, and the flows whose data for it is on the platform alone. */
export interface ServerRenderedStep {
  remote: RenderRequest['step']['remote'];
  app: string;
  page: string;
  flows: readonly Flow[];
  /** Left to the browser while the tab holds a selection in progress, which the page shows and the server cannot read. */
  showsTabSelection?: true;
}

/** What the browser says of its tab (cookies, since the server cannot read session storage). */
export interface TabState {
  /** A selection is in progress at select items (`SELECTING_COOKIE`). */
  selecting: boolean;
}

export const tabStateOf = (request: Pick<FastifyRequest, 'cookies'>): TabState => ({
  selecting: request.cookies[SELECTING_COOKIE] !== undefined,
});

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
    showsTabSelection: true,
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

/**
 * The step at route `kind` when the server renders it for `config`'s shop and a tab in state `tab`; null: the
 * page is served as before. Select items with a selection in progress is the browser's: drawn by the server,
 * its cards would be unselected until the tab's selection is read back, and then change on screen.
 */
export function serverRenderedStep(
  kind: string,
  config: ShopConfig,
  tab: TabState,
): ServerRenderedStep | null {
  const step = SERVER_RENDERED[kind];
  if (!step?.flows.includes(flowOf(config))) return null;
  return step.showsTabSelection && tab.selecting ? null : step;
}

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
  /** Render threads (`render-threads.ts`); 0: renders run on the server's own thread. */
  threads: number;
  /** The headers the proxy would send the platform for this request (forwarded host, address, protocol). */
  forwardedHeaders: (request: FastifyRequest) => Record<string, string>;
  /** The toggles a `feature.{name}` parameter may force (`/features`). */
  featureOverrides: readonly string[];
  log: FastifyBaseLogger;
}

/** Renders signed-in steps on the server; null means "serve the page as before". */
export class StepRenderer {
  /** The failures logged already, one per release and reason. */
  private readonly logged = new Set<string>();
  /** The host build's renderer (`host/src/server-render.tsx`), which each render thread loads. */
  private readonly file: string;
  private readonly threads: RenderThreads;

  constructor(private readonly options: StepRendererOptions) {
    this.file = path.join(options.appsRoot, 'host', 'dist', 'server', 'render.cjs');
    this.threads = renderThreads(options.threads);
  }

  /**
   * The render of `step` (`serverRenderedStep`'s answer for `request`'s path) for the shopper whose session
   * the request carries, with the session's release of the step, begun: null at once when the request carries
   * no platform session, the host has no node build, or the release has none.
   * Otherwise the page can be sent up to its `#root` (with the step's `styles`) while `rendered` settles:
   * the step, or null when the platform knows no such session or anything fails or is late (the page then
   * falls back).
   */
  async begin(
    request: FastifyRequest,
    step: ServerRenderedStep,
    config: ShopConfig,
    language: string,
    release: { version: string; builtIn: boolean } | null,
  ): Promise<PendingRender | null> {
    const cookie = request.headers.cookie;
    if (!release || !cookie || !request.cookies[SESSION_COOKIE]) return null;
    const where = `${step.app}@${release.version}`;
    const failed = (error: RenderFailure | Error) => {
      // The render's own reasons, or the session's look-up that outlived the budget: the platform's slowness.
      const reason =
        'reason' in error ? error.reason : (error as Error).name === 'TimeoutError' ? 'data' : 'render';
      const key = `${where}:${reason}`;
      if (!this.logged.has(key)) {
        this.logged.add(key);
        const err =
          error instanceof Error ? error : Object.assign(new Error(error.message), { stack: error.stack });
        this.options.log.warn({ err, release: where, reason }, 'Step rendered in the browser instead');
      }
      return null;
    };
    const ready = await Promise.all([
      stat(this.file).catch(() => null),
      this.options.builds.of({ app: step.app, ...release }),
    ]).catch(failed);
    const [built, build] = ready ?? [];
    if (!built || !build) return null;
    const rendered = (async () => {
      // Within the same budget as the step's data: a page waits for neither longer.
      const consumerId = await sessionConsumerId(this.options.coreApiUrl, cookie, this.options.dataBudgetMs);
      if (!consumerId) return null;
      const outcome = await this.threads.run({
        rendererFile: this.file,
        request: {
          url: request.url,
          config,
          language,
          consumerId,
          step: { remote: step.remote, page: step.page, version: release.version, nodeEntry: build.entry },
          labelHosts: this.options.labelHosts,
          dataBudgetMs: this.options.dataBudgetMs,
        },
        reads: {
          cookie,
          consumerId,
          forwarded: this.options.forwardedHeaders(request),
          coreApiUrl: this.options.coreApiUrl,
          voltaApiUrl: this.options.voltaApiUrl,
          featureOverrides: this.options.featureOverrides,
        },
      });
      return 'step' in outcome ? outcome.step : failed(outcome.failed);
    })().catch(failed);
    return { styles: build.styles[step.page] ?? { css: '', hrefs: [] }, rendered };
  }

  /** Ends the render threads (the server is closing). */
  close(): Promise<void> {
    return this.threads.close();
  }
}
