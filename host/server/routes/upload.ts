/**
 * `POST /upload` (multipart: consumerId, purchaseId, then files[]) → `{uploadedFiles: [{fileUrl, mimeType}]}`,
 * and `GET /uploads/:name` serving them back, to the shopper who uploaded them only, as images that
 * cannot run anything.
 *
 * Only the signed-in shopper uploads, under their own consumer id (the core API says whose the session
 * is) and for one of their own purchases, files under `files[]` only, a bounded number an hour. Each
 * file streams to a temporary file, checked by its first bytes, stripped of its metadata (EXIF with
 * GPS positions, XMP, PNG text chunks) and cut off at the size limit as it arrives, and is moved into
 * place only when the whole upload succeeded: memory stays flat however large the request, and a
 * refused upload leaves nothing.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { ReleaseStore } from '@portal/releases/store';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MalformedImage, stripImageMetadata } from '../image-metadata';
import { PhotoStore, UPLOADS_PATH } from '../photo-store';
import { SESSION_COOKIE, sessionConsumerId, sessionPurchaseIds } from '../platform-session';
import type { SharedCounters } from '../shared-counters';
import { UploadQuota } from '../upload-quota';
import { detectImageType, MAX_FILE_BYTES, MAX_FILES, mimeTypeOfStoredName } from '../uploads';

/** The messages the shopper's page shows for a refused upload. */
export const UPLOAD_ERRORS = {
  invalidType: 'Invalid file type',
  tooMany: `You can upload up to ${MAX_FILES} files only.`,
  failed: 'Failed to upload file',
} as const;

/** Files one shopper may upload an hour (every file written counts, kept or not): 6 full forms. */
export const UPLOAD_FILES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
/** The one multipart field files are taken from. */
export const FILES_FIELD = 'files[]';
// Enough bytes to tell png (8-byte signature) from jpeg (3).
const SIGNATURE_BYTES = 8;

/** Where uploads go and whom to ask about sessions. */
export interface UploadOptions {
  uploadDir: string;
  /** Where accepted photos go instead of `uploadDir` (an S3-compatible bucket). */
  uploadStore?: ReleaseStore;
  coreApiUrl: string;
  /** Where the hourly quota is counted: Redis, shared by every replica, or this process's memory. */
  counters: SharedCounters;
}

// busboy needs the boundary; without one its first read throws (a 500). Other headers pass as they are.
const MULTIPART = 'Send the files as multipart/form-data with a boundary';
const uploadHeaders = z.looseObject({
  'content-type': z
    .string({ error: MULTIPART })
    .regex(/^multipart\/form-data\s*;(?:.*;)?\s*boundary=\S/i, MULTIPART),
});

type ImageType = NonNullable<ReturnType<typeof detectImageType>>;
type Refusal = { status: number; error: string; message: string };

const refusal = (status: number, error: string, message: string = UPLOAD_ERRORS.failed): Refusal => ({
  status,
  error,
  message,
});
const INVALID_TYPE = refusal(400, 'invalid_file_type', UPLOAD_ERRORS.invalidType);
const TOO_LARGE = refusal(413, 'file_too_large');
const TOO_MANY = refusal(400, 'too_many_files', UPLOAD_ERRORS.tooMany);

class RefusedUpload extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.error);
  }
}

class PlatformUnavailable extends Error {
  constructor(cause: unknown) {
    super('Purchases lookup failed', { cause });
  }
}

/**
 * Streams one file part to `tempPath`, checking its first bytes; resolves with its type, or throws
 * RefusedUpload (the partial file is the caller's to delete).
 */
async function streamToFile(file: Readable & { truncated?: boolean }, tempPath: string): Promise<ImageType> {
  let type: ImageType | null = null;
  await pipeline(
    file,
    // Metadata goes before a byte is written: a photo's EXIF may hold where it was taken (GPS).
    (source: AsyncIterable<Buffer>) =>
      stripImageMetadata(
        (async function* checkSignature() {
          let head = Buffer.alloc(0);
          for await (const chunk of source) {
            if (type) {
              yield chunk;
              continue;
            }
            head = Buffer.concat([head, chunk]);
            if (head.length < SIGNATURE_BYTES) continue;
            type = detectImageType(head);
            if (!type) throw new RefusedUpload(INVALID_TYPE);
            yield head;
          }
          // A file shorter than the png signature can still be a (tiny) jpeg.
          if (!type) {
            type = detectImageType(head);
            if (!type) throw new RefusedUpload(INVALID_TYPE);
            yield head;
          }
        })(),
      ),
    createWriteStream(tempPath, { flags: 'wx' }),
  );
  // busboy stops at the limit and ends the stream early, marking it truncated.
  if (file.truncated) throw new RefusedUpload(TOO_LARGE);
  if (!type) throw new RefusedUpload(INVALID_TYPE);
  return type;
}

