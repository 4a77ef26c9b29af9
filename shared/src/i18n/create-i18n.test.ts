// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, loadFlowTexts } from './create-i18n';
import { flagCode, languageName, setLanguageCookie } from './language';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: resets the cookie the code under test writes
  document.cookie = 'lang=; path=/; max-age=0';
});

describe('createI18n', () => {
  it('defaults to Dutch', async () => {
    const i18n = await createI18n();
    expect(i18n.language).toBe('nl');
    expect(i18n.t('shell.exit_demo')).toBe('Demomodus verlaten');
  });

  it('stores a chosen language in the lang cookie the server reads', () => {
    setLanguageCookie('de');
    expect(document.cookie).toContain('lang=de');
  });

  it('takes the language it is given (the shell passes the one the server chose)', async () => {
    const i18n = await createI18n({ lang: 'de' });
    expect(i18n.t('shell.exit_demo')).toBe('Demomodus beenden');
  });

  it("lets the shop's translations override the bundled ones", async () => {
    const i18n = await createI18n({
      lang: 'en',
      config: { translations: { en: { shell: { exit_demo: 'Leave the demo' } } } },
    });
    expect(i18n.t('shell.exit_demo')).toBe('Leave the demo');
    expect(i18n.t('shell.retry')).toBe('Try again');
  });

  it('shows a missing key as the key itself', async () => {
    const i18n = await createI18n({ lang: 'en' });
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('shows the key, not a blank, for a translation left empty', async () => {
    const i18n = await createI18n({ lang: 'en', config: { translations: { en: { shell: { retry: '' } } } } });
    expect(i18n.t('shell.retry')).toBe('shell.retry');
  });
});

describe('texts in two parts', () => {
  it('starts with the sign-in texts and adds those of later steps, keeping the shop overrides', async () => {
    const i18n = await createI18n({
      lang: 'en',
      config: { translations: { en: { confirm_items: { title: 'Check your return' } } } },
    });
    expect(i18n.t('login.submit')).not.toBe('login.submit');
    expect(i18n.exists('select_items.title')).toBe(false);
    await loadFlowTexts();
    expect(i18n.t('select_items.title')).not.toBe('select_items.title');
    expect(i18n.t('confirm_items.title')).toBe('Check your return');
  });
});

describe('languages', () => {
  it('maps each language to its flag, another country’s where it has none of its own', () => {
    expect(flagCode('en')).toBe('gb');
    expect(flagCode('sv')).toBe('se');
    expect(flagCode('ca')).toBe('es-ct');
    expect(flagCode('el')).toBe('gr');
    expect(flagCode('nl')).toBe('nl');
  });

  it('names a language in that language', () => {
    expect(languageName('nl')).toBe('Nederlands');
    expect(languageName('de')).toBe('Deutsch');
  });
});

describe('formatting', () => {
  const translations = {
    en: { test: { ordered: 'Ordered on {{date, datetime}}', price: '{{amount, currency(EUR)}}' } },
  };

  it('formats values with the built-in formats', async () => {
    const i18n = await createI18n({ lang: 'en', config: { translations } });
    expect(i18n.t('test.ordered', { date: new Date(Date.UTC(2024, 0, 15, 12)) })).toMatch(/2024/);
    expect(i18n.t('test.price', { amount: 12.5 })).toBe('€12.50');
  });

  it('shows a value that cannot be formatted as empty text', async () => {
    const i18n = await createI18n({ lang: 'en', config: { translations } });
    expect(i18n.t('test.ordered', { date: 'not a date' })).toBe('Ordered on ');
  });
});
