import { eventIdFrom, type EventFields } from '@venue/contracts/events';
import { venueToday, weekStartOf } from '@venue/venue-time/venue-time';

const location = 'Forks Arcade, 1 Forks Market Road, Winnipeg';

/** `date` moved by whole days (calendar arithmetic on `YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The second Saturday of the month `months` after the one holding `date`. */
function secondSaturday(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const toSaturday = (6 - first.getUTCDay() + 7) % 7;
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1 + toSaturday + 7))
    .toISOString()
    .slice(0, 10);
}

const withId = (fields: EventFields) => ({ id: eventIdFrom(fields.title, fields.date), ...fields });

/** The first second Saturday of a month on or after `today`. */
function nextSecondSaturday(today: string): string {
  const thisMonth = secondSaturday(today, 0);
  return thisMonth >= today ? thisMonth : secondSaturday(today, 1);
}

/**
 * A believable calendar around the venue's today, for a fresh start: a weekly league night and
 * a bi-weekly beginners' league (each one series), the monthly IFPA-sanctioned tournament for
 * three months, a featured championship and a few one-off nights.
 */
export function seedEvents(now = new Date()): Array<EventFields & { id: string }> {
  const today = venueToday(now);
  const nextTuesday = addDays(weekStartOf(today), today > addDays(weekStartOf(today), 1) ? 8 : 1);
  const nextThursday = addDays(weekStartOf(today), today > addDays(weekStartOf(today), 3) ? 10 : 3);
  const league = withId({
    title: 'Tuesday Night Pinball League',
    date: nextTuesday,
    time: '7:00 PM - 10:00 PM',
    location,
    description:
      'Our weekly league night: four games a night in rotating groups, IFPA ranking points and a season that ends in finals. Beginners are welcome; we pair new players with league regulars.',
    cost: '$5 per night',
    registrationUrl: '',
    featured: false,
    kind: 'league',
    recurrence: { frequency: 'weekly', interval: 1, weekdays: ['TU'], count: 12 },
  });
  const beginners = withId({
    title: 'Beginners Pinball League',
    date: nextThursday,
    time: '6:30 PM - 8:30 PM',
    location,
    description:
      'A relaxed league for players new to competitive pinball: every other Thursday, three games each, rules explained at the machine. No experience needed.',
    cost: 'Free with game card',
    registrationUrl: '',
    featured: false,
    kind: 'league',
    recurrence: { frequency: 'weekly', interval: 2, weekdays: ['TH'], count: 6 },
  });
  const tournament = withId({
    title: 'Forks Monthly Pinball Tournament',
    date: nextSecondSaturday(today),
    time: '1:00 PM',
    location,
    description:
      'Our monthly IFPA-sanctioned tournament. Group match play qualifying, then single elimination finals. All skill levels; results count toward world rankings.',
    cost: '$15 entry, plus game play',
    registrationUrl: 'https://www.ifpapinball.com/',
    featured: false,
    kind: 'tournament',
    recurrence: { frequency: 'monthly', interval: 1, weekdays: ['SA'], weekOfMonth: 2, count: 3 },
  });
  const championship = withId({
    title: 'Winter Flip-Out Championship',
    date: addDays(today, 24),
    time: '12:00 PM - 9:00 PM',
    location,
    description:
      'Our biggest pinball event of the season: a full day of qualifying on ten tables, A and B division finals, prizes for the top eight and a beginners bracket. Spectators welcome all day.',
    cost: '$25 entry',
    registrationUrl: 'https://www.manitobapinball.ca/',
    featured: true,
    kind: 'tournament',
  });
  const rhythmNight = withId({
    title: 'Rhythm Game Showdown',
    date: addDays(today, 10),
    time: '6:00 PM',
    location,
    description:
      'Dance and drum off on our rhythm machines. Bring a partner for the doubles bracket or battle solo; the crowd picks the best freestyle.',
    cost: 'Free with game card',
    registrationUrl: '',
    featured: false,
    kind: 'tournament',
  });
  const retroNight = withId({
    title: 'Retro High Score Night',
    date: addDays(today, 5),
    time: '7:00 PM - 11:00 PM',
    location,
    description:
      'Classic cabinets from the golden age set to their hardest settings. Post the night’s best score on any of them and your initials go on the wall for the month.',
    cost: 'Free with game card',
    registrationUrl: '',
    featured: false,
    kind: 'other',
  });
  const workshop = withId({
    title: 'Pinball Care Workshop',
    date: addDays(today, 17),
    time: '11:00 AM - 1:00 PM',
    location,
    description:
      'Our techs open up a machine and show how rubbers, flippers and switches are kept playing well. Questions welcome; bring photos of your own machine.',
    cost: '$10',
    registrationUrl: '',
    featured: false,
    kind: 'other',
  });
  return [league, beginners, tournament, rhythmNight, retroNight, workshop, championship];
}
