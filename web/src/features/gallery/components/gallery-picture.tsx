import type { GalleryImage } from '@venue/contracts/gallery';
import { useEffect, useRef, useState } from 'react';

import { galleryCategoryDisplay } from '../gallery-categories';
import './gallery-picture.css';

type GalleryPictureProps = {
  image: GalleryImage;
  /** Which of the image's widths the browser should pick for this slot (`sizes`). */
  sizes: string;
  /** The first screenful loads at once; the rest only as it scrolls into view. */
  loading?: 'lazy' | 'eager';
  /** `high` for the picture that is likely the largest of the first screen. */
  fetchPriority?: 'high';
  className?: string;
};

/**
 * The image at the width the slot needs: its WebP variants and the original, by `srcset`, once
 * the variants job has made them; the original alone until then. If it cannot load, a
 * placeholder in the category's colour shows the image's name instead.
 */
export function GalleryPicture({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
}: GalleryPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before the page hydrates, when no handler heard it.
  useEffect(() => {
    const shown = imageRef.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailedSrc(image.filename);
  }, [image.filename]);
  const { icon: Icon, accent } = galleryCategoryDisplay[image.category];
  const candidates = [
    ...image.variants.map((variant) => `${variant.url} ${variant.width}w`),
    ...(image.width && !image.variants.some((variant) => variant.width === image.width)
      ? [`${image.filename} ${image.width}w`]
      : []),
  ];

  if (failedSrc === image.filename) {
    return (
      <div
        className={['gallery-placeholder', `accent-${accent}`, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={image.originalName}
      >
        <Icon aria-hidden="true" className="gallery-placeholder__icon" />
        <span className="gallery-placeholder__name">{image.originalName}</span>
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      className={className}
      src={image.filename}
      srcSet={candidates.length > 0 ? candidates.join(', ') : undefined}
      sizes={candidates.length > 0 ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.originalName}
      loading={loading}
      fetchpriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(image.filename)}
    />
  );
}
