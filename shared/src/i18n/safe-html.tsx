/** Renders message HTML through the sanitiser; the only way the portal renders configured HTML. */
import type { ElementType } from 'react';
import { sanitizeHtml } from './sanitize';

/** Props of SafeHtml. */
export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/** An element whose content is `html`, sanitised with the allow-list of 000 §9. */
export function SafeHtml({ html, as: Tag = 'span', className }: SafeHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the spec's allow-list
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
