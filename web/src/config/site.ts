/**
 * Where the site is published, e.g. `https://forksarcade.ca`: canonical links, link previews and
 * structured data name pages by it. The server renders with the gateway's `PUBLIC_BASE_URL` (or,
 * in the embedded default without it, the address the gateway was reached at) and writes it into
 * the page, where the browser takes it from, so both render the same addresses.
 */
let origin: string | undefined;

export const setSiteOrigin = (value: string) => {
  origin = value;
};

export const siteOrigin = (): string => origin ?? window.location.origin;

/** An absolute address on the site for a path such as `/games?category=claw`. */
export const siteUrl = (path: string) => `${siteOrigin()}${path}`;

/** The image link previews show for every page (1200x630, in web/public). */
export const shareImage = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'The Forks Arcade logo: pinball, rhythm, arcade and prizes at The Forks, Winnipeg',
} as const;
