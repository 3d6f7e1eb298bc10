// Reference 1: bare node:http answering the gateway's bytes on the same paths, with the very
// headers of the gateway's cache hit (the security headers, ETag, Vary...): the same bytes on
// the wire, so the gateway's hit is measured against answering them and nothing else.
// Run alone: FIXTURES_FILE=... PORT=... node --import tsx load-tests/fixture-servers/node-http.server.ts
import { createServer } from 'node:http';
import { announce, loadFixtures, portFromEnv } from './fixtures';

const fixtures = new Map(
  [...loadFixtures()].map(([path, { headers, body }]) => [path, { headers: headers.flat(), body }]),
);
const ok = Buffer.from('{"status":"ok"}');

const server = createServer((req, res) => {
  const fixture = fixtures.get(req.url ?? '');
  if (fixture) {
    res.writeHead(200, fixture.headers);
    res.end(fixture.body);
  } else if (req.url === '/healthz' || req.url === '/readyz') {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': ok.length });
    res.end(ok);
  } else {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"message":"Not found"}');
  }
});

server.listen(portFromEnv(), '127.0.0.1', () => announce(server, 'node:http reference'));
