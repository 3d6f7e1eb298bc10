import { GalleryBrowser } from '@/features/gallery/components/gallery-browser';

export default function GalleryRoute() {
  return (
    <>
      <section className="page-hero" aria-labelledby="gallery-page-title">
        <div className="container">
          <p className="eyebrow">Inside the venue</p>
          <h1 id="gallery-page-title" className="page-hero__title">
            Photo Gallery
          </h1>
          <p className="page-hero__lead">
            Tournament nights, new machines and the glow of the floor. Choose a category or open any
            photo to see it large.
          </p>
        </div>
      </section>
      <div className="container gallery-page__body">
        <GalleryBrowser />
      </div>
    </>
  );
}
