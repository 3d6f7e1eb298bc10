import { venueToday } from '@venue/venue-time/venue-time';
import { monthKeyOf, resolveMonth } from './leaderboard.months';
import type { NewScoreRecord } from './leaderboard.repository';

/** Games of the catalogue's own first-start list, and a believable spread of scores on each. */
const sample: Array<[game: string, scores: Array<[player: string, score: number]>]> = [
  [
    'Medieval Madness',
    [
      ['Dana Whitehorse', 182_450_310],
      ['Marc Gagnon', 147_902_660],
      ['Priya Shah', 121_338_040],
      ['Tom Kowalski', 98_114_900],
      ['Ana Souza', 64_870_250],
      ['Jordan Lee', 58_002_140],
      ['Chris Moreau', 41_760_900],
      ['Mia Tran', 37_215_480],
      ['Sam Okafor', 22_904_310],
    ],
  ],
  [
    'Attack from Mars',
    [
      ['Marc Gagnon', 6_204_115_880],
      ['Lena Fischer', 4_880_210_430],
      ['Dana Whitehorse', 3_912_640_070],
      ['Priya Shah', 2_760_118_540],
      ['Chris Moreau', 1_904_337_210],
    ],
  ],
  [
    'Godzilla',
    [
      ['Priya Shah', 1_482_330_120],
      ['Jordan Lee', 1_102_874_560],
      ['Tom Kowalski', 987_440_010],
      ['Sam Okafor', 540_220_980],
    ],
  ],
  [
    'Galaga',
    [
      ['Sam Okafor', 1_042_770],
      ['Jordan Lee', 812_450],
      ['Ana Souza', 640_100],
    ],
  ],
  [
    'Dance Dance Revolution A20 Plus',
    [
      ['Mia Tran', 998_310],
      ['Lena Fischer', 972_860],
      ['Jordan Lee', 951_040],
    ],
  ],
  [
    'Skee Ball',
    [
      ['Chris Moreau', 880],
      ['Mia Tran', 760],
      ['Ana Souza', 690],
    ],
  ],
];

/** The sample scores, dated over the venue's current month up to today. */
export function seedScores(now = new Date()): NewScoreRecord[] {
  const month = resolveMonth(undefined, now);
  const today = venueToday(now);
  const lastDayNumber = Number(today.slice(8, 10));
  let index = 0;
  return sample.flatMap(([gameName, scores]) =>
    scores.map(([playerName, score]) => {
      index += 1;
      const day = ((index * 7) % lastDayNumber) + 1;
      const date = `${month.key}-${String(day).padStart(2, '0')}`;
      return { gameName, playerName, score, date, month: monthKeyOf(date), enteredBy: 'seed' };
    }),
  );
}
