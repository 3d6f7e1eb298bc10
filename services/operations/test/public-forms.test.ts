import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operationsApi } from '@venue/contracts/operations';
import {
  startGatewayUnderTest,
  type GatewayUnderTest,
} from '../../../gateway/test/gateway-harness';
import { operationsClient } from './operations-harness';

/** The public forms behind the real gateway, which counts their declared limits per address. */
let gateway: GatewayUnderTest;

const post = (path: string, body: unknown) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeEach(async () => {
  gateway = await startGatewayUnderTest();
});
afterEach(() => gateway.close());

describe('public forms through the gateway', () => {
  it('when the contact form is sent from one address, then a venue full of visitors fits the limit: 20 per 10 minutes', () => {
    expect(operationsApi.routes.sendContactMessage.rateLimit).toEqual({
      limit: 20,
      windowSeconds: 600,
    });
  });

  it('when one address sends more contact messages than the limit, then the extra one is a 429 saying when to try again, and is not stored', async () => {
    const { limit } = operationsApi.routes.sendContactMessage.rateLimit;
    const message = {
      name: 'Alex',
      email: 'alex@example.com',
      subject: 'general',
      message: 'Hello there, friends!',
    };
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await post('/api/contact', message)).status).toBe(201);
    }
    const refused = await post('/api/contact', message);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/Too many requests/),
    });
    // The form says when to try again from this: the rest of the 10-minute window.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const inbox = operationsClient(gateway.services);
    expect(await (await inbox.staff('GET', '/api/contact-messages')).json()).toHaveLength(limit);
  });

  it('when one address sends more machine reports than the limit, then the extra one is a 429 and is not stored', async () => {
    const { limit } = operationsApi.routes.submitMachineReport.rateLimit;
    const [gameName] = (await (await fetch(`${gateway.url}/api/games/list`)).json()) as string[];
    const report = { gameName, issueType: 'other', description: 'The coin slot is jammed.' };
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await post('/api/machine-reports', report)).status).toBe(201);
    }
    expect((await post('/api/machine-reports', report)).status).toBe(429);
    const reports = operationsClient(gateway.services);
    expect(await (await reports.staff('GET', '/api/machine-reports')).json()).toHaveLength(limit);
  });

  it('when a form is sent with a bad field through the gateway, then the 400 names the field as the service said', async () => {
    const response = await post('/api/contact', {
      name: 'Alex',
      email: 'nope',
      subject: 'general',
      message: 'Hello there, friends!',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { email: ['Please enter a valid email address'] },
    });
  });
});
