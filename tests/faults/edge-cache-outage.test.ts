import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jobs } from '@venue/jobs/jobs.port';
import {
  jsonRequest,
  startGatewayUnderTest,
  type GatewayUnderTest,
} from '../../gateway/test/gateway-harness';

/**
 * A gateway whose queue connection can be cut: while it is down the gateway hears no event, as
 * when its Redis is away (the services' writes still publish theirs, for the other gateways).
 */
let gateway: GatewayUnderTest;
let deaf: Awaited<ReturnType<GatewayUnderTest['another']>>;
let setListening: (listening: boolean) => void = () => {};
let listening = true;
let token = '';

beforeAll(async () => {
  gateway = await startGatewayUnderTest();
  const jobs = gateway.services.jobs;
  const cutOff: Jobs = {
    ...jobs,
    listen: (event, listener) =>
      jobs.listen(event, (payload, meta) => (listening ? listener(payload, meta) : undefined)),
    watchListening: (watch) => {
      setListening = (now) => {
        listening = now;
        watch(now);
      };
      watch(listening);
      return () => {};
    },
  };
  deaf = await gateway.another({ jobs: cutOff });
  await gateway.accounts.create({ username: 'crew', password: 'crew-password-1', role: 'staff' });
  token = await gateway.signIn('crew', 'crew-password-1');
});
afterAll(async () => {
  await deaf.close();
  await gateway.close();
});

const claws = async () =>
  ((await (await fetch(`${deaf.url}/api/games/counts`)).json()) as { claw: number }).claw;
const addClaw = async (name: string) => {
  const response = await fetch(
    `${gateway.url}/api/games`,
    jsonRequest('POST', { category: 'claw', name, manufacturer: 'Elaut', year: 2020 }, token),
  );
  expect(response.status).toBe(201);
};

describe('the edge cache while the gateway cannot hear events', () => {
  it('when a change is saved while its event cannot reach the gateway, then the next read shows it, and the cache serves again once events are heard', async () => {
    const before = await claws();
    await claws();
    expect(deaf.edgeCache.stats()).toMatchObject({ entries: 1, hits: 1 });

    setListening(false);
    expect(deaf.edgeCache.stats().entries).toBe(0);
    await addClaw('Outage Claw');
    expect(await claws()).toBe(before + 1);
    expect(await claws()).toBe(before + 1);
    expect(deaf.edgeCache.stats()).toMatchObject({ entries: 0, bypassed: 2 });

    // Heard again: what is kept from now on is kept true by events again.
    setListening(true);
    expect(await claws()).toBe(before + 1);
    expect(deaf.edgeCache.stats().entries).toBe(1);
    await addClaw('Back Online Claw');
    await expect.poll(claws).toBe(before + 2);
  });

  it('when entries were kept before the gap, then they are dropped when events are heard again', async () => {
    const before = await claws();
    await claws();
    expect(deaf.edgeCache.stats().entries).toBe(1);

    setListening(false);
    setListening(true);

    expect(deaf.edgeCache.stats().entries).toBe(0);
    expect(await claws()).toBe(before);
  });
});
