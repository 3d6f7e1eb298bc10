// `--scale`: what a busy venue gathers in three years, written into a data folder before the
// product first starts on it, straight through each service's own repository on the embedded
// store (no HTTP: 200,000 requests would take longer than the bench). The product then starts
// on it as on any folder it wrote itself.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gameCategories, type GameCategory } from '@venue/contracts/catalogue';
import { machineIssueTypes } from '@venue/contracts/machine-reports';
import { galleryCategories, variantWidths } from '@venue/contracts/gallery';
import { createEmbeddedStore } from '@venue/store/embedded.adapter';
import type { Store } from '@venue/store/store.port';
import { weekdayOf } from '@venue/contracts/schedule';
import { venueToday, weekStartOf } from '@venue/venue-time/venue-time';
import { readSeedFiles } from '@venue/catalogue/catalogue.seed';
import { parseGameFile } from '@venue/catalogue/catalogue.file-format';
import { eventsRepository } from '@venue/events/events.repository';
import { presentEvent } from '@venue/events/events.read-model';
import { galleryRepository } from '@venue/gallery/gallery.repository';
import { makeImageVariants } from '@venue/gallery/gallery.images';
import { copywriter } from '@venue/integrations/ai/copywriter';
import { integrationsRepository } from '@venue/integrations/integrations.repository';
import { leaderboardRepository } from '@venue/leaderboard/leaderboard.repository';
import { cleaningRepository } from '@venue/operations/cleaning.repository';
import { machineReportsRepository } from '@venue/operations/machine-reports.repository';
import { scheduleRepository } from '@venue/schedule/schedule.repository';

/** Three years of a busy venue, as issue 17 counts them. */
export const scaleCounts = {
  scores: 100_000,
  events: 10_000,
  galleryImages: 5_000,
  machineReports: 50_000,
  days: 3 * 365,
};

/** Upcoming events: the calendar reaches two months ahead of today. */
const daysAhead = 60;
const players = Array.from({ length: 400 }, (_, n) => `Player ${n + 1}`);
const staff = ['Sarah', 'Mike', 'Jordan', 'Priya', 'Tom', 'Ana'];

/** `YYYY-MM-DD` `days` after `date`. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function withStore<T>(dataDir: string, name: string, work: (store: Store) => Promise<T>) {
  const store = await createEmbeddedStore(path.join(dataDir, name));
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

async function catalogueGames(): Promise<Array<{ name: string; category: GameCategory }>> {
  const files = await readSeedFiles();
  return gameCategories.flatMap((category) =>
    parseGameFile(files[category]).games.map((game) => ({ name: game.name, category })),
  );
}

async function seedScores(dataDir: string, games: string[], today: string) {
  await withStore(dataDir, 'leaderboard', async (store) => {
    const scores = await leaderboardRepository(store);
    for (let n = 0; n < scaleCounts.scores; n += 1) {
      const date = addDays(today, -(n % scaleCounts.days));
      await scores.insertScore({
        gameName: games[n % games.length] as string,
        playerName: players[(n * 7) % players.length] as string,
        score: 1_000 + ((n * 7_919) % 50_000_000),
        date,
        month: date.slice(0, 7),
        enteredBy: 'scale-seed',
      });
    }
  });
}

/** The events, and the AI content each got when it was created (the built-in copywriter's). */
async function seedEvents(dataDir: string, today: string) {
  const first = addDays(today, -(scaleCounts.days - daysAhead));
  const span = scaleCounts.days;
  const kinds = ['League Night', 'IFPA Tournament', 'Retro Arcade Night', 'Rhythm Battle'];
  const created = await withStore(dataDir, 'events', async (store) => {
    const events = await eventsRepository(store);
    const records = [];
    for (let n = 0; n < scaleCounts.events; n += 1) {
      const date = addDays(first, Math.floor((n * span) / scaleCounts.events));
      const title = `${kinds[n % kinds.length]} ${n + 1}`;
      records.push(
        await events.insert(`scale-event-${n + 1}`, {
          title,
          date,
          time: `${6 + (n % 4)}:00 PM`,
          location: 'Forks Arcade',
          description: `${title}: an evening of play on every machine at The Forks.`,
          cost: n % 3 === 0 ? '$10' : '',
          registrationUrl: '',
          featured: n % 97 === 0,
          kind: n % kinds.length === 0 ? 'league' : n % kinds.length === 1 ? 'tournament' : 'other',
        }),
      );
    }
    return records;
  });
  const writer = copywriter();
  await withStore(dataDir, 'integrations', async (store) => {
    const enhancements = await integrationsRepository(store);
    for (const record of created) {
      const event = presentEvent(record, today);
      const content = await writer.write(event);
      await enhancements.saveEnhancement({
        id: event.id,
        event,
        ...content,
        producedBy: { writer: writer.writer, generatedAt: new Date() },
      });
    }
  });
}

/**
 * Gallery records over three years. Each record owns its object (the gallery's rule), but the
 * bytes are one shipped photo and its variants, hard-linked: a few small real images on disk.
 */
