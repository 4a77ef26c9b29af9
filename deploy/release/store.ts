/**
 * The release store: released remotes (`<remote>/<version>/…`, never changed once written) and the
 * environment files (`environments/<env>.json`). A local folder by default, or any S3-compatible
 * bucket. Writes of the environment file are conditional on the version read (an ETag), so two
 * deploys at once never lose each other's change: the second is told to read again.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** A stored object: its bytes and a tag that changes whenever they do. */
export interface StoredObject {
  body: Buffer;
  etag: string;
}

/** What a write requires of the object's current state. */
export type WriteCondition =
  /** Only if the object does not exist yet. */
  | { ifNoneMatch: '*' }
  /** Only if the object still has this tag. */
  | { ifMatch: string }
  | undefined;

/** A conditional write whose condition no longer held: someone else wrote first. */
export class WriteConflictError extends Error {
  constructor(readonly key: string) {
    super(`${key} was changed by someone else meanwhile`);
    this.name = 'WriteConflictError';
  }
}

/** Where releases and environment files are kept. */
export interface ReleaseStore {
  /** Where it is, for messages. */
  readonly description: string;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  put(
    key: string,
    body: Buffer,
    options?: { condition?: WriteCondition; contentType?: string; cacheControl?: string },
  ): Promise<void>;
  /** Every key under `prefix` (`''`: every key). */
  list(prefix: string): Promise<string[]>;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;

/** Keys are paths inside the store: no way out of it, no empty or dot segments. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    key.startsWith('/') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw new Error(`Not a release store key: ${key}`);
  return key;
}

/** A folder on this machine. Conditional writes hold a lock file, and every write is a rename. */
export class LocalReleaseStore implements ReleaseStore {
  readonly description: string;
  constructor(readonly root: string) {
    this.description = root;
  }

  private file(key: string) {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await readFile(this.file(key));
      return { body, etag: etagOf(body) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.file(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async put(key: string, body: Buffer, options: { condition?: WriteCondition } = {}): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    if (!options.condition) {
      await rename(temporary, file);
      return;
    }
    // The check and the rename happen under a lock that only one writer can create.
    const lock = await this.lock(`${file}.lock`);
    try {
      const current = await this.get(key);
      const condition = options.condition;
      const holds = 'ifNoneMatch' in condition ? current === null : current?.etag === condition.ifMatch;
      if (!holds) throw new WriteConflictError(key);
      await rename(temporary, file);
    } finally {
      await rm(temporary, { force: true });
      await lock.release();
    }
  }

  private async lock(file: string, timeoutMs = 10_000): Promise<{ release: () => Promise<void> }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const handle = await open(file, 'wx');
        await handle.close();
        return { release: () => rm(file, { force: true }) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        // A lock left by a writer that died long ago does not block for ever.
        const age = await stat(file).then(
          (info) => Date.now() - info.mtimeMs,
          () => 0,
        );
        if (age > 60_000) await rm(file, { force: true });
        if (Date.now() > deadline) throw new Error(`${file} is held by another deploy`);
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
      }
    }
  }

  async list(prefix: string): Promise<string[]> {
    const base = prefix ? this.file(prefix.replace(/\/$/, '')) : this.root;
    const walk = async (folder: string): Promise<string[]> => {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      const nested = await Promise.all(
        entries.map((entry) =>
          entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
        ),
      );
      return nested.flat();
    };
    return (await walk(base))
      .filter((file) => !file.endsWith('.tmp') && !file.endsWith('.lock'))
      .map((file) => path.relative(this.root, file).split(path.sep).join('/'))
      .sort();
  }
}

/** Settings of an S3-compatible bucket. */
export interface S3StoreOptions {
  bucket: string;
  /** Key prefix inside the bucket (`portal/`), or none. */
  prefix?: string;
  endpoint?: string;
  region?: string;
  /** Path-style URLs (MinIO, s3rver); virtual-hosted style otherwise. */
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * An S3-compatible bucket. Conditional writes use S3's `If-Match` / `If-None-Match` on PUT (AWS S3
 * and MinIO honour them); a store that ignores them is still checked again right before the write,
 * which narrows the window to one request.
 */
export class S3ReleaseStore implements ReleaseStore {
  readonly description: string;
  private readonly client: S3Client;
  constructor(private readonly options: S3StoreOptions) {
    this.description = `s3://${options.bucket}/${options.prefix ?? ''}`;
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
    });
  }

  private key(key: string) {
    return `${this.options.prefix ?? ''}${checkKey(key)}`;
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }),
      );
      const body = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      return { body, etag: answer.ETag ?? etagOf(body) };
    } catch (error) {
      if (statusOf(error) === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(key) }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404 || (error as Error).name === 'NotFound') return false;
      throw error;
    }
  }

  async put(
    key: string,
    body: Buffer,
    options: { condition?: WriteCondition; contentType?: string; cacheControl?: string } = {},
  ): Promise<void> {
    const condition = options.condition;
    if (condition) {
      const current = await this.get(key);
      const holds = 'ifNoneMatch' in condition ? current === null : current?.etag === condition.ifMatch;
      if (!holds) throw new WriteConflictError(key);
    }
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(key),
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          ...(condition && 'ifMatch' in condition ? { IfMatch: condition.ifMatch } : {}),
          ...(condition && 'ifNoneMatch' in condition ? { IfNoneMatch: '*' } : {}),
        }),
      );
    } catch (error) {
      if (statusOf(error) === 412 || statusOf(error) === 409) throw new WriteConflictError(key);
      throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix
            ? `${this.key(prefix.replace(/\/$/, ''))}${prefix.endsWith('/') ? '/' : ''}`
            : (this.options.prefix ?? ''),
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) keys.push(object.Key.slice((this.options.prefix ?? '').length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }
}

/**
 * The S3-compatible bucket `<prefix>BUCKET` names, with `<prefix>PREFIX`, `<prefix>ENDPOINT`,
 * `<prefix>REGION` and `<prefix>FORCE_PATH_STYLE` (credentials the AWS SDK's usual way); null
 * without a bucket.
 */
export function s3StoreFromEnv(env: NodeJS.ProcessEnv, prefix: string): S3ReleaseStore | null {
  const bucket = env[`${prefix}BUCKET`];
  if (!bucket) return null;
  return new S3ReleaseStore({
    bucket,
    prefix: env[`${prefix}PREFIX`] || undefined,
    endpoint: env[`${prefix}ENDPOINT`] || undefined,
    region: env[`${prefix}REGION`] || undefined,
    forcePathStyle: env[`${prefix}FORCE_PATH_STYLE`] === 'true',
  });
}

/**
 * The release store the environment names: the bucket RELEASE_S3_BUCKET (see `s3StoreFromEnv`),
 * else the folder RELEASE_DIR (default `fallbackDir`).
 */
export const releaseStoreFromEnv = (env: NodeJS.ProcessEnv, fallbackDir: string): ReleaseStore =>
  s3StoreFromEnv(env, 'RELEASE_S3_') ?? new LocalReleaseStore(env.RELEASE_DIR || fallbackDir);

/** The key of environment `name`'s file. */
export const environmentKey = (name: string): string => {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not an environment name: ${name}`);
  return `environments/${name}.json`;
};

/** The key of a file of a released remote. */
export const releaseKey = (remote: string, version: string, file = 'mf-manifest.json'): string =>
  checkKey(`${remote}/${version}/${file}`);
