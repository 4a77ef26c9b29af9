/**
 * The first paint of each page, rendered by the server into `#root`: the header and, where the page
 * has a fixed one, the step's progress and heading in the shop's look and language, with placeholders
 * where the step's content will come. The shopper sees the shop at once instead of a blank page while
 * the scripts load; React then renders the same layout in its place.
 */
import type { ShopConfig } from '@portal/shared/config';
import { bundledMessages, flagCode, messageAt } from '@portal/shared/locales';
import { FRAME_CLASS, STEP_FRAMES, type StepFrame } from '@portal/shared/page-frame';

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

/** The shell's header: the same markup as the shell's Header, so React replaces it without a shift. */
function header(config: ShopConfig, lang: string, hostPrefix: string): string {
  const link = (content: string) =>
    `<a class="rp-header__brand${config.defaultLogo || !config.logoUrl ? '' : ' rp-header__brand-slot'}" href="${escapeHtml(safeLink(config.url))}">${content}</a>`;
  const brand =
    config.defaultLogo || !config.logoUrl
      ? `<h2 class="rp-shop-name rp-header__brand-slot">${link(escapeHtml(config.name))}</h2>`
      : link(`<img class="rp-logo" src="${escapeHtml(config.logoUrl)}" alt="${escapeHtml(config.name)}">`);
  const flag = `${hostPrefix}flags/${flagCode(lang)}.svg`;
  return [
    `<header class="rp-header${config.logoCentered ? ' rp-header--centered' : ''}"><div class="rp-header__bar">`,
    brand,
    `<div class="rp-header__tools"><span class="rp-language-button" aria-hidden="true"><img class="rp-flag" src="${escapeHtml(flag)}" alt="" width="24" height="18"></span></div>`,
    '</div></header>',
  ].join('');
}

/** The markup of the sign-in screen's first paint. */
export function signInSkeleton(config: ShopConfig, lang: string, hostPrefix: string): string {
  const title = text(config, lang, 'login.title').replace('{{shop}}', () => config.name);
  // A position is words, numbers and units; anything else (`;`, `(`) could add CSS of its own.
  const configuredPosition = config.leftSideImageBackgroundPosition?.trim() ?? '';
  const position = /^[\w\s.%-]+$/.test(configuredPosition) ? configuredPosition : 'center';
  const image = config.loginLeftSideImageUrl
    ? // Lazy: phones, which do not show it, then never fetch it (a hidden eager image is still fetched).
      `<img class="rp-sign-in__image" src="${escapeHtml(config.loginLeftSideImageUrl)}" alt="" loading="lazy" fetchpriority="high" style="object-position:${position}">`
    : '';
  return [
    `<div class="${FRAME_CLASS.signIn}">`,
    header(config, lang, hostPrefix),
    '<main class="rp-main"><div class="rp-sign-in">',
    image,
    `<div class="rp-sign-in__form"><h1 class="rp-page-heading">${escapeHtml(title)}</h1></div>`,
    '</div></main></div>',
  ].join('');
}

/** What a step's first paint shows: its frame (`@portal/shared/page-frame`) and placeholders for its content. */
interface StepShell extends StepFrame {
  /** Placeholder blocks where the step's content will come. */
  placeholders: 'cards' | 'rows' | 'none';
}

const PLACEHOLDERS: Record<string, StepShell['placeholders']> = {
  'select-items': 'cards',
  'confirm-items': 'cards',
  carriers: 'rows',
  withdraw: 'none',
};

/** The steps whose first paint is known before their data: by route kind (`routeKind` in pages.ts). */
const STEP_SHELLS: Record<string, StepShell> = Object.fromEntries(
  Object.entries(PLACEHOLDERS).map(([kind, placeholders]) => [
    kind,
    { ...(STEP_FRAMES[`/${kind}`] as StepFrame), placeholders },
  ]),
);

/** The route kinds that have a step shell of their own. */
export const STEP_KINDS: ReadonlySet<string> = new Set(Object.keys(STEP_SHELLS));

/**
 * The markup of a step's first paint: the header, and for a step with a fixed heading its progress,
 * heading and content placeholders inside `#rp-server-step`, which the shell keeps on screen until
 * the step's own page replaces it. Other pages get the header alone, or `body` when the server renders
 * the whole page (the accessibility statement).
 */
export function stepSkeleton(
  config: ShopConfig,
  lang: string,
  hostPrefix: string,
  kind: string,
  body = '',
): string {
  const shell = STEP_SHELLS[kind];
  let content = body;
  if (shell) {
    const progress = shell.step
      ? `<div class="rp-step-progress"><p class="rp-step-progress__label">${escapeHtml(
          text(config, lang, 'steps.indicator')
            .replace('{{current}}', String(shell.step))
            .replace('{{total}}', '3'),
        )}</p><div class="rp-step-progress__bar" aria-hidden="true"><span style="width:${Math.round((shell.step / 3) * 100)}%"></span></div></div>`
      : '';
    const placeholder = `<div class="rp-skeleton rp-skeleton--${shell.placeholders}" aria-hidden="true"></div>`;
    content = [
      '<section id="rp-server-step" aria-busy="true">',
      progress,
      `<h1 class="rp-page-heading" tabindex="-1">${escapeHtml(text(config, lang, shell.heading))}</h1>`,
      shell.placeholders === 'cards'
        ? `<div class="rp-skeleton rp-skeleton--line" aria-hidden="true"></div>${placeholder.repeat(2)}`
        : shell.placeholders === 'rows'
          ? placeholder.repeat(3)
          : '',
      '</section>',
    ].join('');
  }
  return [
    `<div class="${FRAME_CLASS.flow}">`,
    header(config, lang, hostPrefix),
    `<main id="main" class="rp-main" tabindex="-1">${content}</main>`,
    '</div>',
  ].join('');
}
