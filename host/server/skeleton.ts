/**
 * The sign-in screen's first paint, rendered by the server into `#root`: the header and the page
 * heading in the shop's look and language. The shopper sees the shop at once instead of a blank
 * page while the scripts load; React then renders the same layout in its place, so nothing moves.
 */
import type { ShopConfig } from '@portal/shared/config';
import { bundledMessages, flagCode, messageAt } from '@portal/shared/locales';

/** Text for HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The shop's text for `key` in `lang`: its own translation, else the bundled one, else English. */
export function text(config: ShopConfig, lang: string, key: string): string {
  const own = config.translations[lang];
  return (
    messageAt(typeof own === 'object' ? own : undefined, key) ??
    messageAt(bundledMessages[lang], key) ??
    messageAt(bundledMessages.en, key) ??
    key
  );
}

// The continue-shopping link is the platform's data: a `javascript:` URL must not become a live link.
const safeLink = (url: string | undefined) => (url && /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '/');

/** The markup of the sign-in screen's first paint. */
export function signInSkeleton(config: ShopConfig, lang: string, hostPrefix: string): string {
  const title = text(config, lang, 'login.title').replace('{{shop}}', () => config.name);
  const link = (content: string) =>
    `<a class="rp-header__brand${config.defaultLogo || !config.logoUrl ? '' : ' rp-header__brand-slot'}" href="${escapeHtml(safeLink(config.url))}">${content}</a>`;
  // The same markup as the shell's header and remote-auth's sign-in page, so React replaces it
  // without a shift.
  const brand =
    config.defaultLogo || !config.logoUrl
      ? `<h2 class="rp-shop-name rp-header__brand-slot">${link(escapeHtml(config.name))}</h2>`
      : link(`<img class="rp-logo" src="${escapeHtml(config.logoUrl)}" alt="${escapeHtml(config.name)}">`);
  const flag = `${hostPrefix}flags/${flagCode(lang)}.svg`;
  // A position is words, numbers and units; anything else (`;`, `(`) could add CSS of its own.
  const configuredPosition = config.leftSideImageBackgroundPosition?.trim() ?? '';
  const position = /^[\w\s.%-]+$/.test(configuredPosition) ? configuredPosition : 'center';
  const image = config.loginLeftSideImageUrl
    ? // Lazy: phones, which do not show it, then never fetch it (a hidden eager image is still fetched).
      `<img class="rp-sign-in__image" src="${escapeHtml(config.loginLeftSideImageUrl)}" alt="" loading="lazy" fetchpriority="high" style="object-position:${position}">`
    : '';
  return [
    `<div class="rp-app"><header class="rp-header${config.logoCentered ? ' rp-header--centered' : ''}"><div class="rp-header__bar">`,
    brand,
    `<div class="rp-header__tools"><span class="rp-language-button" aria-hidden="true"><img class="rp-flag" src="${escapeHtml(flag)}" alt="" width="24" height="18"></span></div>`,
    '</div></header>',
    '<main class="rp-main"><div class="rp-sign-in">',
    image,
    `<div class="rp-sign-in__form"><h1 class="rp-page-heading">${escapeHtml(title)}</h1></div>`,
    '</div></main></div>',
  ].join('');
}
