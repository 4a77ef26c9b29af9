/**
 * JSON request bodies, for every route: nested at most `MAX_JSON_DEPTH` deep. Parsing a deeper body
 * works, but anything that walks it recursively overflows the stack (the API proxy serialises the
 * body again for the platform): a body nested 20,000 deep was a 500 `RangeError`. It is refused with
 * 400 before it is parsed. No body the portal sends nests more than a handful of levels.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { clientError } from './error-answers';

export const MAX_JSON_DEPTH = 64;

/** Whether `text`, read as JSON, opens more than `max` objects and arrays inside each other. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth++;
      if (depth > max) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

const tooDeep = () =>
  clientError(400, 'body_too_deep', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`);

/**
 * Parses a JSON body sent as text (a beacon's `text/plain`): 400 `body_too_deep`, or 400 with
 * `notJson` when it is no JSON.
 */
export function parseJsonText(text: string, notJson: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw tooDeep();
  try {
    return JSON.parse(text);
  } catch {
    throw clientError(400, 'bad_request', notJson);
  }
}

/**
 * Fastify's own `application/json` parser (prototype poisoning refused as before), behind the depth
 * check, for the whole server: register it before any route plugin.
 */
export const jsonBodies = fastifyPlugin(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
      parse(request, body as string, done);
    });
  },
  { name: 'json-bodies', fastify: '5.x' },
);
