/**
 * `POST /upload` (multipart: files[], consumerId, purchaseId) → `{uploadedFiles: [{fileUrl, mimeType}]}`,
 * and `GET /uploads/:name` serving them back as images that cannot run anything.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { detectImageType, MAX_FILE_BYTES, MAX_FILES, mimeTypeOfStoredName, STORED_NAME } from '../uploads';

/** The messages of 000 §8 "Uploads". */
export const UPLOAD_ERRORS = {
  invalidType: 'Invalid file type',
  tooMany: `You can upload up to ${MAX_FILES} files only.`,
  failed: 'Failed to upload file',
} as const;

export async function uploadRoutes(app: FastifyInstance, uploadDir: string) {
  await app.register(fastifyMultipart, {
    // One more than allowed, so a sixth file is seen and refused rather than silently dropped.
    limits: { files: MAX_FILES + 1, fileSize: MAX_FILE_BYTES, fields: 10, fieldSize: 1024 },
  });

  app.post('/upload', async (request, reply) => {
    const fields: Record<string, string> = {};
    const files: { content: Buffer; extension: string; mimeType: string }[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (files.length >= MAX_FILES) {
          return reply.code(400).send({ error: 'too_many_files', message: UPLOAD_ERRORS.tooMany });
        }
        const content = await part.toBuffer();
        if (part.file.truncated) {
          return reply.code(413).send({ error: 'file_too_large', message: UPLOAD_ERRORS.failed });
        }
        const type = detectImageType(content);
        if (!type)
          return reply.code(400).send({ error: 'invalid_file_type', message: UPLOAD_ERRORS.invalidType });
        files.push({ content, extension: type.extension, mimeType: type.mimeType });
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.code(413).send({ error: 'file_too_large', message: UPLOAD_ERRORS.failed });
      }
      if (code === 'FST_FILES_LIMIT') {
        return reply.code(400).send({ error: 'too_many_files', message: UPLOAD_ERRORS.tooMany });
      }
      throw error;
    }
    if (!fields.consumerId || !fields.purchaseId) {
      return reply
        .code(400)
        .send({ error: 'missing_fields', message: 'consumerId and purchaseId are required' });
    }
    if (files.length === 0) return reply.code(400).send({ error: 'no_files', message: UPLOAD_ERRORS.failed });

    await mkdir(uploadDir, { recursive: true });
    const uploadedFiles = await Promise.all(
      files.map(async (file) => {
        const name = `${randomUUID()}.${file.extension}`;
        await writeFile(path.join(uploadDir, name), file.content);
        return { fileUrl: `/uploads/${name}`, mimeType: file.mimeType };
      }),
    );
    return { uploadedFiles };
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const mimeType = mimeTypeOfStoredName(name);
    if (!STORED_NAME.test(name) || !mimeType) return reply.code(404).send();
    const content = await readFile(path.join(uploadDir, name)).catch(() => null);
    if (!content) return reply.code(404).send();
    return reply
      .type(mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, max-age=86400')
      .send(content);
  });
}
