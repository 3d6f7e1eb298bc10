import type { GalleryImage } from '@venue/contracts/gallery';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';

import { Dialog } from '@/components/ui/dialog/dialog';
import { formatVenueDate } from '@/lib/venue-time';

import { galleryCategoryDisplay } from '../gallery-categories';
import { GalleryPicture } from './gallery-picture';

type GalleryLightboxProps = {
  images: GalleryImage[];
  /** The open image's place in `images`; null when closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
};

/** One photo large, with its details; Escape closes, the arrow keys move through the list. */
export function GalleryLightbox({ images, index, onMove, onClose }: GalleryLightboxProps) {
  const image = index === null ? undefined : images[index];
  const count = images.length;

  useEffect(() => {
    if (index === null || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onMove((index + 1) % count);
      else if (event.key === 'ArrowLeft') onMove((index - 1 + count) % count);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, count, onMove]);

  const category = image ? galleryCategoryDisplay[image.category] : null;
  return (
    <Dialog
      open={image !== undefined}
      onClose={onClose}
      title={image?.originalName ?? ''}
      size="xl"
    >
      {image && index !== null && category ? (
        <div className="lightbox">
          <div className="lightbox__frame">
            <GalleryPicture
              key={image.id}
              image={image}
              sizes="(min-width: 64rem) 60rem, 100vw"
              loading="eager"
              className="lightbox__image"
            />
          </div>
          <div className="lightbox__details">
            <span className={`gallery-badge accent-${category.accent}`}>{category.label}</span>
            <time className="lightbox__date" dateTime={image.uploadedAt}>
              {formatVenueDate(new Date(image.uploadedAt))}
            </time>
            {image.description ? (
              <p className="lightbox__description">{image.description}</p>
            ) : null}
          </div>
          {count > 1 ? (
            <div className="lightbox__nav">
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => onMove((index - 1 + count) % count)}
              >
                <ChevronLeft aria-hidden="true" />
                Previous
              </button>
              <span className="lightbox__position" aria-live="polite">
                Photo {index + 1} of {count}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                data-autofocus
                onClick={() => onMove((index + 1) % count)}
              >
                Next
                <ChevronRight aria-hidden="true" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
