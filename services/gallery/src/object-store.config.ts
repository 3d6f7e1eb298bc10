import path from 'node:path';
import { z } from 'zod';
import { localObjectStore } from './object-store.local';
import type { ObjectStore } from './object-store.port';

/**
 * Where the gallery keeps its objects (images, their variants, scores' photos): a folder of the
 * host, or an S3-compatible bucket that every host shares. Every process that builds the
 * gallery (its own, the worker, the embedded product) opens the store here, from the same
 * variables.
 */
const objectStoreEnvSchema = z.object({
  /** `folder`: files under DATA_DIR/objects (one host); `s3`: the bucket below. */
  OBJECT_STORE: z.enum(['folder', 's3'], { error: 'must be folder or s3' }).default('folder'),
  /** The service's address; unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  /** The region the requests are signed for (`auto` for R2; MinIO and Ceph take us-east-1). */
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or auto')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  /** Put before every key, so that the bucket may hold other things too: e.g. `gallery/`. */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9][\w.-]*\/)+$/, 'must be names each ended by /, such as gallery/')
    .optional(),
  /** Both or neither: without them the SDK finds its own (AWS_* variables, a role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Unset: the bucket in the path with S3_ENDPOINT (MinIO, Ceph), in the host name without. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
type ObjectStoreEnv = z.output<typeof objectStoreEnvSchema>;

/**
 * What no single variable can say: the variables that go together. Checked even when another
 * variable is wrong (its value may then be as given), so that a start lists every problem.
 */
function checkTogether(
  env: { [Variable in keyof ObjectStoreEnv]?: unknown },
  context: z.RefinementCtx,
): void {
  const problem = (variable: keyof ObjectStoreEnv, message: string) =>
    context.addIssue({ code: 'custom', path: [variable], message });
  const store = env.OBJECT_STORE ?? 'folder';
  if (store === 's3' && !env.S3_BUCKET) {
    problem('S3_BUCKET', 'is required with OBJECT_STORE=s3');
  }
  if (store === 'folder' && env.S3_BUCKET) {
    problem(
      'OBJECT_STORE',
      'is folder (the default) while S3_BUCKET is set: set OBJECT_STORE=s3 to keep the objects in the bucket, or leave S3_BUCKET blank',
    );
  }
  const keys = [
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'],
  ] as const;
  for (const [given, missing] of keys) {
    if (env[given] && !env[missing]) {
      problem(missing, `is required with ${given} (or leave both blank for the SDK's own)`);
    }
  }
}

/** The object store's variables among a service's, checked together. */
export const withObjectStoreEnv = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.extend(objectStoreEnvSchema.shape).superRefine(checkTogether, { when: () => true });

/** The object store the configuration names. */
export async function openObjectStore(env: ObjectStoreEnv, dataDir: string): Promise<ObjectStore> {
  if (env.OBJECT_STORE === 'folder') return localObjectStore(path.join(dataDir, 'objects'));
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET: is required with OBJECT_STORE=s3');
  // Loaded only for a bucket: the AWS SDK costs a process about 30 MB and most of a second.
  const { s3ObjectStore } = await import('./object-store.s3');
  return s3ObjectStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    keyPrefix: env.S3_KEY_PREFIX ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
