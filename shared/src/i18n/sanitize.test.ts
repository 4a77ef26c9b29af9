// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers and javascript: links', async () => {
    const clean = await sanitizeHtml(
      '<p>Hi<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|<img|<p/i);
    expect(clean).toContain('Hi');
  });

  it('keeps the allow-listed tags and attributes', async () => {
    const html =
      '<a href="https://shop.example/help" target="_blank">help</a><b>b</b><i>i</i><u>u</u><strong>s</strong><em>e</em><ul><li>li</li></ul><br><dl><dt>t</dt><dd>d</dd></dl>';
    const clean = await sanitizeHtml(html);
    for (const tag of ['a', 'b', 'i', 'u', 'strong', 'em', 'ul', 'li', 'dl', 'dt', 'dd']) {
      expect(clean).toContain(`<${tag}`);
    }
    expect(clean).toContain('<br>');
    expect(clean).toContain('href="https://shop.example/help"');
    expect(clean).toContain('target="_blank"');
    // A new window must not get a handle on the portal.
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('drops attributes outside the allow-list', async () => {
    expect(await sanitizeHtml('<b style="color:red" class="x" id="y">b</b>')).toBe('<b>b</b>');
  });
});
