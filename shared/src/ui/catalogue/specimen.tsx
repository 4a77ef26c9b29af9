/**
 * Layout helpers for the catalogue's stories (`npm run catalogue`), never used by the portal: a row of
 * labelled specimens, so a story can show the states of a component next to each other. Styled inline
 * with the neutral tokens, so they look the same in every shop's branding.
 */
import type { CSSProperties, ReactNode } from 'react';

const rowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 'var(--rp-space-5)',
};

const captionStyle: CSSProperties = {
  margin: '0 0 var(--rp-space-2)',
  color: 'var(--rp-muted)',
  fontSize: 'var(--rp-text-sm)',
};

/** Specimens side by side, wrapping on narrow screens. */
export function Specimens({ children }: { children: ReactNode }) {
  return <div style={rowStyle}>{children}</div>;
}

/** One state of a component with its name above it; `width` fixes its width (fields, cards). */
export function Specimen({ label, width, children }: { label: string; width?: number; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, width, maxWidth: '100%', minWidth: 0 }}>
      <figcaption style={captionStyle}>{label}</figcaption>
      {children}
    </figure>
  );
}
