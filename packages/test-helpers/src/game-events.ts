import { afterEach } from 'vitest';
import type { GameChangedEvent } from '@venue/contracts/catalogue';
import { startServicesUnderTest, type ServicesUnderTest } from './service-harness';

/**
 * Services hosted for one test each, closed after it (or earlier by `closeAll`, when a test must
 * close them before something else): `host` starts them as `startServicesUnderTest` does. Call
 * at a test file's top level.
 */
export function hostPerTest() {
  const running: ServicesUnderTest[] = [];
  const closeAll = () => Promise.all(running.splice(0).map((hosted) => hosted.close()));
  afterEach(closeAll);
  const host = async (...args: Parameters<typeof startServicesUnderTest>) => {
    const hosted = await startServicesUnderTest(...args);
    running.push(hosted);
    return hosted;
  };
  return { host, closeAll };
}

const game = (name: string) => ({ category: 'arcade', name, manufacturer: 'Atari', year: 1979 });

/** Adds an arcade game through the catalogue's API, as staff. */
export const createGame = (hosted: ServicesUnderTest, name: string) =>
  hosted.call('catalogue', '/api/games', { method: 'POST', as: 'staff', json: game(name) });

/** The game events the notes service has heard (see notes-service.ts). */
export const gamesSeen = async (hosted: ServicesUnderTest) =>
  (await (
    await hosted.call('notes', '/api/notes/games-seen', { as: 'admin' })
  ).json()) as GameChangedEvent[];
