/**
 * Every page of the portal is the host's index.html with this merchant's configuration in it. The
 * client router decides what to show (and redirects unknown paths to `/` keeping the query).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { LiveReleases } from '@portal/releases/live-releases';
import { ACCESSIBILITY_PATH } from '@portal/shared/accessibility';
import type { ShopConfig } from '@portal/shared/config';
import type { FontFace } from '@portal/shared/fonts';
import { pickLanguage } from '@portal/shared/locales';
import { SERVER_RENDERED, SIGN_IN_PATHS } from '@portal/shared/page-frame';
import { resolveMerchantName, serializeForHtml } from '@portal/shared/server';
import { WITHDRAWAL_PATH } from '@portal/shared/withdrawal';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedStep } from '../../src/server-render';
import { startAfterFirstPaint } from '../after-paint';
import { type AnalyticsSessionIssuer, issueAnalyticsSession } from '../analytics-session';
import { type BrandingHead, brandingHead, readFontFaces } from '../branding';
import type { ServerOptions } from '../config';
import { type Consent, consentNotice, consentOf } from '../consent';
import { siteFooter } from '../footer';
import { type CachedPage, matchesEtag, PageCache, pickEncoding } from '../page-cache';
import {
  type PreloadHint,
  preloadLinks,
  type SignInPreloads,
  STEP_REMOTES,
  signInPreloads,
  stepPreloads,
} from '../preloads';
import type { ShopConfigs } from '../shop-configs';
import { STEP_KINDS, signInSkeleton, stepSkeleton } from '../skeleton';
import type { StepStyles } from '../ssr/node-builds';
import { type PendingRender, type StepRenderer, serverRenderedStep, tabStateOf } from '../ssr/server-render';
import { accessibilityStatement, statementTitle } from '../statement';
import { appPrefix, appVersion } from './apps';
import { remotesManifest, type SessionRemotes, sessionRemotes } from './remotes';

const PLACEHOLDER = '<!--portal-head-->';
// Paths that are never a page: a missing file or an unknown API call must not come back as HTML.
const NOT_A_PAGE = /^\/(apps|api|volta|uploads)(\/|$)|\.[a-z0-9]+$/i;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Whether the request is a page load: an `Accept` that takes HTML (browsers' navigations do). */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return true;
  return /(^|,)\s*(text\/html|text\/\*|\*\/\*)\s*(;|,|$)/i.test(accept);
}

/** What the head of every page gets besides the template: branding, data, and the sign-in page's preloads. */
export interface PageHead {
  remotes: unknown;
  /** Which release of each step this page runs, for engineers (`<meta name="portal-releases">`). */
  releasesMeta?: string | null;
  /** Where the page may send a shopper to pay (`@portal/shared/payment` reads it). */
  paymentHosts?: string[];
  /** Where a label may be downloaded from (`@portal/shared/payment` reads it too). */
  labelHosts?: string[];
  signInPreloads: SignInPreloads;
  branding?: BrandingHead;
  /** The server renders the step into the page: its heading is in the first paint, as on sign-in. */
  stepRendered?: boolean;
  /** The analytics settings (`<script id="portal-analytics">`, docs/analytics.md#the-client). */
  analytics?: AnalyticsIsland;
}

/** What the host's lazy analytics module reads from the page (the consent, from the notice itself). */
export interface AnalyticsIsland {
  enabled: boolean;
  collectorUrl: string;
  consentRequired: boolean;
}

/** The analytics island of a page of `config`. */
export function analyticsIsland(
  config: ShopConfig,
  settings: { enabled: boolean; collectorUrl: string } = { enabled: true, collectorUrl: '/collect' },
): AnalyticsIsland {
  return { ...settings, consentRequired: config.analyticsConsentRequired };
}

/** The origin of an http(s) image URL when it differs from the page's, else null. */
function foreignOrigin(url: string, pageOrigin: string): string | null {
  try {
    const target = new URL(url, pageOrigin);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
    return target.origin === pageOrigin ? null : target.origin;
  } catch {
    return null;
  }
}

/**
 * What goes in place of the placeholder: the shop's tokens and font, the configuration and the
 * remotes list (so the shell need not ask for it), and on sign-in pages the font and image preloads
 * and remote-auth's own styles (its first paint is laid out with them).
 */
