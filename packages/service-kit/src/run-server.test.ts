import express from 'express';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { runServer } from './run-server';

describe('runServer shutdown', () => {
  it('when closing with a request in flight, then it finishes, new connections are refused, and closers run after', async () => {
    const order: string[] = [];
    const app = express();
    app.get('/slow', (_req, res) => {
      setTimeout(() => {
        order.push('request finished');
        res.json({ done: true });
      }, 300);
    });
    const server = await runServer({
      app,
      port: 0,
      logger: createLogger('shutdown-test', 'silent'),
      closers: [
        async () => {
          order.push('queue closed');
        },
        async () => {
          order.push('store closed');
        },
      ],
    });
    const inFlight = fetch(`${server.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(fetch(`${server.url}/slow`)).rejects.toThrow();
    const response = await inFlight;
    expect(await response.json()).toEqual({ done: true });
    await closed;
    expect(order).toEqual(['request finished', 'queue closed', 'store closed']);
  });
});
