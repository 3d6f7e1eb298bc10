/**
 * The S3 server as a process of its own (the test hosts' bucket): `tsx
 * packages/test-helpers/src/s3-host.ts <address> <port> <bucket>`, until SIGTERM.
 */
import { startS3Server } from './s3-server';

const [address, port, bucket] = process.argv.slice(2);
const server = await startS3Server({ address, port: Number(port), bucket });
process.stdout.write(`s3rver at ${server.endpoint}\n`);
process.once('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
