/**
 * A card: a surface for one thing (an item, an order line). Selected shows the brand's border and
 * tint; disabled greys it out and must say why, so a shopper is never left guessing.
 */
import type { ReactNode } from 'react';

/** Props of Card. */
export interface CardProps {
  /** The element: a list item in lists, a section or div elsewhere. */
  as?: 'li' | 'div' | 'section' | 'article';
  selected?: boolean;
  /** Why the card cannot be used; the card is shown disabled with this text. */
  disabledReason?: ReactNode;
  /** Id of the reason's text, for the controls it disables to point at. */
  disabledReasonId?: string;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}

/** The card. */
export function Card({
  as: Element = 'div',
  selected,
  disabledReason,
  disabledReasonId,
  className,
  labelledBy,
  children,
}: CardProps) {
  const classes = [
    'rp-card',
    selected && 'rp-card--selected',
    disabledReason && 'rp-card--disabled',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={classes} aria-labelledby={labelledBy}>
      {children}
      {disabledReason && (
        <p className="rp-card__disabled-reason" id={disabledReasonId}>
          {disabledReason}
        </p>
      )}
    </Element>
  );
}
