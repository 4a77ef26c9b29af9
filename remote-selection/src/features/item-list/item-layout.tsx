/**
 * The inside of an item's card on select items and confirm items: the picture on the left, the text
 * on the right, and what goes below (actions, a form) across the card's whole width, so nothing is
 * squeezed into the text column on a phone.
 */
import type { ReactNode } from 'react';
import './item-list.css';

interface ItemLayoutProps {
  /** The picture; items typed in by the shopper have none. */
  image?: ReactNode;
  children: ReactNode;
  below?: ReactNode;
}

/** The layout. */
export function ItemLayout({ image, children, below }: ItemLayoutProps) {
  return (
    <>
      <div className={image ? 'rp-item__main' : 'rp-item__main rp-item__main--text-only'}>
        {image && <div className="rp-item__image">{image}</div>}
        <div className="rp-item__body">{children}</div>
      </div>
      {below}
    </>
  );
}
