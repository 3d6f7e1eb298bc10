import { eventInputSchema, type VenueEvent } from '@venue/contracts/events';
import { generatedContentSchema } from '@venue/contracts/integrations';
import { describe, expect, it } from 'vitest';
import { clip, copywriter, guessFormat } from '../../src/ai/copywriter';
import { longDate } from '../../src/ai/event-facts';

const leagueNight: VenueEvent = {
  id: 'monday-league-night-20261130',
  title: 'Monday League Night',
  date: '2026-11-30',
  time: '7:00 PM',
  location: 'Forks Arcade',
  description:
    'Weekly pinball league: four games a night, standings kept all season. Beginners welcome.',
  cost: '$5 per night',
  registrationUrl: 'https://example.com/league',
  featured: true,
  kind: 'league',
};

/** An event checked by the staff form's own contract, as the store would hold it. */
function validEvent(fields: Partial<VenueEvent>): VenueEvent {
  const { id, ...input } = { ...leagueNight, ...fields };
  return { id, ...eventInputSchema.parse(input) };
}

/** Words of text exactly `length` characters long, ending in a full stop. */
const textOf = (length: number, word: string) =>
  `${`${word} `.repeat(length)}`.slice(0, length - 1) + '.';

describe('copywriter', () => {
  const writer = copywriter();

  it('when it writes, then it names itself the copywriter, with no model', () => {
    expect(writer.writer).toBe('copywriter');
    expect(writer.model).toBeUndefined();
  });

  it('when it writes the same event twice, then the content is the same', async () => {
    const first = await writer.write(leagueNight);
    const second = await writer.write(structuredClone(leagueNight));

    expect(second).toEqual(first);
  });

  it('when it writes an event, then the content is made of the event’s own facts', async () => {
    const content = await writer.write(leagueNight);

    expect(content.format).toBe('League Night');
    expect(content.marketing.headline).toBe('Monday League Night');
    expect(content.marketing.emailSubject).toBe('Monday League Night — Monday, November 30');
    expect(content.marketing.sellingPoints).toEqual([
      'Weekly pinball league: four games a night, standings kept all season.',
      'Monday, November 30, 2026, 7:00 PM',
      'At Forks Arcade',
      'Cost: $5 per night',
      'Register online: https://example.com/league',
    ]);
    expect(content.marketing.socialPost).toBe(
      [
        'Monday League Night',
        'Monday, November 30, 2026 · 7:00 PM · Forks Arcade',
        'Weekly pinball league: four games a night, standings kept all season. Beginners welcome.',
        'Cost: $5 per night',
        'Register: https://example.com/league',
        '#Winnipeg #TheForks #pinball',
      ].join('\n'),
    );
    expect(content.layout.colorScheme).toEqual({
      primary: '#06b6d4',
      secondary: '#9333ea',
      accent: '#84cc16',
    });
    expect(content.layout.layoutStructure).toContain('Register button');
  });

  it('when the event has no cost, then nothing is said about a price', async () => {
    const event = validEvent({
      title: 'Spring Pinball Tournament',
      cost: '',
      registrationUrl: '',
      description: 'Three rounds of play on the classic machines. Finals at nine.',
    });

    const content = await writer.write(event);

    expect(JSON.stringify(content.marketing)).not.toMatch(/free|cost|\$|price|entry fee/i);
    expect(content.marketing.sellingPoints).toHaveLength(3);
    expect(content.layout.layoutStructure).not.toContain('Register');
  });

  it.each(['Free', 'free entry', '$0'])(
    'when the cost is %s, then it says free entry',
    async (cost) => {
      const content = await writer.write(validEvent({ cost }));

      expect(content.marketing.sellingPoints).toContain('Free entry');
    },
  );

  it('when the cost is free on a condition, then the condition is kept', async () => {
    const content = await writer.write(validEvent({ cost: 'Free with game card' }));

    expect(content.marketing.sellingPoints).toContain('Cost: Free with game card');
    expect(content.marketing.sellingPoints).not.toContain('Free entry');
  });

  it('when every field is at the contract’s maximum, then the content still fits the schema', async () => {
    const event = validEvent({
      title: textOf(120, 'Championship'),
      time: textOf(60, 'doors'),
      location: textOf(120, 'hall'),
      description: `${textOf(999, 'pinball')}\n\n${textOf(999, 'flipper')}`,
      cost: textOf(60, 'dollars'),
      registrationUrl: `https://example.com/${'a'.repeat(480)}`,
    });
    expect(event.title).toHaveLength(120);
    expect(event.description).toHaveLength(2000);
    expect(event.location).toHaveLength(120);

    const content = await writer.write(event);

    expect(generatedContentSchema.safeParse(content).success).toBe(true);
    expect(content.marketing.socialPost.length).toBeLessThanOrEqual(600);
    expect(content.marketing.socialPost).toContain(event.title);
    expect(content.marketing.socialPost).toContain(event.location);
    expect(content.marketing.socialPost).toMatch(/…\n/);
    expect(content.marketing.emailSubject.length).toBeLessThanOrEqual(120);
    expect(content.marketing.emailSubject).toMatch(/… — Monday, November 30$/);
    expect(content.marketing.sellingPoints).toContain('Online registration: see the event page');
  });

  it('when the texts have no spaces and end in emoji, then the content still fits the schema', async () => {
    const event = validEvent({
      title: `${'X'.repeat(118)}🎯`,
      location: '🎯'.repeat(60),
      description: `${'🕹'.repeat(999)}!\n\t${'y'.repeat(1)}`,
      time: '',
      cost: '',
      registrationUrl: '',
    });

    const content = await writer.write(event);

    expect(generatedContentSchema.safeParse(content).success).toBe(true);
    expect(content.marketing.socialPost).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('when the description has line breaks, then single-line texts hold none', async () => {
    const content = await writer.write(
      validEvent({ description: 'Bring your own\nflipper fingers.\n\nDoors open early.' }),
    );

    expect(content.marketing.sellingPoints[0]).toBe('Bring your own flipper fingers.');
  });
});

describe('guessing the format', () => {
  it.each([
    ['Monday League Night', '', 'League Night'],
    ['Spring Championship', '', 'Tournament'],
    ['Stern Pro Qualifier', '', 'Tournament'],
    ['IFPA Tournament', '', 'Tournament'],
    ['Godzilla Premium Launch', '', 'Launch Party'],
    ['New Release Night', '', 'Launch Party'],
    ['Flipper Skills Workshop', '', 'Workshop'],
    ['Beginners Clinic', '', 'Workshop'],
    ['Friday Fun', 'An evening of open play.', 'Tournament'],
    ['Friday Fun', 'A relaxed league for newcomers.', 'League Night'],
    ['Flipper Skills Workshop', 'Open to league players.', 'Workshop'],
    ['Leaguer Social', '', 'Tournament'],
  ])(
    'when the title is %s and the description %s, then it is a %s',
    (title, description, format) => {
      expect(guessFormat(title, description)).toBe(format);
    },
  );

  it('when the format differs, then the colour scheme differs', async () => {
    const writer = copywriter();
    const schemes = await Promise.all(
      ['Spring Tournament', 'Monday League', 'Game Launch', 'Skills Workshop'].map(
        async (title) => (await writer.write(validEvent({ title }))).layout.colorScheme.primary,
      ),
    );

    expect(schemes).toEqual(['#9333ea', '#06b6d4', '#84cc16', '#06b6d4']);
  });
});

describe('long dates and clipping', () => {
  it.each([
    ['2026-11-30', 'Monday, November 30, 2026'],
    ['2026-01-01', 'Thursday, January 1, 2026'],
    ['2028-02-29', 'Tuesday, February 29, 2028'],
  ])('when the date is %s, then it reads %s whatever the server zone', (date, words) => {
    expect(longDate(date)).toBe(words);
  });

  it('when a text is longer than the limit, then it is cut at a word with an ellipsis', () => {
    expect(clip('Three rounds of play on the classic machines', 20)).toBe('Three rounds of…');
    expect(clip('short', 20)).toBe('short');
  });

  it('when the cut falls inside an emoji, then the whole emoji goes', () => {
    expect(clip('🎯🎯🎯', 4)).toBe('🎯…');
  });
});
