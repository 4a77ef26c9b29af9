/**
 * The footer of every page (the design system's `.rp-footer`): the withdrawal function's link, the
 * shop's name, how to reach its support and the accessibility statement's link. Static shop information, so the server renders it after the app's root: it is there in
 * the first paint and costs the pages no JavaScript.
 */
import { ACCESSIBILITY_PATH } from '@portal/shared/accessibility';
import { type ShopConfig, webAddress } from '@portal/shared/config';
import { WITHDRAWAL_PATH, withdrawalWording } from '@portal/shared/withdrawal';
import { escapeHtml, text } from './skeleton';

/** How the shopper reaches the shop's support: its own support e-mail first, and a plain web address. */
export function shopContacts(config: ShopConfig): { email?: string; url?: string } {
  return {
    email: config.customizations.shopSupportEmail || config.supportEmail || undefined,
    url: webAddress(config.customizations.shopSupportUrl),
  };
}

/** The footer's markup in `lang`. */
export function siteFooter(config: ShopConfig, lang: string): string {
  const { email, url } = shopContacts(config);
  const contacts = [
    email && `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
    url &&
      `<a href="${escapeHtml(url)}" rel="noopener noreferrer" target="_blank">${escapeHtml(text(config, lang, 'shell.support_link'))}</a>`,
  ].filter(Boolean);
  const support = contacts.length
    ? `<p>${escapeHtml(text(config, lang, 'shell.support'))} ${contacts.join(' · ')}</p>`
    : '';
  // The shell opens the consent notice again from this button (host/src/shell/consent-bar.ts).
  const privacy = config.analyticsConsentRequired
    ? `<p><button type="button" class="rp-footer__privacy" data-portal-privacy-choices>${escapeHtml(text(config, lang, 'analytics.privacy_choices'))}</button></p>`
    : '';
  // The EU withdrawal function, in the law's words, on every page without signing in: a plain link,
  // so it works even when the page's scripts do not (docs/business-rules.md#the-withdrawal-function).
  const withdrawal = config.withdrawalEnabled
    ? `<p><a class="rp-footer__withdrawal" href="${WITHDRAWAL_PATH}">${escapeHtml(withdrawalWording(lang).link)}</a></p>`
    : '';
  // A plain link too: the statement is a page the server renders, readable without the scripts
  // (docs/design-system.md#the-accessibility-statement).
  const statement = `<p><a href="${ACCESSIBILITY_PATH}">${escapeHtml(text(config, lang, 'statement.footer_link'))}</a></p>`;
  return `<footer class="rp-footer"><div class="rp-footer__inner">${withdrawal}<p>${escapeHtml(config.name)}</p>${support}${privacy}${statement}</div></footer>`;
}
