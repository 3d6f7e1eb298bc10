import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessageSchema, contactReceiptSchema } from '@venue/contracts/contact';
import { gameSchema } from '@venue/contracts/catalogue';
import { machineReportSchema } from '@venue/contracts/machine-reports';
import { startOperations, type Operations } from './operations-harness';

let operations: Operations;

/** Stops the services and starts them again on the same data folder, as a restart does. */
async function restart() {
  await operations.hosted.stop();
  operations = await startOperations({ dataDir: operations.hosted.dataDir });
}

beforeEach(async () => {
  operations = await startOperations();
});
afterEach(() => operations.close());

describe('what the forms accept survives a restart', () => {
  it('when a contact message has a line separator in its name, then after a restart the inbox shows it unchanged', async () => {
    const message = {
      name: 'Ann\u2028Lee\u2029Jr',
      email: 'ann@example.com',
      subject: 'general',
      message: 'Hello from\u2028two lines\u2029and a paragraph.',
    };
    const response = await operations.api('/api/contact', { method: 'POST', json: message });
    expect(response.status).toBe(201);
    const receipt = contactReceiptSchema.parse(await response.json());

    await restart();

    expect(await operations.read('/api/contact-messages', z.array(contactMessageSchema))).toEqual([
      {
        ...message,
        id: receipt.id,
        handled: false,
        handledAt: null,
        receivedAt: receipt.receivedAt,
      },
    ]);
  });

  it('when a catalogue game has a line separator in its name, then after a restart it is listed unchanged and reports can name it', async () => {
    const game = {
      category: 'pinball',
      name: 'Star\u2028Trek\u2029Premium',
      manufacturer: 'Stern',
      year: 2013,
      description: 'Boldly\u2028go.',
    };
    const created = await operations.hosted.call('catalogue', '/api/games', {
      method: 'POST',
      as: 'staff',
      json: game,
    });
    expect(created.status).toBe(201);
    const saved = gameSchema.parse(await created.json());

    await restart();

    const listed = z
      .array(gameSchema)
      .parse(await (await operations.hosted.call('catalogue', '/api/games/pinball')).json());
    expect(listed).toContainEqual(saved);
    expect(saved).toMatchObject(game);
    const report = await operations.api('/api/machine-reports', {
      method: 'POST',
      json: { gameName: game.name, issueType: 'game_frozen', description: 'Froze mid-ball.' },
    });
    expect(report.status).toBe(201);
    const reports = await operations.read('/api/machine-reports', z.array(machineReportSchema));
    expect(reports.map((stored) => stored.gameName)).toEqual([game.name]);
  });

  it('when a collection file is damaged other than by a torn last line, then the next start fails naming the file, the line and how to recover', async () => {
    const sent = await operations.api('/api/contact', {
      method: 'POST',
      json: { name: 'Ann', email: 'ann@example.com', subject: 'general', message: 'Hello there!' },
    });
    expect(sent.status).toBe(201);
    await operations.hosted.stop();
    const file = path.join(operations.hosted.dataDir, 'operations', 'contact_messages.db');
    const damagedLine = (await readFile(file, 'utf8')).split('\n').length;
    await appendFile(file, '{"_id":"torn", "name": \n{"_id":"whole"}\n');

    const starting = startOperations({ dataDir: operations.hosted.dataDir });

    await expect(starting).rejects.toThrow(
      `The embedded store cannot load ${file}: line ${damagedLine} is not a whole JSON document.`,
    );
    await expect(starting).rejects.toThrow(/restore the data folder from a backup/);
  });
});
