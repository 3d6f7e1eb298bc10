import { Outlet } from 'react-router-dom';

import { VenueJsonLd } from '@/components/seo/venue-json-ld';
import { Toaster } from '@/components/ui/toast/toaster';

import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, footer and toast area around every public page. */
export function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollRestoration />
      <VenueJsonLd />
    </>
  );
}
