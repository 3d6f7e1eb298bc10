import { gameChangedEventSchema } from '@venue/contracts/games';
import { defineEvent } from '@venue/jobs/jobs.port';

export const gameChanged = defineEvent({ name: 'game.changed', payload: gameChangedEventSchema });
