import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalReleaseStore, type ReleaseStore, WriteConflictError } from './store';
import { startTestS3, type TestS3 } from './testing/s3-server';

/** The same contract, whichever store. */
function storeContract(name: string, make: () => ReleaseStore) {
  describe(name, () => {
    it('reads back what it wrote, with a tag that changes with the bytes', async () => {
      const store = make();
      expect(await store.get('remote-auth/1.0.0/mf-manifest.json')).toBeNull();
      expect(await store.exists('remote-auth/1.0.0/mf-manifest.json')).toBe(false);
      await store.put('remote-auth/1.0.0/mf-manifest.json', Buffer.from('{"a":1}'));
      const first = await store.get('remote-auth/1.0.0/mf-manifest.json');
      expect(first?.body.toString()).toBe('{"a":1}');
      expect(await store.exists('remote-auth/1.0.0/mf-manifest.json')).toBe(true);
      await store.put('remote-auth/1.0.0/mf-manifest.json', Buffer.from('{"a":2}'));
      expect((await store.get('remote-auth/1.0.0/mf-manifest.json'))?.etag).not.toBe(first?.etag);
      await store.put('remote-auth/1.0.0/js/main.js', Buffer.from('x'));
      expect(await store.list('remote-auth/1.0.0/')).toEqual([
        'remote-auth/1.0.0/js/main.js',
        'remote-auth/1.0.0/mf-manifest.json',
      ]);
    });

    it('refuses a conditional write whose condition no longer holds', async () => {
      const store = make();
      const key = 'environments/conditional.json';
      await store.put(key, Buffer.from('one'), { condition: { ifNoneMatch: '*' } });
      await expect(
        store.put(key, Buffer.from('again'), { condition: { ifNoneMatch: '*' } }),
      ).rejects.toBeInstanceOf(WriteConflictError);
      const read = await store.get(key);
      await store.put(key, Buffer.from('two'), { condition: { ifMatch: read?.etag ?? '' } });
      // A second writer that read the same version loses, and the first one's bytes stay.
      await expect(
        store.put(key, Buffer.from('three'), { condition: { ifMatch: read?.etag ?? '' } }),
      ).rejects.toBeInstanceOf(WriteConflictError);
      expect((await store.get(key))?.body.toString()).toBe('two');
    });

    it('refuses keys that leave the store', async () => {
      const store = make();
      await expect(store.get('../outside')).rejects.toThrow(/Not a release store key/);
      await expect(store.put('/abs', Buffer.from(''))).rejects.toThrow(/Not a release store key/);
    });
  });
}

let folder: string;
let s3: TestS3;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'releases-'));
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

storeContract('LocalReleaseStore', () => new LocalReleaseStore(path.join(folder, `local-${Math.random()}`)));
storeContract('S3ReleaseStore against an S3-protocol server', () => s3.store());

describe('LocalReleaseStore under concurrent conditional writes', () => {
  it('lets exactly one of many writers of the same version win', async () => {
    const store = new LocalReleaseStore(path.join(folder, 'race'));
    await store.put('environments/race.json', Buffer.from('0'));
    const read = await store.get('environments/race.json');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        store.put('environments/race.json', Buffer.from(String(index + 1)), {
          condition: { ifMatch: read?.etag ?? '' },
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((result) => result.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason instanceof WriteConflictError),
    ).toBe(true);
  });
});
