/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_VENUE_NAME?: string;
  readonly VITE_VENUE_WORDMARK?: string;
  readonly VITE_VENUE_ADDRESS?: string;
  readonly VITE_VENUE_HOURS?: string;
  readonly VITE_VENUE_EMAIL?: string;
  readonly VITE_VENUE_EVENTS_EMAIL?: string;
  readonly VITE_VENUE_PHONE?: string;
  readonly VITE_VENUE_FACEBOOK_URL?: string;
  readonly VITE_VENUE_INSTAGRAM_URL?: string;
  readonly VITE_VENUE_TIKTOK_URL?: string;
  readonly VITE_COMMUNITY_NAME?: string;
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
