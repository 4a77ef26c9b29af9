/**
 * The accessibility statement's page content (docs/design-system.md#the-accessibility-statement): the
 * standard met, how it was tested, the known limits, how to report a problem to this shop, and the
 * statement's date, in the page's language. Static shop information like the footer, so the server
 * renders it into the page's first paint and it reads the same with or without JavaScript; the shell
 * keeps that markup on screen (`host/src/features/statement`).
 */
import { STATEMENT_DATE } from '@portal/shared/accessibility';
import type { ShopConfig } from '@portal/shared/config';
import { shopContacts } from './footer';
import { escapeHtml, text } from './skeleton';

/** The id of the statement's section in the first paint, which the shell adopts. */
export const STATEMENT_ID = 'rp-statement';

/** The shop's text for `statement.{key}` in `lang`, with the shop's name in it, escaped. */
const say = (config: ShopConfig, lang: string, key: string) =>
  escapeHtml(text(config, lang, `statement.${key}`).replace(/\{\{shop\}\}/g, () => config.name));

/** The statement's date written out in `lang` ("29 November 2026"). */
export function statementDate(lang: string): string {
  const date = new Date(`${STATEMENT_DATE}T00:00:00Z`);
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return STATEMENT_DATE;
  }
}

/** The page's `<title>`: the statement and the shop. */
export const statementTitle = (config: ShopConfig, lang: string): string => say(config, lang, 'page_title');

/** The statement's section, for the page's `<main>`. */
export function accessibilityStatement(config: ShopConfig, lang: string): string {
  const t = (key: string) => say(config, lang, key);
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  const { email, url } = shopContacts(config);
  const site = /^https?:\/\//i.test(config.url ?? '') ? config.url : undefined;
  const contacts = [
    email && `${t('report_email')} <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`,
    url && `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${t('report_url')}</a>`,
    !email &&
      !url &&
      site &&
      `<a href="${escapeHtml(site)}" rel="noopener noreferrer">${t('report_website')}</a>`,
  ].filter((item): item is string => Boolean(item));
  const date = `<time datetime="${STATEMENT_DATE}">${escapeHtml(statementDate(lang))}</time>`;
  return [
    `<section id="${STATEMENT_ID}" class="rp-statement" aria-labelledby="rp-statement-title">`,
    `<h1 id="rp-statement-title" class="rp-page-heading" tabindex="-1">${t('title')}</h1>`,
    `<p>${t('intro')}</p>`,
    `<h2>${t('standard_title')}</h2>`,
    `<p>${t('standard_body')}</p>`,
    `<h2>${t('tested_title')}</h2>`,
    list([t('tested_automated'), t('tested_keyboard'), t('tested_manual'), t('tested_colours')]),
    `<p>${t('tested_always')}</p>`,
    `<h2>${t('limits_title')}</h2>`,
    list([
      t('limits_payment'),
      t('limits_label'),
      t('limits_invoice'),
      t('limits_content'),
      t('limits_people'),
    ]),
    `<h2>${t('report_title')}</h2>`,
    `<p>${t('report_body')}</p>`,
    contacts.length ? list(contacts) : `<p>${t('report_none')}</p>`,
    `<p class="rp-statement__date">${t('date').replace('{{date}}', () => date)}</p>`,
    '</section>',
  ].join('');
}
