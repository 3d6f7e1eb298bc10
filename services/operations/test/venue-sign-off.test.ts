import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailSchema } from '@venue/contracts/mail';
import { venueSettingsSchema } from '@venue/contracts/venue';
import { startServicesUnderTest } from '@venue/test-helpers/service-harness';
import { catalogueService } from '@venue/catalogue/catalogue.service';
import { venueService } from '@venue/venue/venue.service';
import { operationsService } from '../src/operations.service';
import { operationsClient, someGame, type Operations } from './operations-harness';

let operations: Operations | undefined;
afterEach(() => operations?.close());

/** A report with an e-mail, marked fixed: the message its reporter gets, as written. */
async function messageToReporter(ops: Operations): Promise<string> {
  const game = await someGame(ops);
  const reported = await ops.api('/api/machine-reports', {
    method: 'POST',
    json: {
      gameName: game.name,
      issueType: 'game_frozen',
      description: 'Froze on the second ball.',
      email: 'sam@example.com',
    },
  });
  expect(reported.status).toBe(201);
  const { id } = z.object({ id: z.string() }).parse(await reported.json());
  expect((await ops.staff('PATCH', `/api/machine-reports/${id}`, { status: 'fixed' })).status).toBe(
    200,
  );
  const outbox = () => ops.read('/api/mail/outbox', z.array(outboxMailSchema));
  await expect.poll(async () => (await outbox()).length).toBe(1);
  return (await outbox())[0]!.text;
}

describe('the sign-off of the message to a reporter', () => {
  it('when staff have renamed the venue, then the message is signed with its name', async () => {
    const hosted = await startServicesUnderTest([
      catalogueService,
      operationsService,
      venueService,
    ]);
    operations = operationsClient(hosted);
    const venue = venueSettingsSchema.parse(
      await (await hosted.call('venue', '/api/venue')).json(),
    );
    const saved = await hosted.call('venue', '/api/venue', {
      method: 'PUT',
      as: 'admin',
      // What the service works out (today, the notices) is left out of a save.
      json: { ...venue, name: 'Forks Pinball Hall' },
    });
    expect(saved.status).toBe(200);

    expect(await messageToReporter(operations)).toMatch(
      /See you on the floor,\nForks Pinball Hall\n$/,
    );
  });

  it('when the venue service does not answer, then the message is signed with the configured name (VENUE_NAME)', async () => {
    operations = operationsClient(
      await startServicesUnderTest([catalogueService, operationsService], {
        env: { VENUE_NAME: 'Forks Arcade at The Forks' },
      }),
    );
    expect(await messageToReporter(operations)).toMatch(
      /See you on the floor,\nForks Arcade at The Forks\n$/,
    );
  });
});
