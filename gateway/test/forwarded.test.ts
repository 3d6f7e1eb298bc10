import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notesApi, notesService } from '@venue/test-helpers/notes-service';
import { startFakeServer, type FakeServer } from '@venue/test-helpers/fake-server';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-harness';

/**
 * What the gateway tells a service about the client: the forwarding headers are its own, made
 * under its `trust proxy` rules (TRUST_PROXY), never the client's passed on.
 */
let gateway: GatewayUnderTest;
let recorder: FakeServer;
let adminToken = '';

beforeAll(async () => {
  gateway = await startGatewayUnderTest({
    registry: [{ name: 'notes', port: 4999, api: notesApi, load: async () => notesService }],
  });
  await gateway.accounts.create({ username: 'boss', password: 'boss-password-1', role: 'admin' });
  adminToken = await gateway.signIn('boss', 'boss-password-1');
  recorder = await startFakeServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
});
afterAll(async () => {
  await recorder?.close();
  await gateway?.close();
});

/**
 * The forwarding headers the service got for one request sent through a gateway with these
 * rules, and that gateway's host.
 */
async function forwardedFor(
  trustProxy: string | boolean,
  headers: Record<string, string>,
): Promise<{ received: IncomingHttpHeaders; gatewayHost: string }> {
  const front = await gateway.another({
    trustProxy,
    targets: { ...gateway.targets, notes: recorder.url },
  });
  try {
    const response = await fetch(`${front.url}/api/notes/games-seen`, {
      headers: { authorization: `Bearer ${adminToken}`, ...headers },
    });
    expect(response.status).toBe(200);
    const received = Object.entries(recorder.requests.at(-1)!.headers).filter(
      ([name]) => name.startsWith('x-forwarded-') || name === 'forwarded' || name === 'x-real-ip',
    );
    return { received: Object.fromEntries(received), gatewayHost: new URL(front.url).host };
  } finally {
    await front.close();
  }
}

describe('the forwarding headers a service gets', () => {
  it("when TRUST_PROXY is false and the client sends its own, then the service gets only the gateway's: the client's address, http, its Host", async () => {
    const { received, gatewayHost } = await forwardedFor(false, {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'evil.com',
      'x-forwarded-proto': 'javascript',
      'x-forwarded-port': '6666',
      'x-real-ip': '203.0.113.9',
      forwarded: 'for=203.0.113.9;host=evil.com;proto=javascript',
    });
    expect(received).toEqual({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': gatewayHost,
    });
  });

  it('when the request comes through a trusted proxy, then the service gets what that proxy said, first values only', async () => {
    const { received } = await forwardedFor('loopback', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'arcade.example, evil.com',
      'x-forwarded-proto': 'HTTPS',
      forwarded: 'for=198.51.100.1;host=evil.com',
    });
    expect(received).toEqual({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'arcade.example',
    });
  });

  it('when the trusted proxy names a protocol other than http or https, then the service is told http', async () => {
    const { received } = await forwardedFor('loopback', { 'x-forwarded-proto': 'javascript' });
    expect(received['x-forwarded-proto']).toBe('http');
  });
});
