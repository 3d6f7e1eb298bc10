import { Outlet } from 'react-router-dom';
import type { VenueSettings } from '@venue/contracts/venue';

import { VenueJsonLd } from '@/components/seo/venue-json-ld';
import { Toaster } from '@/components/ui/toast/toaster';

import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Header, footer and toast area around every public page; `venue` is the venue's details as
 * staff keep them (undefined when they could not be read).
 */
export function MainLayout({ venue }: { venue: VenueSettings | undefined }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader venue={venue} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter venue={venue} />
      <Toaster />
      <ScrollRestoration />
      {venue && <VenueJsonLd venue={venue} />}
    </>
  );
}