export function headFor(
  config: ShopConfig,
  pathname: string,
  page: PageHead,
  pageOrigin = 'http://localhost',
): string {
  const signIn = SIGN_IN_PATHS.has(pathname);
  const parts = [
    ...(page.branding ? [page.branding.style] : []),
    // The fonts first: the first paint waits for them (branding.ts), not for the scripts a
    // server-rendered step fetches with the page.
    ...((signIn || page.stepRendered) && page.branding?.fontPreload ? [page.branding.fontPreload] : []),
    `<script id="shop-config" type="application/json">${serializeForHtml(config)}</script>`,
    `<script id="portal-remotes" type="application/json">${serializeForHtml(page.remotes)}</script>`,
    ...(page.releasesMeta
      ? [`<meta name="portal-releases" content="${escapeHtml(page.releasesMeta)}">`]
      : []),
    `<script id="payment-hosts" type="application/json">${serializeForHtml(page.paymentHosts ?? [])}</script>`,
    `<script id="label-hosts" type="application/json">${serializeForHtml(page.labelHosts ?? [])}</script>`,
    ...(page.analytics
      ? [`<script id="portal-analytics" type="application/json">${serializeForHtml(page.analytics)}</script>`]
      : []),
  ];
  const image = config.loginLeftSideImageUrl;
  if (signIn) {
    if (page.signInPreloads.css)
      parts.push(`<style id="remote-auth-styles">${page.signInPreloads.css}</style>`);
    if (image) {
      // The sign-in image is the largest thing on the screen: start loading it with the HTML, and
      // open the connection to its CDN before the preload scanner even reaches the tag.
      const origin = foreignOrigin(image, pageOrigin);
      if (origin) parts.push(`<link rel="preconnect" href="${escapeHtml(origin)}">`);
      // Phones do not show it (remote-auth's sign-in styles): they need not fetch it first.
      parts.push(
        `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" media="(min-width: 576px)">`,
      );
    }
  }
  return parts.join('\n    ');
}

/** A page of its own (unknown shop, broken configuration), with nothing of any merchant on it. */
function simplePage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#222;background:#f6f6f6}main{max-width:32rem;padding:2rem}h1{font-size:1.5rem}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
    );
}

/**
 * The host's stylesheet goes into the page itself: one request fewer before the first paint, and
 * the file is small (the CSP allows inline styles, not inline scripts).
 */
