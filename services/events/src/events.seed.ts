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

/**
 * A believable calendar around the venue's today, for a fresh start: six weekly league nights,
 * the monthly IFPA-sanctioned tournament for three months, and one featured championship.
 */
export function seedEvents(now = new Date()): Array<EventFields & { id: string }> {
  const today = venueToday(now);
  const nextTuesday = addDays(weekStartOf(today), today > addDays(weekStartOf(today), 1) ? 8 : 1);
  const leagueNights = Array.from({ length: 6 }, (_, week) =>
    withId({
      title: 'Tuesday Night Pinball League',
      date: addDays(nextTuesday, week * 7),
      time: '7:00 PM - 10:00 PM',
      location,
      description:
        'Our weekly league night: four games a night in rotating groups, IFPA ranking points and a season that ends in finals. Beginners are welcome; we pair new players with league regulars.',
      cost: '$5 per night',
      registrationUrl: '',
      featured: false,
    }),
  );
  const tournaments = [0, 1, 2]
    .map((months) => secondSaturday(today, months))
    .filter((date) => date >= today)
    .map((date) =>
      withId({
        title: 'Forks Monthly Pinball Tournament',
        date,
        time: '1:00 PM',
        location,
        description:
          'Our monthly IFPA-sanctioned tournament. Group match play qualifying, then single elimination finals. All skill levels; results count toward world rankings.',
        cost: '$15 entry, plus game play',
        registrationUrl: 'https://www.ifpapinball.com/',
        featured: false,
      }),
    );
  const championshipDate = addDays(today, 24);
  const championship = withId({
    title: 'Winter Flip-Out Championship',
    date: championshipDate,
    time: '12:00 PM - 9:00 PM',
    location,
    description:
      'Our biggest pinball event of the season: a full day of qualifying on ten tables, A and B division finals, prizes for the top eight and a beginners bracket. Spectators welcome all day.',
    cost: '$25 entry',
    registrationUrl: 'https://www.manitobapinball.ca/',
    featured: true,
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
  });
  return [...leagueNights, ...tournaments, rhythmNight, championship];
}
