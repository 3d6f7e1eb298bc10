import type { GalleryCategory, GalleryCounts, GalleryImage } from '@venue/contracts/gallery';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { LoadFailure, QueryState } from '@/components/ui/query-state/query-state';
import { ShowMore } from '@/components/ui/show-more/show-more';
import { formatVenueDate } from '@/lib/venue-time';

import { useGalleryCounts, useGalleryImages } from '../api/get-gallery-images';
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
          // The first card's picture, the largest of a phone's first screen, loads at once and
          // first; the rest as they come near the view (a desktop's next two are in view and
          // follow right after layout), so they do not share a phone's slow first seconds with it.
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
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
  counts,
  active,
  onChoose,
}: {
  counts: GalleryCounts;
  active: GalleryCategory | null;
  onChoose: (category: GalleryCategory | null) => void;
}) {
  const shown = orderedGalleryCategories.filter(({ key }) => (counts.categories[key] ?? 0) > 0);
  return (
    <div className="gallery-filter" role="group" aria-label="Photo categories">
      <button
        type="button"
        className="gallery-filter__option"
        aria-pressed={active === null}
        onClick={() => onChoose(null)}
      >
        All Photos <span className="gallery-filter__count">{counts.total}</span>
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
          {label} <span className="gallery-filter__count">{counts.categories[key]}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * The public gallery: the category filter (kept in `?category=`) and the count from the counts
 * route, the grid a page at a time, newest first.
 */
export function GalleryBrowser() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseGalleryCategory(searchParams.get('category'));
  const images = useGalleryImages(active ?? undefined);
  const counts = useGalleryCounts();
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
      error={<LoadFailure what="the photos" />}
    >
      {({ items: shown, total }) => {
        return (
          <>
            {counts.data && counts.data.total > 0 ? (
              <CategoryFilter counts={counts.data} active={active} onChoose={choose} />
            ) : null}
            <p className="gallery-count" role="status">
              {photoCount(total)}
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
              <ul className="plain-grid gallery-grid">
                {shown.map((image, index) => (
                  <li key={image.id}>
                    <GalleryCard image={image} index={index} onOpen={() => setOpenIndex(index)} />
                  </li>
                ))}
              </ul>
            )}
            <ShowMore query={images} label="Load more photos" />
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
