/** Sanitising of message HTML from configuration and translations (000 §9 allow-list). */
import DOMPurify from 'dompurify';

/** The only tags message HTML may use. */
export const ALLOWED_TAGS = ['a', 'b', 'i', 'u', 'strong', 'em', 'ul', 'li', 'br', 'dl', 'dt', 'dd'];
/** The only attributes message HTML may use. */
export const ALLOWED_ATTR = ['href', 'target'];

let hooked = false;

/** Returns `html` with everything outside the allow-list removed; new-window links get rel=noopener. */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: [] });
}
