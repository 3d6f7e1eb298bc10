import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '@venue/test-helpers/service-harness';
import { serviceAgent } from '../src/service-agent';

/**
 * A service in a process of its own, with a short keep-alive (2 s, so Node closes an idle
 * connection after 3 s). When a connection closes, whichever side began it, the service writes a
 * file named for the client's port, so the test can wait for that without running its loop.
 */
const serviceScript = `
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const server = http.createServer((_req, res) => res.end('ok'));
server.keepAliveTimeout = 2000;
server.on('connection', (socket) => {
  const closed = path.join(process.env.CLOSED_FOLDER, String(socket.remotePort));
  socket.on('close', () => fs.writeFileSync(closed, ''));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

let service: ChildProcess;
let port = 0;
let folder = '';
const closedAtService = (clientPort: number) => existsSync(path.join(folder, String(clientPort)));

beforeAll(async () => {
  folder = await tempDir('service-connections');
  service = spawn(process.execPath, ['-e', serviceScript], {
    env: { ...process.env, CLOSED_FOLDER: folder },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((resolve) =>
    service.stdout!.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
  );
});
afterAll(async () => {
  service?.kill();
  await rm(folder, { recursive: true, force: true });
});

const ask = (agent: Agent) =>
  new Promise<{ reused: boolean; outcome: string; clientPort?: number }>((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      const clientPort = response.socket.localPort;
      response.resume();
      // The connection goes back to the agent's pool just after the answer's end.
      response.on('end', () =>
        setImmediate(() =>
          resolve({ reused: request.reusedSocket, outcome: 'answered', clientPort }),
        ),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ reused: request.reusedSocket, outcome: error.code ?? error.message }),
    );
  });

/**
 * A connection left idle, then a gateway busy (rendering a page, say) from before the service
 * closes it until after: unless the gateway closed it first, its next request goes out on the
 * connection before it has read the close.
 */
async function askAfterTheServiceClosedWhileBusy(agent: Agent) {
  const { clientPort } = await ask(agent);
  // Time enough for the gateway's own idle limit, on a loop that runs.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const deadline = Date.now() + 20_000;
  while (!closedAtService(clientPort!) && Date.now() < deadline) {
    // Busy: the loop does not run until the connection is closed at the service.
  }
  expect(closedAtService(clientPort!)).toBe(true);
  const { reused, outcome } = await ask(agent);
  return { reused, outcome };
}

describe('keep-alive connections to the services', () => {
  it('when a service is about to close an idle connection, then the gateway has closed it first and the next request is answered', async () => {
    const agent = serviceAgent(8);
    expect(await askAfterTheServiceClosedWhileBusy(agent)).toEqual({
      reused: false,
      outcome: 'answered',
    });
    agent.destroy();
  });

  it("when an agent has no idle limit of its own, then the same request is lost (the 502 the gateway's agent prevents)", async () => {
    const agent = new Agent({ keepAlive: true });
    expect(await askAfterTheServiceClosedWhileBusy(agent)).toEqual({
      reused: true,
      outcome: 'ECONNRESET',
    });
    agent.destroy();
  });
});
