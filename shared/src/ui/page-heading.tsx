/**
 * The h1 of a step. It takes focus when a later step appears, so a screen reader announces the new
 * step after client-side navigation instead of staying silent, and it names the tab after the step
 * and the shop (WCAG 2.4.2: each step has a title of its own, not the portal's one title).
 */
import { type ReactNode, useEffect, useRef } from 'react';

// The first step of a visit keeps the browser's own starting focus (the skip link comes first).
let firstHeadingShown = false;

/**
 * The shop's name, as the host server writes it into every page (`<meta name="application-name">`);
 * none in the component catalogue.
 */
const shopNameOf = (doc: Document) =>
  doc.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '';

/** The tab's title for a step whose heading reads `heading`: "Select items · Nordwind", the shop named once. */
const stepTitle = (heading: string, shop: string) =>
  shop && !heading.includes(shop) ? `${heading} · ${shop}` : heading;

/** The step's main heading. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstHeadingShown) ref.current?.focus();
    firstHeadingShown = true;
  }, []);
  // Every render: the heading's words change with the language and the step's state.
  useEffect(() => {
    const heading = ref.current?.textContent?.trim();
    if (heading) document.title = stepTitle(heading, shopNameOf(document));
  });
  return (
    <h1 ref={ref} className="rp-page-heading" tabIndex={-1}>
      {children}
    </h1>
  );
}
