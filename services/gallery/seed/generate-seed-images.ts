/**
 * Makes the gallery's shipped images: neon scenes of the venue drawn as SVG and rendered to
 * JPEG by sharp, plus images.json, which the gallery seeds a fresh store from. The output is
 * committed; run this again only to change the pictures:
 *   npx tsx services/gallery/seed/generate-seed-images.ts
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { GalleryCategory } from '@venue/contracts/gallery';

const width = 1600;
const height = 1000;

interface Scene {
  id: string;
  objectId: string;
  file: string;
  originalName: string;
  description: string;
  category: GalleryCategory;
  /** The SVG elements drawn over the scene's background. */
  draw: () => string;
  glow: [string, string];
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** A dark room with two coloured glows and a floor grid. */
const room = ([left, right]: [string, string]) => `
  <defs>
    <radialGradient id="glowLeft" cx="20%" cy="25%" r="60%">
      <stop offset="0" stop-color="${left}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${left}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowRight" cx="85%" cy="20%" r="55%">
      <stop offset="0" stop-color="${right}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${right}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#150f2a"/>
      <stop offset="1" stop-color="#05040b"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="#07070d"/>
  <rect width="${width}" height="${height}" fill="url(#glowLeft)"/>
  <rect width="${width}" height="${height}" fill="url(#glowRight)"/>
  <rect y="720" width="${width}" height="280" fill="url(#floor)"/>
  ${range(17)
    .map(
      (index) =>
        `<line x1="${800 + (index - 8) * 60}" y1="720" x2="${800 + (index - 8) * 260}" y2="1000" stroke="${right}" stroke-opacity="0.25" stroke-width="2"/>`,
    )
    .join('')}
  ${range(5)
    .map(
      (index) =>
        `<line x1="0" y1="${730 + index * index * 14}" x2="${width}" y2="${730 + index * index * 14}" stroke="${left}" stroke-opacity="0.2" stroke-width="2"/>`,
    )
    .join('')}`;

/** A glowing outline, over a fill (none by default). */
const neon = (colour: string, strokeWidth = 6, fill = 'none') =>
  `fill="${fill}" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linejoin="round" stroke-linecap="round"`;

