/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_VENUE_NAME?: string;
  readonly VITE_VENUE_WORDMARK?: string;
  readonly VITE_COMMUNITY_NAME?: string;
  readonly VITE_COMMUNITY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
