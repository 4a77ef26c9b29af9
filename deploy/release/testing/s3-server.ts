/**
 * A real S3-protocol server for tests (s3rver, on a free loopback port, files in a temporary
 * folder), with a bucket ready: the release store's S3 path is tested against it, not a mock.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3ReleaseStore, type S3StoreOptions } from '../store';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** A store on a prefix of its own, so tests never see each other's keys. */
  store(prefix?: string): S3ReleaseStore;
  /** The settings a store (or the host server's environment) needs. */
  options: Omit<S3StoreOptions, 'prefix'>;
  close(): Promise<void>;
}

/** Starts the server. */
export async function startTestS3(bucket = 'portal-releases'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const options = {
    bucket,
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    endpoint,
    bucket,
    options,
    store: (prefix = `run-${Math.random().toString(36).slice(2)}/`) =>
      new S3ReleaseStore({ ...options, prefix }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
