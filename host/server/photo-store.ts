/**
 * Where gatekeeping photos are kept: a folder, or an S3-compatible bucket, under the owner's tag
 * (`<tag>/<uuid>.jpg`). The URL names the photo only (`/uploads/<uuid>.jpg`); the tag comes from the
 * session asking, so a photo is found only for the shopper whose session stored it, on any replica.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseStore } from '@portal/releases/store';
import { STORED_NAME } from './uploads';

/** The path under which a stored photo is served. */
export const UPLOADS_PATH = '/uploads/';

/** The stored name a photo URL this portal issued names (`/uploads/<uuid>.jpg`), else null. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PATH)) return null;
  const name = url.slice(UPLOADS_PATH.length);
  return STORED_NAME.test(name) ? name : null;
}

// Not secret, only stable and of one shape: the consumer id never becomes a file or key name as it is.
const ownerTag = (consumerId: string) => createHash('sha256').update(consumerId).digest('hex').slice(0, 32);

/** Photos by owner, on disk (`uploadDir`) or in `bucket`. */
export class PhotoStore {
  constructor(
    private readonly uploadDir: string,
    private readonly bucket?: ReleaseStore,
  ) {}

  /** Moves a checked, complete file at `tempPath` into place as `name`, owned by `consumerId`. */
  async put(consumerId: string, name: string, tempPath: string, contentType: string): Promise<void> {
    const key = `${ownerTag(consumerId)}/${name}`;
    if (this.bucket) {
      // Only now does it go to the bucket (at most 10 MB in memory).
      await this.bucket.put(key, await readFile(tempPath), { contentType });
      await rm(tempPath, { force: true });
      return;
    }
    await mkdir(path.join(this.uploadDir, ownerTag(consumerId)), { recursive: true });
    await rename(tempPath, path.join(this.uploadDir, key));
  }

  /** The photo `name` if `consumerId` owns it, else null. */
  async get(consumerId: string, name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    const key = `${ownerTag(consumerId)}/${name}`;
    if (this.bucket) return (await this.bucket.get(key))?.body ?? null;
    return readFile(path.join(this.uploadDir, key)).catch(() => null);
  }

  /** Whether `consumerId` owns the photo `name`. */
  async has(consumerId: string, name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    const key = `${ownerTag(consumerId)}/${name}`;
    if (this.bucket) return this.bucket.exists(key);
    return stat(path.join(this.uploadDir, key)).then(
      (found) => found.isFile(),
      () => false,
    );
  }
}
