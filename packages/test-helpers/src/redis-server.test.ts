import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { describeWithRedisServer } from './redis-suite';

const reply = (port: number, command: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () =>
      socket.write(`${command}\r\n`),
    );
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString());
    });
    socket.once('error', reject);
  });

describeWithRedisServer('startRedisServer', (server) => {
  it('when started, then it answers PING on loopback from a temp dir without persistence, and stop removes both', async () => {
    const { port, url } = server();

    expect(url).toBe(`redis://127.0.0.1:${port}`);
    expect(await reply(port, 'PING')).toBe('+PONG\r\n');
    expect(await reply(port, 'CONFIG GET save')).toContain('save\r\n$0\r\n');
    const dir = (await reply(port, 'CONFIG GET dir')).split('\r\n')[4] ?? '';
    expect(dir.startsWith(tmpdir())).toBe(true);
    expect(existsSync(dir)).toBe(true);

    await server().stop();

    await expect(reply(port, 'PING')).rejects.toThrow();
    expect(existsSync(dir)).toBe(false);
  });
});
