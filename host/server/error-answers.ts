/**
 * How the server answers what it cannot handle. A client's mistake (unreadable or oversized body, a
 * query that does not fit the route's zod schema) gets its 4xx with a clear message; anything else
 * gets a 5xx that names no internal detail (an exception's text stays in the log). The body has the
 * caller's shape (`refusalBody`).
 */
import type { FastifyError, FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
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
};

/**
 * A route's zod schema as its validator (`validatorCompiler: zodValidator`): a value that does not fit
 * is refused with 400 naming the part and the field; one that fits is replaced by the parsed value.
 */
export const zodValidator: FastifySchemaCompiler<FastifySchema> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = (schema as ZodType).safeParse(data);
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || httpPart || 'request';
    return {
      error: new Error(`Invalid ${httpPart ?? 'request'} field "${field}": ${issue?.message ?? 'invalid'}`),
    };
  };

/** Installs the error handler; call before any route or plugin is registered, so all inherit it. */
export function errorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    reply.header('cache-control', 'no-store');
    if (status >= 400 && status < 500) {
      const code =
        error.validation || error.code === 'FST_ERR_VALIDATION'
          ? 'invalid_request'
          : (CLIENT_CODES[status] ?? 'bad_request');
      return reply.code(status).send(refusalBody(request.url, code, error.message));
    }
    request.log.error({ err: error }, 'Request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send(refusalBody(request.url, 'server_error', 'The request could not be handled'));
  });
}
