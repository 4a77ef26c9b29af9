import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseShopConfig } from '@portal/shared/config';
import { bundledMessages, messageAt } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { accessibilityStatement, statementDate, statementTitle } from './statement';

const shop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({
    id: 1,
    name: 'Nordwind',
    merchantName: 'nordwind',
    locales: ['nl', 'en', 'de'],
    ...overrides,
  });

const headings = (html: string) => [...html.matchAll(/<h([12])[^>]*>([^<]*)<\/h\1>/g)].map((m) => m[2]);

const BUNDLED_LANGUAGES = Object.keys(bundledMessages);

describe('accessibilityStatement', () => {
  it('has the standard, the tests, the known limits, how to report and the date, in every bundled language', () => {
    const expected: Record<string, string[]> = {
      en: [
        'Accessibility statement',
        'The standard it meets',
        'What was tested and how',
        'Known limits',
        'Report a problem',
      ],
      de: [
        'Erklärung zur Barrierefreiheit',
        'Der erfüllte Standard',
        'Was wie getestet wurde',
        'Bekannte Einschränkungen',
        'Ein Problem melden',
      ],
      nl: [
        'Toegankelijkheidsverklaring',
        'De norm waaraan het voldoet',
        'Wat er getest is en hoe',
        'Bekende beperkingen',
        'Een probleem melden',
      ],
    };
    expect(Object.keys(expected).sort()).toEqual([...BUNDLED_LANGUAGES].sort());
    for (const lang of BUNDLED_LANGUAGES) {
      const html = accessibilityStatement(shop({ supportEmail: 'help@nordwind.example' }), lang);
      expect(headings(html), lang).toEqual(expected[lang]);
      // The standard, named the same in every language.
      for (const name of ['WCAG', '2.2', 'AA', 'EN 301 549', 'European Accessibility Act', 'axe-core'])
        expect(html, `${lang}: ${name}`).toContain(name);
      expect(html).toContain(`<time datetime="2026-11-29">${statementDate(lang)}</time>`);
      // No placeholder left unfilled.
      expect(html).not.toMatch(/\{\{|>statement\./);
    }
    expect(statementDate('en')).toBe('November 29, 2026');
    expect(statementDate('de')).toBe('29. November 2026');
    expect(statementDate('nl')).toBe('29 november 2026');
  });

  it('tells the shopper to report a problem to this shop: its support e-mail and page, as the footer does', () => {
    const html = accessibilityStatement(
      shop({
        supportEmail: 'platform@example.com',
        customizations: {
          shopSupportEmail: 'help@nordwind.example',
          shopSupportUrl: 'https://nordwind.example/help',
        },
      }),
      'en',
    );
    expect(html).toContain('E-mail: <a href="mailto:help@nordwind.example">help@nordwind.example</a>');
    expect(html).toContain(
      '<a href="https://nordwind.example/help" rel="noopener noreferrer">Customer service of Nordwind</a>',
    );
    expect(html).not.toContain('platform@example.com');
    expect(html).toContain('Tell Nordwind which page');
  });

  it('falls back to the platform support e-mail, then the shop’s website, then a sentence', () => {
    expect(accessibilityStatement(shop({ supportEmail: 'care@vault.example' }), 'de')).toContain(
      'E-Mail: <a href="mailto:care@vault.example">care@vault.example</a>',
    );
    expect(accessibilityStatement(shop({ url: 'https://nordwind.example' }), 'nl')).toContain(
      '<a href="https://nordwind.example" rel="noopener noreferrer">Website van Nordwind</a>',
    );
    const none = accessibilityStatement(shop({ url: 'javascript:alert(1)' }), 'en');
    expect(none).toContain('<p>Contact Nordwind through the channels you ordered with.</p>');
    expect(none).not.toContain('javascript:');
  });

  it('escapes the shop’s name, contacts and own wording, and links only plain web addresses', () => {
    const html = accessibilityStatement(
      shop({
        name: '<img src=x onerror=alert(1)>',
        supportEmail: 'a"b@example.com',
        customizations: { shopSupportUrl: 'javascript:alert(1)' },
        translations: { en: { statement: { title: 'Ours & <b>yours</b>' } } },
      }),
      'en',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('href="mailto:a&#34;b@example.com"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('>Ours &#38; &#60;b&#62;yours&#60;/b&#62;</h1>');
    expect(statementTitle(shop({ name: 'A & B' }), 'en')).toBe('Accessibility statement · A &#38; B');
  });

  it('tells shoppers what was tested in words, naming no source file', () => {
    for (const lang of BUNDLED_LANGUAGES) {
      const html = accessibilityStatement(shop(), lang);
      expect(html, lang).not.toMatch(/<code>|\.(?:spec|test)\.tsx?|e2e\/|src\//);
      expect(html, lang).toContain(messageAt(bundledMessages[lang], 'statement.tested_always'));
    }
  });

  it('rests on test files that exist: the list in docs/design-system.md', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const docs = readFileSync(path.join(root, 'docs/design-system.md'), 'utf8');
    const section = docs.split('### The statement’s evidence')[1]?.split('\n#')[0] ?? '';
    const files = [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1] as string);
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) expect(existsSync(path.join(root, file)), file).toBe(true);
  });
});
