import { z } from 'zod';
import { catalogueApi, gameChanged, type GameChangedEvent } from '@venue/contracts/catalogue';
import { defineApi } from '@venue/contracts/http';
import { defineEvent } from '@venue/contracts/messages';
import { badRequest } from '@venue/service-kit/errors';
import { domainEvent } from '@venue/service-kit/outbox';
import { defineService } from '@venue/service-kit/service-module';

/**
 * A throwaway service, written the way CONTRIBUTING.md's "Adding a service" says (its contracts,
 * its module, one registry line), to prove the gateway, the hosts and events need nothing else.
 */
export const noteAdded = defineEvent({
  name: 'note.added',
  payload: z.object({ text: z.string() }),
});

export const notesApi = defineApi('notes', {
  list: { method: 'GET', path: '/api/notes', access: 'public' },
  add: {
    method: 'POST',
    path: '/api/notes',
    access: 'staff',
    body: { kind: 'json', schema: z.object({ text: z.string().min(1) }) },
  },
  upload: {
    method: 'PUT',
    path: '/api/notes/upload',
    access: 'staff',
    body: { kind: 'stream', limit: 20 * 1024 * 1024 },
  },
  gamesSeen: { method: 'GET', path: '/api/notes/games-seen', access: 'admin' },
  /** A cacheable read that counts how often it is really asked, and takes its time. */
  board: {
    method: 'GET',
    path: '/api/notes/board',
    access: 'public',
    cache: { invalidatedBy: [noteAdded] },
  },
  boardReads: { method: 'GET', path: '/api/notes/board-reads', access: 'admin' },
  /** Asks the catalogue for its game names, through its declared route. */
  gameNames: { method: 'GET', path: '/api/notes/game-names', access: 'public' },
  /** A public form, limited per client address at the gateway. */
  feedback: {
    method: 'POST',
    path: '/api/notes/feedback',
    access: 'public',
    rateLimit: { limit: 2, windowSeconds: 60 },
    body: { kind: 'json', schema: z.object({ text: z.string().min(1) }) },
  },
});

export const notesService = defineService({
  name: 'notes',
  api: notesApi,
  publishes: [noteAdded],
  async build({ store, outbox, services }) {
    const notes = await store.collection<{ id: string; text: string; by: string }>('notes');
    const gamesSeen: GameChangedEvent[] = [];
    let boardReads = 0;
    return {
      handlers: {
        list: () => notes.find({}),
        add: async ({ body, identity }, _req, res) => {
          res.status(201);
          return outbox.record([domainEvent(noteAdded, { text: body.text })], () =>
            notes.insert({ text: body.text, by: identity.username }),
          );
        },
        // Answers before reading the upload, as a service refusing a file by its headers would.
        upload: () => {
          throw badRequest('Uploads are closed');
        },
        gamesSeen: () => gamesSeen,
        board: async () => {
          boardReads += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
          const all = await notes.find({});
          // A note saying "break" makes the board fail, for tests of answers that are not kept.
          if (all.some((note) => note.text === 'break')) throw new Error('the board is broken');
          return { notes: all.map((note) => note.text), padding: 'x'.repeat(2000) };
        },
        boardReads: () => ({ reads: boardReads }),
        gameNames: () => services.call('catalogue', catalogueApi.routes.names),
        feedback: ({ body }, _req, res) => {
          res.status(202);
          return { received: body.text };
        },
      },
      work: {
        subscriptions: [
          {
            event: gameChanged,
            as: 'notes',
            handler: async (payload: GameChangedEvent) => {
              gamesSeen.push(payload);
            },
          },
        ],
      },
    };
  },
});
