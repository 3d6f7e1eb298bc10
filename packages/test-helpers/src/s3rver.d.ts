// Minimal types for @20minutes/s3rver 4 (it ships none), covering what s3-server.ts uses.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' files are kept. */
    directory?: string;
    /** Buckets made at start, without a request. */
    configureBuckets?: Array<{ name: string }>;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    store: {
      listObjects(
        bucket: string,
        options: { prefix?: string },
      ): Promise<{ objects: Array<{ key: string }> }>;
    };
  }

  export default S3rver;
}
