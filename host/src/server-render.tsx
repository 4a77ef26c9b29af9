/**
 * The host's node build (issue 37): renders a signed-in step on the server, the page the browser then
 * hydrates. The host server (host/server/ssr/) loads this module once per host build and calls
 * `renderStep` per request, with the step's release (a node build published with the browser build of
 * the same release), the shopper's session and the request's own transport to the platform.
 *
 * One request, one scope: the bus and the step's stores are forked, the step's data is run in the fork
 * with `allSettled` (the same event the page's gate fires in a browser, so the browser's model finds it
 * done and asks nothing again), and the scope's values are serialised for the browser's `fork({ values })`.
 * Nothing here keeps state across requests but caches of immutable things: texts per shop and language,
 * and the loaded releases per version.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { $consumerId, $shopConfig, $stepError, Provider, type ShopConfig } from '@portal/shared';
import {
  createServerI18n,
  I18nextProvider,
  type PageStart,
  StaticRouter,
  serverTransportInstalled,
} from '@portal/shared/server-render';
import { allSettled, type Effect, type EventCallable, fork, is, type Scope, serialize } from 'effector';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app/app';
import { LoadedPages } from './features/remote-step/remote-page';
import type { RemoteName } from './features/remote-step/remote-registry';

type Transport = (url: string, init: RequestInit) => Promise<Response>;

const transports = new AsyncLocalStorage<Transport>();
serverTransportInstalled(() => transports.getStore());

/** A page a remote exposes, as its node build exports it. */
interface StepModule {
  default: ComponentType;
  /**
   * What loads the page's data, run by the server first with the address asked for and the page
   * language: the event its gate fires in a browser, or one whose result the gate then finds in the scope
   * the browser hydrated, or an effect that fails when the page is to be sent as before.
   */
  pageStarted?: EventCallable<PageStart> | Effect<PageStart, unknown>;
}

/** What one render needs. */
export interface RenderRequest {
  /** The path and query the shopper asked for. */
  url: string;
  config: ShopConfig;
  language: string;
  consumerId: string;
  step: {
    remote: RemoteName;
    page: string;
    /** The release's version, for messages. */
    version: string;
    /** The release's node entry (`file:` URL of `server/remoteEntry.js`). */
    nodeEntry: string;
  };
  /** Sends a step's request to the platform with the shopper's session. */
  transport: Transport;
  /** Where labels may come from: the list the page carries (`<script id="label-hosts">`). */
  labelHosts: readonly string[];
  /** How long the step's data may take; past it the render is given up (the page falls back). */
  dataBudgetMs: number;
}

/** A rendered step: the markup of `#root` and the scope's values for the browser. */
export interface RenderedStep {
  html: string;
  values: Record<string, unknown>;
}

/** The render could not be done in time or at all: the page is served as before, rendered in the browser. */
export class RenderFallback extends Error {
  constructor(
    message: string,
    readonly reason: 'release' | 'data' | 'render',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'RenderFallback';
  }
}

// Each node build under a name of its own, by its entry: two versions of a step can be live at once (a
// split), the host's own build and a release can share a version, and the runtime keeps one container per name.
const registered = new Map<string, string>();

async function loadStep(step: RenderRequest['step']): Promise<StepModule> {
  let name = registered.get(step.nodeEntry);
  if (!name) {
    name = `${step.remote}__${registered.size}`;
    registerRemotes([{ name, entryGlobalName: step.remote, entry: step.nodeEntry }]);
    registered.set(step.nodeEntry, name);
  }
  const module = await loadRemote<StepModule>(`${name}/${step.page}`);
  if (!module?.default) throw new Error(`${step.remote}/${step.page}@${step.version} has no page`);
  return module;
}

type Texts = Awaited<ReturnType<typeof createServerI18n>>;

const texts = new Map<string, Promise<Texts>>();

/** The texts of a shop in a language, made once per configuration (a new configuration, new texts). */
function textsFor(config: ShopConfig, language: string): Promise<Texts> {
  const key = `${language}\u0000${JSON.stringify(config.translations ?? {})}`;
  let instance = texts.get(key);
  if (!instance) {
    instance = createServerI18n({ config, lang: language });
    instance.catch(() => texts.delete(key));
    texts.set(key, instance);
  }
  return instance;
}

function withinBudget<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderFallback(`${what} took longer than ${ms} ms`, 'data')), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** React's whole render of `tree`, once everything in it is ready (no fallbacks streamed: no inline scripts). */
function renderAll(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Everything in place: React otherwise moves a large boundary (the scale consumer's 300 cards) out
      // into a segment that an inline script puts back, which the page's CSP does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error);
        stream.abort();
      },
    });
  });
}

/** Runs the page's start in `scope`; a start that is an effect and fails gives the page as before. */
async function start(started: NonNullable<StepModule['pageStarted']>, scope: Scope, params: PageStart) {
  if (!is.effect(started)) return allSettled(started as EventCallable<PageStart>, { scope, params });
  const settled = await allSettled(started as Effect<PageStart, unknown>, { scope, params });
  if (settled.status === 'fail')
    throw new RenderFallback('The page is not rendered on the server', 'data', { cause: settled.value });
}

/**
 * Renders the step at `request.url`: its release loaded (once per version), its data run in a fork of
 * the bus with the shopper's session, then the whole shell with the step's markup.
 */
export async function renderStep(request: RenderRequest): Promise<RenderedStep> {
  const { config, language, step } = request;
  const [module, texts] = await Promise.all([
    loadStep(step).catch((error: unknown) => {
      throw new RenderFallback(`${step.remote}@${step.version} could not be loaded`, 'release', {
        cause: error,
      });
    }),
    textsFor(config, language),
  ]);
  const scope = fork({
    values: [
      [$shopConfig, config],
      [$consumerId, request.consumerId],
    ],
  });
  if (module.pageStarted) {
    const started = module.pageStarted;
    const params: PageStart = { url: request.url, labelHosts: request.labelHosts, language };
    await withinBudget(
      transports.run(request.transport, () => start(started, scope, params)),
      request.dataBudgetMs,
      'The step data',
    );
  }
  // A step whose data failed shows the error screen, or a session the platform ended goes to sign-in:
  // both are the browser's to do, as without a server render.
  if (scope.getState($stepError) || !scope.getState($consumerId))
    throw new RenderFallback(`${step.remote}/${step.page}: its data failed`, 'data');
  const pages = new Map([[`${step.remote}/${step.page}`, module.default]]);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  let html: string;
  try {
    html = await renderAll(
      <Provider value={scope}>
        <I18nextProvider i18n={texts}>
          <LoadedPages value={pages}>
            <App config={config} language={language} Router={Router} />
          </LoadedPages>
        </I18nextProvider>
      </Provider>,
    );
  } catch (error) {
    throw new RenderFallback(`${step.remote}/${step.page} failed to render`, 'render', { cause: error });
  }
  // The shop's configuration is on the page already (`#shop-config`): not twice.
  return { html, values: serialize(scope, { ignore: [$shopConfig] }) };
}
