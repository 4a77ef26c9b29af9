/**
 * How the server reads input and answers what it cannot handle. Every route's input is a zod schema
 * (`fastify-type-provider-zod`): a body, query, parameter or header that does not fit is a client's
 * mistake and gets 400 with a message naming the part and the field. Other client errors (unreadable
 * or oversized body) get their 4xx with a clear message; anything else gets a 5xx that names no
 * internal detail (an exception's text stays in the log). The body has the caller's shape
 * (`refusalBody`).
 */
import type { FastifyError } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { refusalBody } from './guards';

// A code by status for Fastify's own client errors; their messages ("Request body is too large") are
// written for clients already.
const CLIENT_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** A client error with a code of its own (`body_too_deep`), answered as any other 4xx. */
export function clientError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, answerCode: code });
}

/**
 * What a client is told of input that does not fit its route's schema: the part, the first field
 * at fault and zod's reason (`Invalid querystring field "reasons": Invalid input: expected string,
 * received array`). Never the value itself: it may be personal data.
 */
function invalidInputMessage(error: FastifyError): string {
  const part = error.validationContext ?? 'request';
  if (!hasZodFastifySchemaValidationErrors(error)) return error.message;
  const issue = error.validation[0];
  const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') || part;
  return `Invalid ${part} field "${field}": ${issue?.message ?? 'invalid'}`;
}

/**
 * Installs zod as every route's validator and the error handler, for the whole server (not
 * encapsulated): register it before any route plugin.
 */
export const errorAnswers = fastifyPlugin(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setErrorHandler((error: FastifyError & { answerCode?: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      reply.header('cache-control', 'no-store');
      if (status >= 400 && status < 500) {
        const invalid = Boolean(error.validation) || error.code === 'FST_ERR_VALIDATION';
        return reply
          .code(status)
          .send(
            refusalBody(
              request.url,
              invalid ? 'invalid_request' : (error.answerCode ?? CLIENT_CODES[status] ?? 'bad_request'),
              invalid ? invalidInputMessage(error) : error.message,
            ),
          );
      }
      request.log.error({ err: error }, 'Request failed');
      return reply
        .code(status >= 500 && status < 600 ? status : 500)
        .send(refusalBody(request.url, 'server_error', 'The request could not be handled'));
    });
  },
  { name: 'error-answers', fastify: '5.x' },
);
