/**
 * A sentence with one link in it, in any language: the translation holds `{{link}}` where the link goes
 * (pass `{ link: LINK_SLOT }` to `t`, so the slot survives interpolation), and the link's own words come
 * apart. Without an address the words stay plain text, so the sentence reads the same; a text without the
 * slot (a shop's own wording) is shown as it is.
 */
import { Fragment } from 'react';
import { webAddress } from '../config/web-address';

/** What `t` is given for `{{link}}`: it comes back as is, and the sentence is split there. */
export const LINK_SLOT = '{{link}}';

/** Props of TextWithLink. */
export interface TextWithLinkProps {
  /** The sentence, with LINK_SLOT where the link goes. */
  text: string;
  linkText: string;
  /** An http(s) address; anything else (or none) leaves the words unlinked. */
  href?: string | null;
}

/** The sentence; the link opens in a new tab (a document beside the step, which keeps what was chosen). */
export function TextWithLink({ text, linkText, href }: TextWithLinkProps) {
  // A shop's own wording without the slot is shown as it is.
  if (!text.includes(LINK_SLOT)) return text;
  const [before = '', ...rest] = text.split(LINK_SLOT);
  const after = rest.join(LINK_SLOT);
  const safe = webAddress(href);
  return (
    <Fragment>
      {before}
      {safe ? (
        <a className="rp-link" href={safe} target="_blank" rel="noopener noreferrer">
          {linkText}
        </a>
      ) : (
        linkText
      )}
      {after}
    </Fragment>
  );
}
