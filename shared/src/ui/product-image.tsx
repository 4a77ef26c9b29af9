/**
 * A product's picture: square, cropped rather than stretched, loaded lazily, with the product's name as
 * its alternative text. Without a picture, or when it fails to load, a drawn placeholder takes its
 * place so the card keeps its shape.
 */
import { useState } from 'react';

/** Props of ProductImage. */
export interface ProductImageProps {
  src?: string | null;
  /** The product's name (or empty when the name is right next to it and says the same). */
  alt: string;
  /** Rendered size in px (the picture is square). */
  size?: number;
  /** Load at once: the first pictures on the screen. */
  eager?: boolean;
}

/** The picture. */
export function ProductImage({ src, alt, size = 96, eager = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const drawing = (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5Zm2 0v10.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 1.3-1.3a1 1 0 0 1 1.4 0l2.3 2.3V5H6Zm8.5 2a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
        />
      </svg>
    );
    const box = { width: size, height: size };
    // Without alt text the placeholder is decoration, as the picture would have been.
    return alt ? (
      <span
        className="rp-product-image rp-product-image--placeholder"
        role="img"
        aria-label={alt}
        style={box}
      >
        {drawing}
      </span>
    ) : (
      <span className="rp-product-image rp-product-image--placeholder" aria-hidden="true" style={box}>
        {drawing}
      </span>
    );
  }
  return (
    <img
      className="rp-product-image"
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{ width: size, height: size }}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
