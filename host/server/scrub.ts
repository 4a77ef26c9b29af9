/**
 * Keeps personal data out of the host server's log: the scrubber's rules are the client logger's
 * (`@portal/shared/scrub`, imported without the browser code of the shared package's index), applied
 * to the client's records (own-endpoints.ts) and to the server's own records (request URLs, hosts,
 * error and message texts) through the pino options below.
 */
import { scrubText } from '@portal/shared/scrub';
import { type LogFn, type Logger, type LoggerOptions, stdSerializers } from 'pino';

export { scrub } from '@portal/shared/scrub';

// Query parameters that carry a secret: the report page's token, a magic link's token.
const SECRET_PARAM = /([?&;](?:token|access_token|secret|password|signature)=)[^&#\s"']*/gi;

/**
 * A text of the server's own log, with no secret and no personal data in it: a secret query parameter's
 * value is `[redacted]` (`/analytics/report?token=[redacted]`), then the scrubber's rules apply.
 */
export const scrubLogText = (text: string): string => scrubText(text.replace(SECRET_PARAM, '$1[redacted]'));

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
 * addresses and postal codes (`/login/magic-link?email=…`) and tokens, and the Host header is the client's.
 */
export function scrubRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: scrubLogText(req.url),
    host: typeof req.host === 'string' ? scrubText(req.host) : undefined,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino's error serializer with the message (and the stack's copy of it) scrubbed. */
export function scrubError(error: Error) {
  const serialized = stdSerializers.err(error);
  if (typeof serialized.message !== 'string') return serialized;
  const message = scrubLogText(serialized.message);
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
      const scrubbed = args.map((arg: unknown) => (typeof arg === 'string' ? scrubLogText(arg) : arg));
      return method.apply(this, scrubbed as Parameters<LogFn>);
    },
  },
} satisfies LoggerOptions;