/** Registers `POST /upload` and `GET /uploads/:name`, the multipart parser for them alone. */
export const uploadRoutes: FastifyPluginAsyncZod<UploadOptions> = async (
  app,
  { uploadDir, uploadStore, coreApiUrl, counters },
) => {
  await app.register(fastifyMultipart, {
    // One more than allowed, so a sixth file is seen and refused rather than silently dropped.
    limits: { files: MAX_FILES + 1, fileSize: MAX_FILE_BYTES, fields: 10, fieldSize: 1024 },
  });
  const quota = new UploadQuota(UPLOAD_FILES_PER_HOUR, HOUR_MS, counters);
  const photos = new PhotoStore(uploadDir, uploadStore);
  const send = (reply: FastifyReply, { status, error, message }: Refusal) =>
    reply.code(status).send({ error, message });
  /** The session's consumer id and cookie, or the refusal already sent. */
  const sessionOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.headers.cookie;
    if (!cookie || !request.cookies[SESSION_COOKIE]) return send(reply, refusal(401, 'not_signed_in'));
    let consumerId: string | null;
    try {
      consumerId = await sessionConsumerId(coreApiUrl, cookie);
    } catch (error) {
      request.log.error({ err: error }, 'Session lookup failed');
      return send(reply, refusal(502, 'session_unavailable'));
    }
    if (!consumerId) return send(reply, refusal(401, 'not_signed_in'));
    return { consumerId, cookie };
  };

  // The session of each upload, found before its body is read.
  const uploaders = new WeakMap<FastifyRequest, { consumerId: string; cookie: string }>();

  app.post(
    '/upload',
    {
      schema: { headers: uploadHeaders },
      // The session first, before a byte of the body is read or its form looked at.
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const session = await sessionOf(request, reply);
        if (!('consumerId' in session)) return session;
        uploaders.set(request, session);
      },
    },
    async (request, reply) => {
      const session = uploaders.get(request);
      if (!session) throw new Error('Upload without a session');
      const sessionConsumer = session.consumerId;
      const tooManyUploads = refusal(429, 'too_many_uploads');
      if ((await quota.remaining(sessionConsumer)) === 0) return send(reply, tooManyUploads);

      await mkdir(uploadDir, { recursive: true });
      const fields: Record<string, string> = {};
      const written: string[] = [];
      const files: { tempPath: string; type: ImageType }[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            if (part.fieldname === 'consumerId' && fields.consumerId !== sessionConsumer) {
              throw new RefusedUpload(refusal(403, 'not_your_consumer'));
            }
            if (
              part.fieldname === 'purchaseId' &&
              fields.purchaseId &&
              !(await ownsPurchase(session, fields.purchaseId))
            ) {
              throw new RefusedUpload(refusal(403, 'not_your_purchase'));
            }
            continue;
          }
          if (part.fieldname !== FILES_FIELD) {
            throw new RefusedUpload(
              refusal(400, 'unexpected_field', `Files are accepted under ${FILES_FIELD} only`),
            );
          }
          // The ids come first (the portal's form puts them there): nothing is stored for nobody.
          if (!fields.consumerId || !fields.purchaseId) {
            throw new RefusedUpload(refusal(400, 'missing_fields', 'consumerId and purchaseId are required'));
          }
          if (files.length >= MAX_FILES) throw new RefusedUpload(TOO_MANY);
          if (!(await quota.take(sessionConsumer))) throw new RefusedUpload(tooManyUploads);
          const tempPath = path.join(uploadDir, `.partial-${randomUUID()}`);
          written.push(tempPath);
          files.push({ tempPath, type: await streamToFile(part.file, tempPath) });
        }
      } catch (error) {
        await Promise.all(written.map((file) => rm(file, { force: true })));
        if (error instanceof RefusedUpload) return send(reply, error.refusal);
        if (error instanceof MalformedImage) return send(reply, INVALID_TYPE);
        if (error instanceof PlatformUnavailable) return send(reply, refusal(502, 'session_unavailable'));
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') return send(reply, TOO_LARGE);
        if (code === 'FST_FILES_LIMIT') return send(reply, TOO_MANY);
        throw error;
      }
      if (!fields.consumerId || !fields.purchaseId) {
        return send(reply, refusal(400, 'missing_fields', 'consumerId and purchaseId are required'));
      }
      if (files.length === 0) return send(reply, refusal(400, 'no_files'));

      const uploadedFiles = await Promise.all(
        files.map(async ({ tempPath, type }) => {
          const name = `${randomUUID()}.${type.extension}`;
          await photos.put(sessionConsumer, name, tempPath, type.mimeType);
          return { fileUrl: `${UPLOADS_PATH}${name}`, mimeType: type.mimeType };
        }),
      );
      return { uploadedFiles };
    },
  );

  /** Whether the purchase is one of the session's own (the platform lists them); throws when it cannot say. */
  async function ownsPurchase(
    session: { consumerId: string; cookie: string },
    purchaseId: string | undefined,
  ) {
    if (!purchaseId) return false;
    try {
      return (await sessionPurchaseIds(coreApiUrl, session.cookie, session.consumerId)).has(purchaseId);
    } catch (error) {
      throw new PlatformUnavailable(error);
    }
  }

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}:name`, async (request, reply) => {
    const { name } = request.params;
    const mimeType = mimeTypeOfStoredName(name);
    if (!mimeType) return reply.code(404).send();
    reply.header('cache-control', 'no-store');
    // Only the shopper whose session stored it: anyone else, holding the URL or not, finds nothing.
    const session = await sessionOf(request, reply);
    if (!('consumerId' in session)) return session;
    const content = await photos.get(session.consumerId, name);
    if (!content) return reply.code(404).send();
    return reply
      .type(mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=86400')
      .send(content);
  });
};
