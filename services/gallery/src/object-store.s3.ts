import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, type ObjectStore } from './object-store.port';

export interface S3Settings {
  /** Unset: AWS S3 in `region`. Otherwise the service's address, e.g. `https://minio.internal:9000`. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Put before every key, e.g. `gallery/`; empty for none. */
  keyPrefix: string;
  /** `bucket` in the path (MinIO, Ceph RGW) rather than in the host name (AWS, R2). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, ~/.aws, an instance's or a task's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * The answer S3 gives for a key with no object. Only that one: a missing bucket, or a denial
 * (S3 answers 403 for a missing key when s3:ListBucket is not granted), is a fault to report.
 */
const isNoSuchKey = (error: unknown) =>
  error instanceof S3ServiceException &&
  error.$metadata.httpStatusCode === 404 &&
  error.name !== 'NoSuchBucket';

/** A key no object can have (keys begin with a letter or digit): asked for by the readiness check. */
const probeKey = '.readiness-probe';

/**
 * Objects in a bucket of an S3-compatible service (AWS S3, MinIO, Ceph RGW, Cloudflare R2) with
 * the AWS SDK, each under `keyPrefix` + its key. One PUT per object (a whole image is a buffer
 * already: sharp writes it), which S3 makes visible whole or not at all; served as a stream.
 */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    // Checksums only where an operation requires them: the SDK's default (a CRC32 trailer on
    // every upload) is refused by S3-compatible services that have not caught up with it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it open; a 10 MB
    // image has a minute to go up.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      throwOnRequestTimeout: true,
      socketTimeout: 30_000,
    },
  });
  const { bucket, keyPrefix } = settings;
  const at = (key: string) => ({ Bucket: bucket, Key: `${keyPrefix}${key}` });

  const get = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand(at(key)));
    } catch (error) {
      if (isNoSuchKey(error)) return null;
      throw error;
    }
  };
  const bodyOf = (found: { Body?: unknown }) => {
    if (!(found.Body instanceof Readable)) throw new Error('The bucket answered without a body');
    return found.Body;
  };

  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ ...at(checkedKey(key)), Body: bytes, ContentLength: bytes.length }),
      );
    },
    async read(key) {
      const found = await get(checkedKey(key));
      if (!found) return null;
      return Buffer.concat((await bodyOf(found).toArray()) as Buffer[]);
    },
    async open(key) {
      const found = await get(checkedKey(key));
      if (!found) return null;
      const stream = bodyOf(found);
      if (found.ContentLength === undefined || !found.LastModified) {
        stream.destroy();
        throw new Error(`The bucket answered for ${key} without its length or date`);
      }
      return { stream, size: found.ContentLength, modifiedAt: found.LastModified };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(at(checkedKey(key))));
    },
    /** The bucket answers, to these credentials, that the probe's key holds nothing. */
    async ping() {
      const found = await get(probeKey);
      if (found) bodyOf(found).destroy();
    },
    close: async () => client.destroy(),
  };
}
