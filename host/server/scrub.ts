/**
 * Keeps personal data out of the host server's log: the scrubber's rules are the client logger's
 * (`@portal/shared/scrub`, imported without the browser code of the shared package's index), applied
 * to the client's records (own-endpoints.ts) and to the server's own records (request URLs, hosts,
 * error and message texts) through the pino options below.
 */
import { scrubText } from '@portal/shared/scrub';
import { type LogFn, type Logger, type LoggerOptions, stdSerializers } from 'pino';

export { scrub } from '@portal/shared/scrub';

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/**
 * Fastify's request serializer with the URL and host name scrubbed: query strings carry e-mail
 * addresses and postal codes (`/login/magic-link?email=…`), and the Host header is the client's.
 */
export function scrubRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: scrubText(req.url),
    host: typeof req.host === 'string' ? scrubText(req.host) : undefined,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's error serializer with the message (and the stack's copy of it) scrubbed. */
export function scrubError(error: Error) {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message !== 'string') return serialized;
  const message = scrubText(serialized.message);
  return {
    ...serialized,
    message,
    stack:
      typeof serialized.stack === 'string'
        ? serialized.stack.replace(serialized.message, () => message)
        : serialized.stack,
  };
}

/**
 * What the host server's pino logger is given so its own records hold no personal data: request URLs
 * and hosts, error messages, and message strings (Fastify's "Route GET:/…?email=… not found").
 */
export const scrubbedLogOptions = {
  serializers: { req: scrubRequest, err: scrubError },
  hooks: {
    logMethod(this: Logger, args: Parameters<LogFn>, method: LogFn) {
      const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubText(arg) : arg));
      return method.apply(this, scrubbed as Parameters<LogFn>);
    },
  },
} satisfies LoggerOptions;
