/**
 * The built-in writer used when no AI model is configured: it fills the same shapes from the
 * event's own fields, the same way every time, and says nothing the event does not.
 */
import type { VenueEvent } from '@venue/contracts/events';
import {
  generatedContentSchema,
  marketingContentSchema,
  type GeneratedContent,
  type LayoutSuggestion,
} from '@venue/contracts/integrations';
import { dayAndMonth, longDate } from './event-facts';
import type { EventWriter } from './event-writer';

type EventFormat = 'Tournament' | 'League Night' | 'Launch Party' | 'Workshop';

/** Checked in order, in the title first, then in the description. */
const formatWords: ReadonlyArray<[RegExp, EventFormat]> = [
  [/\bleagues?\b/i, 'League Night'],
  [/\b(tournaments?|championships?|qualifiers?)\b/i, 'Tournament'],
  [/\b(launch(es|ing)?|releases?|released)\b/i, 'Launch Party'],
  [/\b(workshops?|clinics?)\b/i, 'Workshop'],
];

/** The kind of event its words suggest; a tournament, the spec's default, when none do. */
export function guessFormat(title: string, description: string): EventFormat {
  for (const text of [title, description]) {
    const found = formatWords.find(([words]) => words.test(text));
    if (found) return found[1];
  }
  return 'Tournament';
}

const purple = '#9333ea';
const cyan = '#06b6d4';
const lime = '#84cc16';

/** The site's three colours in a different order for each kind of event. */
const designs: Record<EventFormat, Omit<LayoutSuggestion, 'layoutStructure'>> = {
  Tournament: {
    colorScheme: { primary: purple, secondary: cyan, accent: lime },
    visualElements: [
      'A bracket or standings graphic',
      'A trophy icon beside the headline',
      'A neon glow on the headline in the accent colour',
      'A close-up of a pinball playfield as the backdrop',
    ],
    typography:
      'A bold, condensed display face in capitals for the headline; a plain sans-serif for the date, time and location; numbers set large.',
  },
  'League Night': {
    colorScheme: { primary: cyan, secondary: purple, accent: lime },
    visualElements: [
      'A league table motif behind the details',
      'A calendar icon beside the date',
      'Rows of machines along the bottom edge',
      'Accent-colour underlines on the key details',
    ],
    typography:
      'A friendly rounded sans-serif for the headline; a regular sans-serif for the details, with the weekday and time in bold.',
  },
  'Launch Party': {
    colorScheme: { primary: lime, secondary: purple, accent: cyan },
    visualElements: [
      'A spotlight or burst shape behind the headline',
      'Confetti in the three site colours',
      'A photo or silhouette of the machine or game being launched',
      'A "New" badge in the accent colour',
    ],
    typography:
      'An energetic heavy display face for the headline; a clean sans-serif for the details; the date set as large as the headline allows.',
  },
  Workshop: {
    colorScheme: { primary: cyan, secondary: lime, accent: purple },
    visualElements: [
      'A simple diagram of flippers and a ball',
      'A numbered list motif for what attendees learn',
      'A photo of hands at a machine',
      'An icon for each detail: calendar, clock, map pin',
    ],
    typography:
      'A clear humanist sans-serif throughout; the headline in bold, the details in regular weight with generous line spacing.',
  },
};

const hashtags = '#Winnipeg #TheForks #pinball';
const socialPostMax = 600;
/** A shorter excerpt of the description says too little to be worth the space. */
const shortestExcerpt = 40;
const sellingPointSchema = marketingContentSchema.shape.sellingPoints.element;

/** Runs of white space (line breaks too) as one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The text cut to `max` characters at a word boundary where there is one, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > max / 2) cut = cut.slice(0, lastSpace);
  // Never leave half of a character written as two UTF-16 units.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

function firstSentence(text: string): string {
  return /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

/** Whether the cost text says entry is free, and nothing more. */
const isFree = (cost: string) =>
  /^(free|free entry|free admission|no charge|\$0(\.00)?)$/i.test(cost);

export function copywriter(): EventWriter {
  return {
    writer: 'copywriter',
    async write(event: VenueEvent): Promise<GeneratedContent> {
      return generatedContentSchema.parse(contentFor(event));
    },
  };
}

function contentFor(event: VenueEvent): GeneratedContent {
  const title = oneLine(event.title);
  const location = oneLine(event.location);
  const description = oneLine(event.description);
  const time = oneLine(event.time ?? '');
  const cost = oneLine(event.cost ?? '');
  const registrationUrl = (event.registrationUrl ?? '').trim();
  const format = guessFormat(title, description);
  const date = longDate(event.date);
  const when = time ? `${date}, ${time}` : date;
  const costLine = cost && (isFree(cost) ? 'Free entry' : `Cost: ${cost}`);
  const registerPoint = `Register online: ${registrationUrl}`;
  const subjectDate = ` — ${dayAndMonth(event.date)}`;

  const sellingPoints = [
    clip(firstSentence(description), 160),
    when,
    `At ${location}`,
    costLine,
    // A web address cut short would lead nowhere.
    registrationUrl &&
      (registerPoint.length <= 160 ? registerPoint : 'Online registration: see the event page'),
  ].filter((point) => sellingPointSchema.safeParse(point).success);

  return {
    format,
    marketing: {
      socialPost: socialPost({
        header: `${title}\n${[date, time, location].filter(Boolean).join(' · ')}`,
        description,
        costLine,
        registerLine: registrationUrl && `Register: ${registrationUrl}`,
      }),
      emailSubject: `${clip(title, 120 - subjectDate.length)}${subjectDate}`,
      headline: title,
      sellingPoints,
    },
    layout: {
      ...designs[format],
      layoutStructure: [
        'The headline across the top in the primary colour.',
        'The date, time and location in one block under it, on the secondary colour.',
        'A short line from the description in the middle.',
        registrationUrl
          ? 'A Register button in the accent colour at the bottom, linking to the registration page.'
          : 'The venue name, The Forks, Winnipeg, along the bottom.',
      ].join(' '),
    },
  };
}

/**
 * The post within its limit: the header, cost and hashtags always, the registration link when
 * it fits, and as much of the description as the space left holds.
 */
function socialPost(parts: {
  header: string;
  description: string;
  costLine: string;
  registerLine: string;
}): string {
  const lengthOf = (lines: string[]) => lines.join('\n').length;
  const details = [parts.costLine].filter(Boolean);
  if (
    parts.registerLine &&
    lengthOf([parts.header, ...details, parts.registerLine, hashtags]) <= socialPostMax
  ) {
    details.push(parts.registerLine);
  }
  const room = socialPostMax - lengthOf([parts.header, ...details, hashtags]) - 1;
  const excerpt = room >= shortestExcerpt ? [clip(parts.description, room)] : [];
  return [parts.header, ...excerpt, ...details, hashtags].join('\n');
}
