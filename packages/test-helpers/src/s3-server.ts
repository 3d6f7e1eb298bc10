/**
 * A throwaway S3-compatible server for tests: s3rver (npm's @20minutes/s3rver) in this process,
 * on loopback and a free port (or the address and port given), keeping its buckets' files in a temp dir, or in `directory` to
 * keep them across a restart as a real bucket outlives its clients. It checks the SigV4
 * signature of every signed request with its one key pair, and answers GET, PUT, HEAD and DELETE
 * of objects as S3 does. What it does not cover is said in infra/README.md (Object storage).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface S3Server {
  /** `http://{address}:{port}`: objects are at `{endpoint}/{bucket}/{key}`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The keys in the bucket that start with the prefix, in order. */
  keys(prefix?: string): Promise<string[]>;
  /** Stores bytes under a key as another program would (an unsigned PUT, which s3rver takes). */
  place(key: string, bytes: Buffer): Promise<void>;
  /** Makes every later write of the key fail with a 500, as a bucket in trouble answers. */
  failWrites(key: string): Promise<void>;
  /** Stops it (once, however often it is called). */
  stop(): Promise<void>;
}

/** s3rver's one account: it refuses a request signed with any other key pair. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(
  options: { directory?: string; bucket?: string; address?: string; port?: number } = {},
): Promise<S3Server> {
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 's3-test-')));
  const bucket = options.bucket ?? 'venue-test';
  const address = options.address ?? '127.0.0.1';
  const server = new S3rver({
    address,
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://${address}:${port}`;
  let stopped: Promise<void> | undefined;
  return {
    endpoint,
    region: 'us-east-1',
    bucket,
    ...credentials,
    async keys(prefix = '') {
      const { objects } = await server.store.listObjects(bucket, { prefix });
      return objects.map((object) => object.key).sort();
    },
    async place(key, bytes) {
      const response = await fetch(`${endpoint}/${bucket}/${key}`, { method: 'PUT', body: bytes });
      if (!response.ok) throw new Error(`s3rver refused ${key}: ${response.status}`);
    },
    async failWrites(key) {
      // s3rver writes an object's bytes to `{bucket}/{key}._S3rver_object`: a folder there
      // makes each write fail.
      await mkdir(path.join(directory, bucket, `${key}._S3rver_object`), { recursive: true });
    },
    stop() {
      stopped ??= (async () => {
        await server.close();
        if (!options.directory) await rm(directory, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
