/**
 * Every page of the portal is the host's index.html with this merchant's configuration in it. The
 * client router decides what to show (and redirects unknown paths to `/`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ShopConfig } from '@portal/shared/config';
import { resolveMerchantName, serializeForHtml } from '@portal/shared/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerOptions } from '../config';
import { type SignInPreloads, signInPreloads } from '../preloads';
import type { ShopConfigs } from '../shop-configs';
import { signInSkeleton } from '../skeleton';
import { appPrefix } from './apps';
import { remotesManifest } from './remotes';

const SIGN_IN_PATHS = new Set(['/', '/magic-link']);
const PLACEHOLDER = '<!--portal-head-->';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The language of the page: the `lang` cookie when the shop offers it, else nl, else the first locale. */
export function pageLanguage(cookieLang: string | undefined, locales: readonly string[]): string {
  if (cookieLang && locales.includes(cookieLang)) return cookieLang;
  return locales.includes('nl') ? 'nl' : (locales[0] ?? 'nl');
}

/** What the head of every page gets besides the template: data, and preloads for the sign-in page. */
export interface PageHead {
  remotes: unknown;
  signInPreloads: SignInPreloads;
}

/**
 * What goes in place of the placeholder: the configuration and the remotes list (so the shell need
 * not ask for it), and on sign-in pages the image and script preloads.
 */
export function headFor(config: ShopConfig, pathname: string, lang: string, page: PageHead): string {
  const parts = [
    `<script id="shop-config" type="application/json">${serializeForHtml(config)}</script>`,
    `<script id="portal-remotes" type="application/json">${serializeForHtml(page.remotes)}</script>`,
  ];
  const image = config.loginLeftSideImageUrl;
  if (SIGN_IN_PATHS.has(pathname)) {
    // The sign-in image is the largest thing on the screen: start loading it with the HTML.
    if (image)
      parts.push(`<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`);
    parts.push(...page.signInPreloads.common);
    const texts = page.signInPreloads.byLanguage[lang];
    if (texts) parts.push(texts);
  }
  return parts.join('\n    ');
}

function simplePage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
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
    result = result.replace(tag, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return result;
}

export function pageRoutes(app: FastifyInstance, options: ServerOptions, configs: ShopConfigs) {
  const indexFile = path.join(options.appsRoot, 'host', 'dist', 'index.html');
  let template: string | null = null;
  const hostPrefix = appPrefix(options.appsRoot, 'host');
  const head: PageHead = {
    remotes: remotesManifest(options),
    signInPreloads: signInPreloads(options.appsRoot, options.remoteEntries.remote_auth),
  };

  async function page(request: FastifyRequest<{ Querystring: Record<string, string> }>, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    // Files that do not exist are 404s, not the app: a missing script must not come back as HTML.
    if (pathname.startsWith('/apps/') || /\.[a-z0-9]+$/i.test(pathname)) return reply.code(404).send();

    const merchant = resolveMerchantName(request.hostname, options.originOverride);
    const config = merchant ? await configs.get(merchant).catch((error: unknown) => error as Error) : null;
    if (config instanceof Error) {
      request.log.error({ merchant, err: config }, 'Shop configuration unusable');
      return simplePage(reply, 502, 'Shop unavailable', escapeAttribute(config.message));
    }
    if (!config) return simplePage(reply, 404, 'Unknown shop', 'There is no returns portal at this address.');

    try {
      template ??= await inlineStylesheets(await readFile(indexFile, 'utf8'), path.dirname(indexFile));
    } catch {
      return simplePage(reply, 503, 'Not built', 'The portal has not been built yet: run npm start.');
    }
    const lang = pageLanguage(request.cookies.lang, config.locales);
    let html = template
      .replace(PLACEHOLDER, headFor(config, pathname, lang, head))
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(lang)}"`);
    if (SIGN_IN_PATHS.has(pathname)) {
      html = html.replace(
        '<div id="root"></div>',
        `<div id="root">${signInSkeleton(config, lang, hostPrefix)}</div>`,
      );
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  }

  app.get('/', page);
  app.get('/*', page);
}
