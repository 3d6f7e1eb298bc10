// Reference 2: a plain Express 5 app (defaults, no middleware) answering the gateway's bytes
// on the same paths. Run alone like node-http.server.ts.
import express from 'express';
import { announce, loadFixtures, portFromEnv } from './fixtures';

const fixtures = loadFixtures();
const app = express();

// Express routes by path alone; a fixture read with a query is answered on its path.
for (const [path, { contentType, body }] of fixtures) {
  app.get(path.split('?')[0]!, (_req, res) => {
    res.set('content-type', contentType).send(body);
  });
}
app.get(['/healthz', '/readyz'], (_req, res) => {
  res.json({ status: 'ok' });
});

const server = app.listen(portFromEnv(), '127.0.0.1', () => announce(server, 'Express reference'));
