import { expect } from 'vitest';
import { errorBodySchema } from '@venue/contracts/errors';
import {
  venueSettingsSchema,
  type VenueSettings,
  type VenueSettingsInput,
} from '@venue/contracts/venue';
import { startServicesUnderTest, type CallOptions } from '@venue/test-helpers/service-harness';
import { venueService } from '../src/venue.service';

/** The venue service alone on a temp store (or on `dataDir`, as a restart would). */
export async function startVenue(options: { dataDir?: string; env?: NodeJS.ProcessEnv } = {}) {
  const hosted = await startServicesUnderTest([venueService], options);
  const call = (options: CallOptions = {}) => hosted.call('venue', '/api/venue', options);

  const read = async (): Promise<VenueSettings> => {
    const response = await call();
    expect(response.status).toBe(200);
    return venueSettingsSchema.parse(await response.json());
  };
  const save = (settings: unknown, as: CallOptions['as']) =>
    call({ method: 'PUT', as, json: settings });
  const saved = async (settings: VenueSettingsInput): Promise<VenueSettings> => {
    const response = await save(settings, 'admin');
    expect(response.status, await response.clone().text()).toBe(200);
    return venueSettingsSchema.parse(await response.json());
  };
  /** A refused save: its status and the fields its body names. */
  const refused = async (settings: unknown, status = 400) => {
    const response = await save(settings, 'admin');
    expect(response.status, await response.clone().text()).toBe(status);
    return errorBodySchema.parse(await response.json());
  };

  return {
    hosted,
    read,
    save,
    saved,
    refused,
    /** Stops the service and starts it again on the same data, with these variables. */
    restart: async (env: NodeJS.ProcessEnv = {}) => {
      await hosted.stop();
      return startVenue({ dataDir: hosted.dataDir, env });
    },
    close: () => hosted.close(),
  };
}

export type Venue = Awaited<ReturnType<typeof startVenue>>;

/** What an admin sends: the settings as read, without what the service works out. */
export const editable = ({
  notices: _notices,
  today: _today,
  updatedAt: _updatedAt,
  ...settings
}: VenueSettings): VenueSettingsInput => settings;
