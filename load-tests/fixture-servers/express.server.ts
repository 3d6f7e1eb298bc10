// Reference 2: a plain Express 5 app (defaults, no middleware) answering the gateway's bytes
// on the same paths. Run alone like node-http.server.ts.
import express from 'express';
import { announce, loadFixtures, portFromEnv } from './fixtures';

const fixtures = loadFixtures();
const app = express();

for (const [path, { contentType, body }] of fixtures) {
  app.get(path, (_req, res) => {
    res.set('content-type', contentType).send(body);
  });
}
app.get(['/healthz', '/readyz'], (_req, res) => {
  res.json({ status: 'ok' });
});

const server = app.listen(portFromEnv(), '127.0.0.1', () => announce(server, 'Express reference'));
