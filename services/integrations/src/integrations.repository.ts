import type { VenueEvent } from '@venue/contracts/events';
import type { GeneratedContent, ProducedBy, WeatherReading } from '@venue/contracts/integrations';
import type { Store } from '@venue/store/store.port';

/** The venue's latest weather reading: one document, replaced at each refresh. */
export interface WeatherRecord extends WeatherReading {
  id: 'venue';
  observedAt: Date;
  provider: string;
  fetchedAt: Date;
}

/** An event's generated content, with the event as it was written from. */
export interface EnhancementRecord extends GeneratedContent {
  /** The event's id. */
  id: string;
  event: VenueEvent;
  producedBy: Omit<ProducedBy, 'generatedAt'> & { generatedAt: Date };
}

export async function integrationsRepository(store: Store) {
  const weather = await store.collection<WeatherRecord>('weather');
  const enhancements = await store.collection<EnhancementRecord>('event-enhancements', {
    indexes: [{ fields: { 'event.date': 1 } }],
  });
  return {
    weather: () => weather.findById('venue'),
    saveWeather: async (reading: Omit<WeatherRecord, 'id'>) =>
      (await weather.upsert({ id: 'venue' }, { $set: { ...reading } })).doc,
    enhancement: (eventId: string) => enhancements.findById(eventId),
    /** The content of events dated `date` or later. */
    enhancementsFrom: (date: string) =>
      enhancements.find({ 'event.date': { $gte: date } }, { sort: { 'event.date': 1 } }),
    saveEnhancement: async ({ id, ...fields }: EnhancementRecord) =>
      (await enhancements.upsert({ id }, { $set: { ...fields } })).doc,
    removeEnhancement: (eventId: string) => enhancements.deleteOne({ id: eventId }),
  };
}

export type IntegrationsRepository = Awaited<ReturnType<typeof integrationsRepository>>;
