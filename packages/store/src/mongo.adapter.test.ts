/** The Mongo adapter without a MongoDB server: it fails fast when Mongo is unreachable. */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMongoStore } from './mongo.adapter';
import { startFakeMongoServer } from './test-support/fake-mongo-server';

interface Item {
  id: string;
  name: string;
}

/** A port where nothing listens: a server bound to port 0, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mongo adapter without a server', () => {
  describe('when MongoDB cannot be reached', () => {
    it('when nothing listens at the address, then createMongoStore rejects within a few seconds, naming the address without the password', async () => {
      const port = await closedPort();
      const started = Date.now();

      const attempt = createMongoStore(`mongodb://app:s3cret@127.0.0.1:${port}/`, 'shop');

      await expect(attempt).rejects.toThrow(
        new RegExp(`^Cannot reach MongoDB at mongodb://127\\.0\\.0\\.1:${port}/: .*ECONNREFUSED`),
      );
      await expect(attempt).rejects.not.toThrow(/s3cret/);
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('when the server goes away after connecting, then calls keep rejecting within a few seconds instead of queueing', async () => {
      const server = await startFakeMongoServer();
      const store = await createMongoStore(server.url, 'shop');
      const items = await store.collection<Item>('items');
      await server.close();

      // Each call gives up after serverSelectionTimeoutMS, the second as soon as the first.
      for (const call of [() => items.find({ name: 'Joust' }), () => items.count()]) {
        const started = Date.now();
        await expect(call()).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(5000);
      }
      await store.close();
    });
  });
});
