import type { GalleryCategory, GalleryImage } from '@venue/contracts/gallery';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { QueryState } from '@/components/ui/query-state/query-state';
import { formatVenueDate } from '@/lib/venue-time';

import { useGalleryImages } from '../api/get-gallery-images';
import {
  galleryCategoryDisplay,
  orderedGalleryCategories,
  parseGalleryCategory,
  photoCount,
} from '../gallery-categories';
import { GalleryLightbox } from './gallery-lightbox';
import { GalleryPicture } from './gallery-picture';
import './gallery.css';

/** The cards' widths at each breakpoint of the grid (see gallery.css). */
const cardSizes =
  '(min-width: 75rem) 24rem, (min-width: 48rem) 33vw, (min-width: 34rem) 50vw, 100vw';
/** Cards above the fold on a phone and a desktop: those load at once. */
const eagerCards = 3;

function GalleryCard({
  image,
  index,
  onOpen,
}: {
  image: GalleryImage;
  index: number;
  onOpen: () => void;
}) {
  const category = galleryCategoryDisplay[image.category];
  return (
    <article className="gallery-card">
      <button
        type="button"
        className="gallery-card__image-button"
        onClick={onOpen}
        aria-label={`View ${image.originalName}`}
      >
        <GalleryPicture
          image={image}
          sizes={cardSizes}
          loading={index < eagerCards ? 'eager' : 'lazy'}
          className="gallery-card__image"
        />
      </button>
      <div className="gallery-card__body">
        <span className={`gallery-badge accent-${category.accent}`}>{category.label}</span>
        {image.description ? (
          <p className="gallery-card__description">{image.description}</p>
        ) : null}
        <time className="gallery-card__date" dateTime={image.uploadedAt}>
          {formatVenueDate(new Date(image.uploadedAt))}
        </time>
      </div>
    </article>
  );
}

function CategoryFilter({
  images,
  active,
  onChoose,
}: {
  images: GalleryImage[];
  active: GalleryCategory | null;
  onChoose: (category: GalleryCategory | null) => void;
}) {
  const counts = new Map<GalleryCategory, number>();
  for (const image of images) counts.set(image.category, (counts.get(image.category) ?? 0) + 1);
  const shown = orderedGalleryCategories.filter(({ key }) => counts.has(key));
  return (
    <div className="gallery-filter" role="group" aria-label="Photo categories">
      <button
        type="button"
        className="gallery-filter__option"
        aria-pressed={active === null}
        onClick={() => onChoose(null)}
      >
        All Photos <span className="gallery-filter__count">{images.length}</span>
      </button>
      {shown.map(({ key, label, icon: Icon, accent }) => (
        <button
          key={key}
          type="button"
          className={`gallery-filter__option accent-${accent}`}
          aria-pressed={active === key}
          onClick={() => onChoose(key)}
        >
          <Icon aria-hidden="true" />
          {label} <span className="gallery-filter__count">{counts.get(key)}</span>
        </button>
      ))}
    </div>
  );
}

/** The public gallery: the category filter (kept in `?category=`), the count, the grid. */
export function GalleryBrowser() {
  const images = useGalleryImages();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseGalleryCategory(searchParams.get('category'));
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const choose = (category: GalleryCategory | null) => {
    setOpenIndex(null);
    setSearchParams(category ? { category } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <QueryState
      query={images}
      look="panel"
      loading="Loading photos..."
      error={
        <>
          <p className="list-state__title">We couldn&apos;t load the photos right now.</p>
          <p>Please try again in a moment.</p>
        </>
      }
    >
      {(all) => {
        const shown = active ? all.filter((image) => image.category === active) : all;
        return (
          <>
            {all.length > 0 ? (
              <CategoryFilter images={all} active={active} onChoose={choose} />
            ) : null}
            <p className="gallery-count" role="status">
              {photoCount(shown.length)}
            </p>
            {shown.length === 0 ? (
              <div className="list-state list-state--panel">
                <p className="list-state__title">No Photos Found</p>
                {active ? (
                  <>
                    <p>There are no {galleryCategoryDisplay[active].label} photos yet.</p>
                    <button type="button" className="btn btn--outline" onClick={() => choose(null)}>
                      View All Photos
                    </button>
                  </>
                ) : (
                  <p>Photos from the venue will appear here soon.</p>
                )}
              </div>
            ) : (
              <ul className="gallery-grid">
                {shown.map((image, index) => (
                  <li key={image.id}>
                    <GalleryCard image={image} index={index} onOpen={() => setOpenIndex(index)} />
                  </li>
                ))}
              </ul>
            )}
            <GalleryLightbox
              images={shown}
              index={openIndex !== null && openIndex < shown.length ? openIndex : null}
              onMove={setOpenIndex}
              onClose={() => setOpenIndex(null)}
            />
          </>
        );
      }}
    </QueryState>
  );
}