const scenes: Scene[] = [
  {
    id: 'seed-pinball-row',
    objectId: '1af684bc-a66c-4f16-92d2-b4061eff2478',
    file: 'pinball-row.jpg',
    originalName: 'Pinball Row',
    description: 'The pinball row lit up before doors open on a Friday night.',
    category: 'pinball',
    glow: ['#9333ea', '#06b6d4'],
    draw: () =>
      range(5)
        .map((index) => {
          const x = 170 + index * 270;
          const colour = ['#c084fc', '#22d3ee', '#a3e635', '#e879f9', '#fbbf24'][index] as string;
          return `
            <g>
              <rect x="${x}" y="250" width="200" height="190" rx="14" ${neon(colour, 6, '#11111c')}/>
              <rect x="${x + 22}" y="272" width="156" height="110" rx="8" fill="${colour}" fill-opacity="0.35"/>
              <polygon points="${x - 20},470 ${x + 220},470 ${x + 250},760 ${x - 50},760" ${neon(colour, 6, '#181828')}/>
              <circle cx="${x + 100}" cy="560" r="28" ${neon(colour, 5)}/>
              <circle cx="${x + 60}" cy="630" r="16" ${neon(colour, 4)}/>
              <circle cx="${x + 140}" cy="630" r="16" ${neon(colour, 4)}/>
              <line x1="${x + 50}" y1="720" x2="${x + 95}" y2="735" ${neon('#f4f4f8', 6)}/>
              <line x1="${x + 150}" y1="720" x2="${x + 105}" y2="735" ${neon('#f4f4f8', 6)}/>
              <line x1="${x}" y1="760" x2="${x - 10}" y2="900" ${neon(colour, 8)}/>
              <line x1="${x + 200}" y1="760" x2="${x + 210}" y2="900" ${neon(colour, 8)}/>
            </g>`;
        })
        .join(''),
  },
  {
    id: 'seed-rhythm-corner',
    objectId: 'db5f598b-cc9d-4eff-8600-709d86cc96d0',
    file: 'rhythm-corner.jpg',
    originalName: 'Rhythm Corner',
    description: 'Dance pads and drum cabinets waiting for the next head-to-head.',
    category: 'rhythm',
    glow: ['#06b6d4', '#d946ef'],
    draw: () => `
      ${range(24)
        .map((index) => {
          const barHeight = 80 + ((index * 53) % 230);
          const colour = index % 3 === 0 ? '#22d3ee' : index % 3 === 1 ? '#e879f9' : '#a3e635';
          return `<rect x="${200 + index * 50}" y="${520 - barHeight}" width="34" height="${barHeight}" rx="6" fill="${colour}" fill-opacity="0.8"/>`;
        })
        .join('')}
      ${range(3)
        .map((row) =>
          range(3)
            .map(
              (column) =>
                `<rect x="${560 + column * 170}" y="${600 + row * 110}" width="150" height="95" rx="10" ${neon(row === column ? '#e879f9' : '#22d3ee', 5, '#181828')}/>`,
            )
            .join(''),
        )
        .join('')}`,
  },
  {
    id: 'seed-classic-cabinets',
    objectId: '21aeab96-5729-43b6-9a19-007e354b2776',
    file: 'classic-cabinets.jpg',
    originalName: 'Classic Cabinets',
    description: 'Joysticks, buttons and high scores: the classic arcade wall.',
    category: 'arcade',
    glow: ['#84cc16', '#9333ea'],
    draw: () =>
      range(4)
        .map((index) => {
          const x = 230 + index * 300;
          const colour = ['#a3e635', '#c084fc', '#22d3ee', '#fbbf24'][index] as string;
          return `
            <g>
              <polygon points="${x},200 ${x + 220},200 ${x + 240},880 ${x - 20},880" ${neon(colour, 6, '#11111c')}/>
              <rect x="${x + 20}" y="230" width="180" height="50" rx="6" fill="${colour}" fill-opacity="0.7"/>
              <rect x="${x + 25}" y="310" width="170" height="200" rx="10" ${neon('#f4f4f8', 3, '#0c1a2a')}/>
              ${range(4)
                .map(
                  (pixel) =>
                    `<rect x="${x + 50 + pixel * 35}" y="${360 + ((pixel * 37) % 90)}" width="22" height="22" fill="${colour}"/>`,
                )
                .join('')}
              <polygon points="${x - 10},540 ${x + 230},540 ${x + 250},620 ${x - 30},620" ${neon(colour, 4, '#181828')}/>
              <line x1="${x + 60}" y1="575" x2="${x + 60}" y2="540" ${neon('#f4f4f8', 8)}/>
              <circle cx="${x + 60}" cy="532" r="14" fill="#f87171"/>
              <circle cx="${x + 140}" cy="580" r="12" fill="${colour}"/>
              <circle cx="${x + 180}" cy="580" r="12" fill="#f4f4f8"/>
            </g>`;
        })
        .join(''),
  },
  {
    id: 'seed-prize-counter',
    objectId: 'c2216ac2-2000-43e9-93ff-48047ebdca12',
    file: 'prize-counter.jpg',
    originalName: 'Prize Counter',
    description: 'Plushies, candy and the big prizes worth saving tickets for.',
    category: 'redemption',
    glow: ['#d946ef', '#f59e0b'],
    draw: () => `
      ${range(3)
        .map(
          (shelf) =>
            `<rect x="180" y="${230 + shelf * 170}" width="1240" height="14" rx="7" fill="#fbbf24" fill-opacity="0.85"/>`,
        )
        .join('')}
      ${range(3)
        .map((shelf) =>
          range(9)
            .map((item) => {
              const colour = ['#e879f9', '#22d3ee', '#a3e635', '#fbbf24', '#c084fc'][
                (item + shelf) % 5
              ] as string;
              const x = 240 + item * 135;
              const y = 230 + shelf * 170;
              return item % 2 === 0
                ? `<circle cx="${x}" cy="${y - 55}" r="48" fill="${colour}" fill-opacity="0.85"/>`
                : `<rect x="${x - 45}" y="${y - 110}" width="90" height="110" rx="12" fill="${colour}" fill-opacity="0.75"/>`;
            })
            .join(''),
        )
        .join('')}
      <rect x="260" y="760" width="1080" height="150" rx="18" ${neon('#e879f9', 6, '#181828')}/>
      ${range(12)
        .map(
          (ticket) =>
            `<rect x="${300 + ticket * 85}" y="810" width="60" height="36" rx="4" fill="#fbbf24" fill-opacity="${0.5 + (ticket % 3) * 0.2}"/>`,
        )
        .join('')}`,
  },
  {
    id: 'seed-claw-lineup',
    objectId: '59ee6ad5-ab8f-42bc-a678-a32f5617d5d1',
    file: 'claw-lineup.jpg',
    originalName: 'Claw Lineup',
    description: 'Three claw machines, stocked and ready for a steady hand.',
    category: 'claw',
    glow: ['#f59e0b', '#06b6d4'],
    draw: () =>
      range(3)
        .map((index) => {
          const x = 260 + index * 400;
          const colour = ['#fbbf24', '#22d3ee', '#e879f9'][index] as string;
          return `
            <g>
              <rect x="${x}" y="170" width="300" height="80" rx="12" fill="${colour}" fill-opacity="0.8"/>
              <rect x="${x}" y="250" width="300" height="380" fill-opacity="0.7" ${neon(colour, 6, '#0c1a2a')}/>
              <line x1="${x + 150}" y1="250" x2="${x + 150}" y2="360" ${neon('#f4f4f8', 4)}/>
              <path d="M ${x + 120} 400 Q ${x + 150} 350 ${x + 180} 400" ${neon('#f4f4f8', 6)}/>
              ${range(6)
                .map(
                  (toy) =>
                    `<circle cx="${x + 40 + toy * 44}" cy="${585 - (toy % 2) * 30}" r="26" fill="${['#e879f9', '#a3e635', '#22d3ee', '#fbbf24'][toy % 4]}"/>`,
                )
                .join('')}
              <rect x="${x}" y="630" width="300" height="260" rx="10" ${neon(colour, 6, '#181828')}/>
              <rect x="${x + 110}" y="700" width="80" height="60" rx="8" ${neon('#f4f4f8', 3, '#07070d')}/>
            </g>`;
        })
        .join(''),
  },
  {
    id: 'seed-tournament-night',
    objectId: 'b833ae4c-b928-4c74-b044-1c32c4bd3af3',
    file: 'tournament-night.jpg',
    originalName: 'Tournament Night',
    description: 'Finals under the lights at a monthly pinball tournament.',
    category: 'events',
    glow: ['#9333ea', '#84cc16'],
    draw: () => `
      <polygon points="800,40 520,900 1080,900" fill="#f4f4f8" fill-opacity="0.08"/>
      <polygon points="300,40 180,900 560,900" fill="#c084fc" fill-opacity="0.07"/>
      <polygon points="1300,40 1040,900 1420,900" fill="#a3e635" fill-opacity="0.07"/>
      <path d="M 690 300 L 910 300 L 890 460 Q 800 540 710 460 Z" ${neon('#fde68a', 5, '#fbbf24')}/>
      <path d="M 690 330 Q 600 340 640 420 Q 670 460 715 455" ${neon('#fbbf24', 10)}/>
      <path d="M 910 330 Q 1000 340 960 420 Q 930 460 885 455" ${neon('#fbbf24', 10)}/>
      <rect x="780" y="520" width="40" height="90" fill="#fbbf24"/>
      <rect x="700" y="610" width="200" height="50" rx="8" fill="#fbbf24"/>
      ${range(3)
        .map(
          (step) =>
            `<rect x="${560 + step * 160}" y="${760 - (step === 1 ? 60 : step === 0 ? 20 : 0)}" width="160" height="${140 + (step === 1 ? 60 : step === 0 ? 20 : 0)}" ${neon(['#c084fc', '#fbbf24', '#a3e635'][step] as string, 5, '#181828')}/>`,
        )
        .join('')}`,
  },
];

const seedDir = new URL('./', import.meta.url);

for (const scene of scenes) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${room(scene.glow)}${scene.draw()}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  await writeFile(new URL(scene.file, seedDir), jpeg);
  process.stdout.write(`${scene.file}: ${Math.round(jpeg.length / 1024)} KB\n`);
}

const list = scenes.map(({ id, objectId, file, originalName, description, category }) => ({
  id,
  objectId,
  file,
  originalName,
  description,
  category,
}));
await writeFile(new URL('images.json', seedDir), `${JSON.stringify(list, null, 2)}\n`);
