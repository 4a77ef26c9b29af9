/**
 * `@portal/shared/safe-html`: renders message HTML through the sanitiser
 * (docs/business-rules.md#sanitised-html); the only way the portal renders configured HTML. A subpath
 * module, bundled by the steps that show such HTML, so the sign-in page does not download it.
 */
import { type ElementType, useEffect, useState } from 'react';
import { sanitizeHtml } from './sanitize';

/** Props of SafeHtml. */
export interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

export { sanitizeHtml } from './sanitize';

/** An element whose content is `html`, sanitised with the allow-list (empty until ready). */
export function SafeHtml({ html, as: Tag = 'span', className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void sanitizeHtml(html).then((result) => current && setClean(result));
    return () => {
      current = false;
    };
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the allow-list of sanitize.ts
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
