/** The idempotency key of a creating call: its `X-RE-Request-Uuid` header (store/idempotency.ts). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_UUID_HEADER } from '../store/idempotency';
import { apiError } from './errors';

const KEY = /^[A-Za-z0-9-]{1,100}$/;

/**
 * The request's key; undefined without the header (the call then simply creates, as any other
 * client's would); null after answering 400 `request_uuid_400` for a malformed one.
 */
export function idempotencyKeyOf(request: FastifyRequest, reply: FastifyReply): string | undefined | null {
  const header = request.headers[REQUEST_UUID_HEADER];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? undefined : header.trim();
  if (key === undefined || !KEY.test(key)) {
    reply.code(400).send(apiError('request_uuid_400', 'X-RE-Request-Uuid must be a uuid'));
    return null;
  }
  return key;
}
