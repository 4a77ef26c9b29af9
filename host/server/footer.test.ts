import { parseShopConfig } from '@portal/shared/config';
import { describe, expect, it } from 'vitest';
import { siteFooter } from './footer';

const shop = (overrides: Record<string, unknown> = {}) =>
  parseShopConfig({ id: 1, name: 'Nordwind', merchantName: 'nordwind', locales: ['nl', 'en'], ...overrides });

describe('siteFooter', () => {
  it("names the shop and its support in the page's language", () => {
    const html = siteFooter(
      shop({
        supportEmail: 'help@nordwind.example',
        customizations: { shopSupportUrl: 'https://nordwind.example/help' },
      }),
      'nl',
    );
    expect(html).toBe(
      '<footer class="rp-footer"><div class="rp-footer__inner"><p>Nordwind</p><p>Vragen over je retour? <a href="mailto:help@nordwind.example">help@nordwind.example</a> · <a href="https://nordwind.example/help" rel="noopener noreferrer" target="_blank">Klantenservice</a></p><p><a href="/accessibility">Toegankelijkheid</a></p></div></footer>',
    );
  });

  it('prefers the shop support e-mail, escapes everything, and links only plain web addresses', () => {
    const html = siteFooter(
      shop({
        name: '<b>Evil</b>',
        supportEmail: 'platform@example.com',
        customizations: { shopSupportEmail: 'a"b@example.com', shopSupportUrl: 'javascript:alert(1)' },
      }),
      'en',
    );
    expect(html).toContain('<p>&#60;b&#62;Evil&#60;/b&#62;</p>');
    expect(html).toContain('href="mailto:a&#34;b@example.com"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('platform@example.com');
  });

  it('shows only the name when no contact is configured', () => {
    expect(siteFooter(shop(), 'en')).toBe(
      '<footer class="rp-footer"><div class="rp-footer__inner"><p>Nordwind</p><p><a href="/accessibility">Accessibility</a></p></div></footer>',
    );
  });

  it('links the withdrawal function first, in the law’s words of each language, only where the shop offers it', () => {
    const withdrawal = (lang: string) => siteFooter(shop({ withdrawalEnabled: true }), lang);
    expect(withdrawal('en')).toContain(
      '<div class="rp-footer__inner"><p><a class="rp-footer__withdrawal" href="/withdraw">Withdraw from contract here</a></p>',
    );
    expect(withdrawal('de')).toContain('>Vertrag widerrufen</a>');
    expect(withdrawal('nl')).toContain('>Overeenkomst hier herroepen</a>');
    // A language the law table lacks falls back to English.
    expect(withdrawal('sv')).toContain('>Withdraw from contract here</a>');
    expect(siteFooter(shop(), 'en')).not.toContain('/withdraw');
  });

  it('links the accessibility statement on every page, in each bundled language, with the shop’s own wording first', () => {
    expect(siteFooter(shop(), 'en')).toContain('<a href="/accessibility">Accessibility</a>');
    expect(siteFooter(shop(), 'de')).toContain('<a href="/accessibility">Barrierefreiheit</a>');
    expect(siteFooter(shop(), 'nl')).toContain('<a href="/accessibility">Toegankelijkheid</a>');
    const own = shop({ translations: { en: { statement: { footer_link: 'A11y <help>' } } } });
    expect(siteFooter(own, 'en')).toContain('<a href="/accessibility">A11y &#60;help&#62;</a>');
  });
});
