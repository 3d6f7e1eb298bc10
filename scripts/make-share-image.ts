/**
 * `npx tsx scripts/make-share-image.ts`: draws web/public/og-image.png, the 1200x630 picture
 * link previews show (Open Graph, Twitter cards), from the site's logo and colours. The PNG is
 * committed: run this again only to change it. Text is drawn with the machine's DejaVu Sans.
 */
import path from 'node:path';
import sharp from 'sharp';

const output = path.resolve(import.meta.dirname, '../web/public/og-image.png');

const logo = `
  <g transform="translate(96 175) scale(6)">
    <rect x="4" y="4" width="40" height="40" rx="11" fill="#0e0b1a"/>
    <rect x="4" y="4" width="40" height="40" rx="11" stroke="url(#frame)" stroke-width="3" fill="none"/>
    <path d="M11 13.5c4-3 8-4.5 13-4.5s9 1.5 13 4.5" stroke="#22d3ee" stroke-width="2" stroke-linecap="round" opacity="0.7" fill="none"/>
    <circle cx="24" cy="21" r="6" fill="url(#ball)"/>
    <path d="M12 33.5l8.5 4.5M36 33.5l-8.5 4.5" stroke="#c084fc" stroke-width="3.5" stroke-linecap="round"/>
    <circle cx="12" cy="33.5" r="2.2" fill="#c084fc"/>
    <circle cx="36" cy="33.5" r="2.2" fill="#c084fc"/>
  </g>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="frame" x1="4" y1="4" x2="44" y2="44" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#22d3ee"/>
    </linearGradient>
    <radialGradient id="ball" cx="0.35" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#ecfccb"/><stop offset="0.45" stop-color="#a3e635"/>
      <stop offset="1" stop-color="#4d7c0f"/>
    </radialGradient>
    <radialGradient id="glow" cx="0.25" cy="0.3" r="0.9">
      <stop offset="0" stop-color="#9333ea" stop-opacity="0.45"/>
      <stop offset="0.6" stop-color="#06b6d4" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#07070d" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="line" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9333ea"/><stop offset="0.5" stop-color="#06b6d4"/>
      <stop offset="1" stop-color="#84cc16"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="#07070d"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  ${logo}
  <g font-family="DejaVu Sans" fill="#f5f3ff">
    <text x="460" y="275" font-size="64" font-weight="bold" letter-spacing="2">FORKS ARCADE</text>
    <text x="462" y="350" font-size="34" fill="#c4b5fd">Pinball · Rhythm · Arcade · Prizes</text>
    <text x="462" y="410" font-size="30" fill="#a5f3fc">The Forks, Winnipeg</text>
  </g>
  <rect x="96" y="540" width="1008" height="6" rx="3" fill="url(#line)"/>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(output);
process.stdout.write(`wrote ${output}\n`);
