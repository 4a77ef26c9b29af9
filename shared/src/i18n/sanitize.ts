/**
 * Sanitising of message HTML from configuration and translations
 * (docs/business-rules.md#sanitised-html). DOMPurify is loaded on first use, so pages without
 * configured HTML do not download it.
 */
import type { DOMPurify } from 'dompurify';

/** The only tags message HTML may use. */
export const ALLOWED_TAGS = ['a', 'b', 'i', 'u', 'strong', 'em', 'ul', 'li', 'br', 'dl', 'dt', 'dd'];
/** The only attributes message HTML may use. */
export const ALLOWED_ATTR = ['href', 'target'];

let purifier: Promise<DOMPurify> | null = null;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(({ default: purify }) => {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return purify;
  });
  return purifier;
}

/** Resolves with `html` minus everything outside the allow-list; new-window links get rel=noopener. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await loadPurifier();
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