async function seedGallery(dataDir: string, today: string) {
  const original = await readFile(
    path.join(import.meta.dirname, '../../services/gallery/seed/pinball-row.jpg'),
  );
  const made = await makeImageVariants(original);
  const objectsDir = path.join(dataDir, 'objects');
  await mkdir(objectsDir, { recursive: true });
  const shared = path.join(dataDir, 'scale-shared');
  await mkdir(shared, { recursive: true });
  await writeFile(path.join(shared, 'original'), original);
  for (const variant of made.variants) {
    await writeFile(path.join(shared, `w${variant.width}`), variant.bytes);
  }
  await withStore(dataDir, 'gallery', async (store) => {
    const gallery = await galleryRepository(store);
    for (let n = 0; n < scaleCounts.galleryImages; n += 1) {
      const objectId = randomUUID();
      await link(path.join(shared, 'original'), path.join(objectsDir, objectId));
      await gallery.objects.saved(objectId, 'image/jpeg', original.length);
      const variants = [];
      for (const variant of made.variants) {
        const variantId = `${objectId}-w${variant.width}`;
        await link(path.join(shared, `w${variant.width}`), path.join(objectsDir, variantId));
        await gallery.objects.saved(variantId, 'image/webp', variant.bytes.length);
        variants.push({ width: variant.width, objectId: variantId });
      }
      const uploaded = new Date(`${addDays(today, -(n % scaleCounts.days))}T18:00:00Z`);
      const record = await gallery.insert({
        objectId,
        filename: `/objects/uploads/${objectId}`,
        originalName: `Venue photo ${n + 1}`,
        description: `A night at the venue, photo ${n + 1}.`,
        category: galleryCategories[n % galleryCategories.length]!,
        isVisible: n % 20 !== 0,
        uploadedAt: uploaded,
      });
      await gallery.setVariants(record.id, { width: made.width, height: made.height }, variants);
    }
  });
  if (made.variants.length !== variantWidths.length) {
    throw new Error('bench: the shared photo is too small for every variant width');
  }
}

/** The reports still waiting for the crew in the seeded venue. */
const openReportsAtScale = 12;

async function seedOperations(
  dataDir: string,
  games: Array<{ name: string; category: GameCategory }>,
  today: string,
) {
  await withStore(dataDir, 'operations', async (store) => {
    const reports = await machineReportsRepository(store);
    for (let n = 0; n < scaleCounts.machineReports; n += 1) {
      const id = randomUUID();
      await reports.insert(
        {
          gameName: games[n % games.length]!.name,
          issueType: machineIssueTypes[n % machineIssueTypes.length]!,
          description: `Report ${n + 1}: the machine needs a look from the crew.`,
          playerName: n % 2 === 0 ? (players[n % players.length] as string) : '',
          contactInfo: '',
          email: '',
        },
        id,
      );
      // Three years of reports are mostly dealt with: only the latest few are still open.
      if (n < scaleCounts.machineReports - openReportsAtScale) {
        await reports.update(id, { status: 'closed', resolvedAt: new Date() });
      }
    }
    const cleaning = await cleaningRepository(store);
    const weeks = Math.ceil(scaleCounts.days / 7);
    for (let week = 1; week <= weeks; week += 1) {
      const weekStart = weekStartOf(addDays(today, -7 * week));
      for (const game of games) {
        await cleaning.mark({
          weekStart,
          category: game.category,
          gameName: game.name,
          cleaned: true,
        });
      }
    }
  });
}

async function seedSchedule(dataDir: string, today: string) {
  await withStore(dataDir, 'schedule', async (store) => {
    const schedule = await scheduleRepository(store);
    for (let n = 0; n < scaleCounts.days; n += 1) {
      const date = addDays(today, -n);
      await schedule.saveDay(
        {
          date,
          day: weekdayOf(date),
          shift: n % 7 === 5 ? '6 PM - 2 AM' : '2 PM - 10 PM',
          staff: [staff[n % staff.length] as string, staff[(n + 2) % staff.length] as string],
          shifts: [],
          coverage: 'full',
        },
        'scale-seed',
      );
    }
    // Three years are there already: no sample plan over them.
    await schedule.setSeedState('done');
  });
}

/** Writes the three years into `dataDir`; resolves with the seconds each part took. */
export async function seedScale(dataDir: string): Promise<Record<string, number>> {
  const today = venueToday();
  const games = await catalogueGames();
  const timings: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<void>) => {
    const started = Date.now();
    await work();
    timings[name] = (Date.now() - started) / 1000;
  };
  await timed('scores', () =>
    seedScores(
      dataDir,
      games.map((game) => game.name),
      today,
    ),
  );
  await timed('events', () => seedEvents(dataDir, today));
  await timed('gallery', () => seedGallery(dataDir, today));
  await timed('operations', () => seedOperations(dataDir, games, today));
  await timed('schedule', () => seedSchedule(dataDir, today));
  return timings;
}