async function inlineStylesheets(html: string, dist: string): Promise<string> {
  const links = [...html.matchAll(/<link href="[^"]*\/([^/"]+\.css)" rel="stylesheet">/g)];
  let result = html;
  for (const [tag, file] of links) {
    const css = (await readFile(path.join(dist, file ?? ''), 'utf8')).replace(
      /\/\*# sourceMappingURL=[^*]*\*\//,
      '',
    );
    const style = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    // A function, so `$&` or `$'` in the CSS is not read as a replacement pattern.
    result = result.replace(tag, () => style);
  }
  return result;
}

interface Template {
  mtimeMs: number;
  /** Counts the builds read: part of every cached page's key. */
  build: number;
  html: string;
  signInPreloads: SignInPreloads;
  /** Each step's files from its remote's own build, by route kind. */
  stepPreloads: Record<string, PreloadHint[]>;
  fontFaces: FontFace[];
}

/** How often index.html is looked at for a rebuild: never per request. */
const TEMPLATE_CHECK_MS = 1000;

/**
 * The kind of route a path is, which is all a page's markup depends on besides the shop, language
 * and release set (the client router reads the rest of the path).
 */
export function routeKind(pathname: string): string {
  if (SIGN_IN_PATHS.has(pathname)) return 'sign-in';
  if (pathname === ACCESSIBILITY_PATH) return 'accessibility';
  // Both flows' confirmations: the first paint of any other page (the header), rendered on the server.
  if (ORDER_CONFIRMATION.test(pathname)) return 'order-confirmation';
  const kind = pathname.slice(1);
  return STEP_KINDS.has(kind) ? kind : 'other';
}

const ORDER_CONFIRMATION = /^\/order-confirmation(\/[^/]+)?\/?$/;

// The placeholders' look: quiet blocks in the shop's tint, the height of what comes in their place.
// The placeholders of a step's first paint. The footer is below the first screen from the start (the
// flow frame, `@portal/shared/page-frame`), so content arriving taller than them moves nothing in view.
const SKELETON_STYLE =
  '<style id="step-skeleton">.rp-skeleton{background:var(--rp-brand-tint);border-radius:var(--rp-radius);margin-block-end:var(--rp-space-3)}.rp-skeleton--line{height:1.5rem;max-width:16rem}.rp-skeleton--cards{height:7.5rem}.rp-skeleton--rows{height:4rem}</style>';

/** What the pages depend on: the builds, the shops' configurations and the live releases if any. */
interface PageRoutesOptions
  extends Pick<
    ServerOptions,
    'appsRoot' | 'remoteEntries' | 'originOverride' | 'paymentHosts' | 'labelHosts' | 'analytics'
  > {
  configs: ShopConfigs;
  live?: LiveReleases | null;
  /** Issues the pages' analytics sessions; none: analytics is off. */
  sessions?: AnalyticsSessionIssuer;
  /** Renders signed-in steps on the server (ssr/server-render.ts); none: every page as its first paint. */
  renderer?: StepRenderer | null;
}

/** Registers the page routes (`/` and every other GET path not claimed by another route). */
export const pageRoutes: FastifyPluginAsync<PageRoutesOptions> = async (app, options) => {
  const { configs, live = null } = options;
  const dist = path.join(options.appsRoot, 'host', 'dist');
  const indexFile = path.join(dist, 'index.html');
  const hostPrefix = appPrefix(options.appsRoot, 'host');
  const fixedRemotes = remotesManifest(options);
  // The sign-in page's preloads per remote-auth entry: its own build's, or a released one's manifest.
  const releasedAuthPreloads = new Map<string, SignInPreloads>();
  let template: Template | null = null;
  let builds = 0;
  let checked: { at: number; template: Promise<Template | null> } | null = null;
  const pages = new PageCache();

  /**
   * The template, read again only when index.html changes: a rebuild while the server runs (or a
   * server started before the first build) gets its new file names without a restart. The file is
   * looked at once a second at most, so a page served from the cache costs no file system call.
   */
  function currentTemplate(): Promise<Template | null> {
    const now = Date.now();
    if (checked && now - checked.at < TEMPLATE_CHECK_MS) return checked.template;
    const next = readTemplate();
    checked = { at: now, template: next };
    // A failed read is tried again by the next request, not a second later.
    next.catch(() => {
      if (checked?.template === next) checked = null;
    });
    return next;
  }

  async function readTemplate(): Promise<Template | null> {
    const stats = await stat(indexFile).catch(() => null);
    if (!stats) return null;
    if (template?.mtimeMs === stats.mtimeMs) return template;
    template = {
      mtimeMs: stats.mtimeMs,
      build: ++builds,
      html: await inlineStylesheets(await readFile(indexFile, 'utf8'), dist),
      signInPreloads: signInPreloads(options.appsRoot, options.remoteEntries.remote_auth),
      stepPreloads: Object.fromEntries(
        Object.entries(STEP_REMOTES).map(([kind, { app, expose }]) => [
          kind,
          stepPreloads(options.appsRoot, app, expose),
        ]),
      ),
      fontFaces: readFontFaces(dist),
    };
    return template;
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(pathname) || !acceptsHtml(request.headers.accept)) {
      return reply.code(404).header('cache-control', 'no-cache').send({ error: 'not_found' });
    }

    const merchant = resolveMerchantName(request.hostname, options.originOverride);
    const config = merchant ? await configs.get(merchant).catch((error: unknown) => error as Error) : null;
    if (config instanceof Error) {
      // What is wrong (a field the platform sent badly, an HTTP status) is for the engineers: the
      // shopper is told only that the shop cannot be shown now.
      request.log.error({ merchant, err: config }, 'Shop configuration unusable');
      return simplePage(
        reply,
        502,
        'Shop unavailable',
        'The configuration of this shop could not be loaded. Please try again later.',
      );
    }
    if (!config) return simplePage(reply, 404, 'Unknown shop', 'There is no returns portal at this address.');
    // A shop without the withdrawal function has no such page.
    if (pathname === WITHDRAWAL_PATH && !config.withdrawalEnabled) return reply.redirect('/');

    const loaded = await currentTemplate().catch((error: unknown) => {
      request.log.error({ err: error }, 'Host build unreadable');
      return null;
    });
    if (!loaded)
      return simplePage(reply, 503, 'Not built', 'The portal has not been built yet: run npm start.');

    // The shell's own rule, so the first paint and React agree.
    const lang = pickLanguage(request.cookies.lang, config.locales);
    const pageOrigin = `${request.protocol}://${request.host}`;
    // Per request: the A/B cookie it may set belongs to this reply, never to the cached page.
    const remotes = sessionRemotes(live, fixedRemotes, merchant ?? '', request, reply);
    // Drawn into the page by the server, so the page differs by it (only at a shop that asks).
    const consent: Consent = config.analyticsConsentRequired ? consentOf(request) : 'unknown';
    // The analytics session comes with the page (with the yes, at a shop that asks: routes/consent.ts),
    // like the A/B assignment it is bound to; the reply's cookie, never the cached page's.
    if (options.sessions && (!config.analyticsConsentRequired || consent === 'granted'))
      await issueAnalyticsSession(request, reply, options.sessions, remotes.abSession);
    const pending = await serverRender(request, config, pathname, lang, remotes);
    if (pending) {
      const html = renderPage(request, loaded, config, pathname, lang, pageOrigin, remotes, consent, pending);
      return streamPage(request, reply, html, pending);
    }
    const key = {
      build: loaded.build,
      consent,
      route: routeKind(pathname),
      lang,
      origin: pageOrigin,
      releases: live ? `${remotes.meta ?? ''}\u0000${JSON.stringify(remotes.manifest)}` : '',
    };
    const cached = pages.get(config, key, () =>
      renderPage(request, loaded, config, pathname, lang, pageOrigin, remotes, consent),
    );
    return sendPage(request, reply, cached);
  }

  /** The render of the step at `pathname` for this shopper, with the session's release, begun; else null. */
  async function serverRender(
    request: FastifyRequest,
    config: ShopConfig,
    pathname: string,
    lang: string,
    remotes: SessionRemotes,
  ): Promise<PendingRender | null> {
    const kind = routeKind(pathname);
    const step = serverRenderedStep(kind, config, tabStateOf(request));
    if (!options.renderer || !step) return null;
    const own = remotes.manifest.remotes.find((remote) => remote.name === step.remote);
    // The host's own build of the remote, a released version, or a remote deployed elsewhere (not rendered here).
    const builtIn = own?.entry === `${appPrefix(options.appsRoot, step.app)}mf-manifest.json`;
    const release = builtIn
      ? { version: appVersion(options.appsRoot, step.app), builtIn: true }
      : own?.variant && own.version
        ? { version: own.version, builtIn: false }
        : null;
    return options.renderer.begin(request, step, config, lang, release);
  }

  /** The page's HTML: the template with the shop's head, the first paint and the footer in it. */
  function renderPage(
    request: FastifyRequest,
    loaded: Template,
    config: ShopConfig,
    pathname: string,
    lang: string,
    pageOrigin: string,
    remotes: SessionRemotes,
    consent: Consent,
    serverRendered: PendingRender | null = null,
  ): string {
    const branding = brandingHead(config, loaded.fontFaces, `${hostPrefix}fonts/`, (message) =>
      request.log.warn(message),
    );
    const authEntry = remotes.manifest.remotes.find((remote) => remote.name === 'remote_auth');
    let preloads = loaded.signInPreloads;
    if (authEntry?.variant && authEntry.entry) {
      preloads =
        releasedAuthPreloads.get(authEntry.entry) ?? signInPreloads(options.appsRoot, authEntry.entry);
      releasedAuthPreloads.set(authEntry.entry, preloads);
    }
    const head = headFor(
      config,
      pathname,
      {
        remotes: remotes.manifest,
        releasesMeta: remotes.meta,
        signInPreloads: preloads,
        branding,
        paymentHosts: options.paymentHosts,
        labelHosts: options.labelHosts,
        analytics: analyticsIsland(config, options.analytics),
        stepRendered: serverRendered !== null,
      },
      pageOrigin,
    );
    // Functions as replacements: `$&`, `$'` in a shop's texts must be copied, not expanded.
    let html = loaded.html
      .replace(PLACEHOLDER, () => head)
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(lang)}"`)
      // The shop names the tab until a step's heading names it with its own words (PageHeading).
      .replace(
        /<title>[^<]*<\/title>/,
        () =>
          `<title>${escapeHtml(config.name)}</title><meta name="application-name" content="${escapeHtml(config.name)}">`,
      );
    if (SIGN_IN_PATHS.has(pathname)) {
      const skeleton = signInSkeleton(config, lang, hostPrefix);
      html = html.replace('<div id="root"></div>', () => `<div id="root">${skeleton}</div>`);
      const { common, byLanguage } = preloads;
      const texts = byLanguage[lang];
      html = startAfterFirstPaint(html, texts ? [...common, texts] : common);
    } else {
      const kind = routeKind(pathname);
      // The statement is the whole page, rendered here: it reads the same without the scripts.
      const statement = kind === 'accessibility';
      const skeleton = stepSkeleton(
        config,
        lang,
        hostPrefix,
        kind,
        statement ? accessibilityStatement(config, lang) : '',
      );
      html = html.replace('<div id="root"></div>', () =>
        // Marked where the server's render of the step takes the first paint's place (streamPage).
        serverRendered ? `${ROOT_START}${skeleton}${ROOT_END}` : `<div id="root">${skeleton}</div>`,
      );
      // The step's markup is painted before its scripts arrive, with its stylesheets: in the page, so the
      // paint waits for no request but the page (the same files come again with the step's code, cached).
      if (serverRendered)
        html = html.replace('</head>', () => `${inlineStepStyles(serverRendered.styles)}</head>`);
      if (statement)
        html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${statementTitle(config, lang)}</title>`);
      if (STEP_KINDS.has(kind)) html = html.replace('</head>', () => `${SKELETON_STYLE}</head>`);
      // The step's remote files, when this session runs the remote's own build (a release elsewhere
      // has files this server does not know).
      const hints = loaded.stepPreloads[kind] ?? [];
      const step = STEP_REMOTES[kind];
      const builtIn = step && `${appPrefix(options.appsRoot, step.app)}mf-manifest.json`;
      const ownBuild = remotes.manifest.remotes.some((remote) => remote.entry === builtIn);
      if (serverRendered)
        // Drawn with its content: the shell's scripts, fetched while the server renders, run after that
        // paint (after-paint.ts); run before it, as deferred scripts are, the paint would wait for them. The
        // step's own files, which only its hydration needs, are fetched after the paint: with the page, they
        // would compete with the paint's fonts (docs/performance.md).
        html = startAfterFirstPaint(
          html,
          ownBuild ? hints.filter((hint) => hint.as !== 'style') : [],
          'scripts-with-html',
        );
      else if (hints.length > 0 && ownBuild)
        html = html.replace('</head>', () => `${preloadLinks(hints)}</head>`);
    }
    // The notice first in the body: the first thing a screen reader or the keyboard meets, on the
    // first page, before any event could be sent (it is fixed at the bottom of the screen).
    if (config.analyticsConsentRequired)
      html = html.replace(/<body[^>]*>/, (body) => `${body}${consentNotice(config, lang, consent)}`);
    return html.replace('</body>', () => `${siteFooter(config, lang)}</body>`);
  }

  // Compressed once with the page: the compression plugin must not do it again per request.
  app.get('/', { compress: false }, page);
  app.get('/*', { compress: false }, page);
};

const ROOT_START = '<div id="root"><!--server-render-->';
const ROOT_END = '<!--/server-render--></div>';

/**
 * `#root` with the step the server rendered, and the scope's values the browser hydrates it from
 * (`fork({ values })`, host/src/bootstrap.tsx).
 */
const serverRenderedRoot = (step: RenderedStep) =>
  `<div id="root" ${SERVER_RENDERED}="">${step.html}</div><script id="portal-scope" type="application/json">${serializeForHtml(step.values)}</script>`;

/**
 * Sends a page whose step the server is rendering: everything up to `#root` at once (the head, with the
 * step's styles in it, read while the server waits for the platform), then the step, or the first paint it
 * would have had when the render fell back; either is painted, then the scripts start (after-paint.ts).
 * The shopper's own page: never kept, by this server or any other, and compressed as it goes.
 */
function streamPage(request: FastifyRequest, reply: FastifyReply, html: string, pending: PendingRender) {
  const start = html.indexOf(ROOT_START);
  const end = html.indexOf(ROOT_END);
  const head = html.slice(0, start);
  const firstPaint = `<div id="root">${html.slice(start + ROOT_START.length, end)}</div>`;
  const tail = html.slice(end + ROOT_END.length);
  const encoding = pickEncoding(request.headers['accept-encoding']);
  const body =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? createGzip()
        : new PassThrough();
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  body.write(head);
  if ('flush' in body) body.flush();
  void pending.rendered.then((step) => {
    body.end(`${step ? serverRenderedRoot(step) : firstPaint}${tail}`);
  });
  return reply.send(body);
}

// A page compressed per request, as it is sent: quick rather than smallest (the cached pages take 11, once).
const DYNAMIC_BROTLI_QUALITY = 5;

/** The step's stylesheets in the page, named by the files they are (which release's). */
const inlineStepStyles = ({ css, hrefs }: StepStyles) =>
  css ? `<style id="step-styles" data-href="${escapeHtml(hrefs.join(' '))}">${css}</style>` : '';

/**
 * Sends a cached page in the encoding the browser takes, or 304 when it already has it. HTML is
 * revalidated every time (`no-cache`): a new build or configuration shows at once.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.raw);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}
