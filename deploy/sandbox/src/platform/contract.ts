/**
 * The platform's API as the sandbox takes and answers it: `deploy/sandbox/openapi.yaml`, written from
 * the platform's specification (docs/sandbox.md#the-platforms-api-as-the-sandbox-reads-it). Ajv
 * compiles the document's schemas (JSON Schema 2020-12, OpenAPI 3.1's dialect) once, at start-up, into
 * plain functions: a check costs microseconds, so every request and every answer is checked, in tests
 * and in demos alike.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS: under tsx/Node its default export is the module object.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

type Json = Record<string, unknown>;
type Method = 'get' | 'post' | 'put';

/** The document as parsed from YAML. */
export const platformDocument = parse(
  readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8'),
) as Json & { paths: Record<string, Record<string, Json>>; components: Json };

const DOCUMENT_ID = 'platform';
const ajv = new Ajv2020({
  // The document carries OpenAPI's own keywords and `x-` extensions beside the schemas.
  strict: false,
  allErrors: false,
  allowUnionTypes: true,
});
addFormats(ajv, ['date-time']);
ajv.addSchema(platformDocument, DOCUMENT_ID);

/** A JSON pointer's token: `/` and `~` escaped. */
const token = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');
const validatorAt = (...parts: string[]): ValidateFunction =>
  ajv.compile({ $ref: `${DOCUMENT_ID}#/${parts.map(token).join('/')}` });

/** Follows a `$ref` to `#/components/...` (responses and parameters are not schemas). */
function resolve(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>(
      (at, part) => at[part.replaceAll('~1', '/').replaceAll('~0', '~')] as Json,
      platformDocument,
    );
}

/** What a check found: the value when it fits, or what is wrong with it. */
export type Checked<T> = { success: true; data: T } | { success: false; error: string };

const described = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? ''}`).join('; ');

/**
 * A check against one of the document's schemas, named as zod's are: `safeParse` tells, `parse` throws.
 * The value is checked as it is, never copied, trimmed or stripped of fields.
 */
export interface Check<T> {
  safeParse(value: unknown): Checked<T>;
  parse(value: unknown): T;
}

function toCheck<T>(validate: ValidateFunction, what: string): Check<T> {
  const safeParse = (value: unknown): Checked<T> =>
    validate(value)
      ? { success: true, data: value as T }
      : { success: false, error: described(validate.errors) };
  return {
    safeParse,
    parse: (value) => {
      const checked = safeParse(value);
      if (!checked.success) throw new Error(`Does not fit the platform document's ${what}: ${checked.error}`);
      return checked.data;
    },
  };
}

/** The check of one of the document's components (`components/schemas/<name>`). */
export const component = <T>(name: string): Check<T> =>
  toCheck(validatorAt('components', 'schemas', name), name);

interface Operation {
  path: string;
  method: Method;
  operation: Json;
}

const operations = new Map<string, Operation>();
for (const [path, item] of Object.entries(platformDocument.paths)) {
  for (const method of ['get', 'post', 'put'] as const) {
    const operation = item[method];
    if (operation) operations.set(String(operation.operationId), { path, method, operation });
  }
}

function operationOf(operationId: string): Operation {
  const found = operations.get(operationId);
  if (!found) throw new Error(`The platform document has no operation ${operationId}`);
  return found;
}

/** The check of an operation's JSON request body. */
export function requestBody<T>(operationId: string): Check<T> {
  const { path, method } = operationOf(operationId);
  return toCheck(
    validatorAt('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'),
    `${operationId} body`,
  );
}

/** The check of an operation's query: its query parameters as one object, the required ones required. */
export function requestQuery<T>(operationId: string): Check<T> {
  const { path, method, operation } = operationOf(operationId);
  const query = ((operation.parameters as Json[] | undefined) ?? []).flatMap((parameter, index) =>
    parameter.in === 'query'
      ? [{ name: String(parameter.name), required: parameter.required === true, index }]
      : [],
  );
  return toCheck(
    ajv.compile({
      type: 'object',
      properties: Object.fromEntries(
        query.map(({ name, index }) => [
          name,
          {
            $ref: `${DOCUMENT_ID}#/${['paths', path, method, 'parameters', String(index), 'schema'].map(token).join('/')}`,
          },
        ]),
      ),
      required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    }),
    `${operationId} query`,
  );
}

/** The answer checks of one route, by status; built on first use. */
const answerChecks = new Map<string, Map<string, ValidateFunction> | null>();

/** The document's path of a Fastify route (`/a/:b` → `/a/{b}`). */
const documentPath = (routeUrl: string) => routeUrl.replace(/:(\w+)/g, '{$1}');

function answerChecksOf(method: string, routeUrl: string): Map<string, ValidateFunction> | null {
  const key = `${method} ${routeUrl}`;
  if (answerChecks.has(key)) return answerChecks.get(key) ?? null;
  const path = documentPath(routeUrl);
  const lower = method.toLowerCase();
  const operation = platformDocument.paths[path]?.[lower];
  let checks: Map<string, ValidateFunction> | null = null;
  if (operation) {
    checks = new Map();
    for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
      const content = resolve(response).content as Record<string, Json> | undefined;
      if (!content?.['application/json']) continue;
      const ref = response.$ref;
      checks.set(
        status,
        typeof ref === 'string'
          ? validatorAt(...ref.replace(/^#\//, '').split('/'), 'content', 'application/json', 'schema')
          : validatorAt('paths', path, lower, 'responses', status, 'content', 'application/json', 'schema'),
      );
    }
  }
  answerChecks.set(key, checks);
  return checks;
}

/**
 * Checks an answer of the sandbox against the document, and throws when it does not fit: an answer the
 * platform would not give is a bug of the sandbox, and the test that met it fails with a 500. Routes the
 * document does not describe (the sandbox's own, its payment page) are not checked.
 */
export function checkAnswer(
  method: string,
  routeUrl: string | undefined,
  status: number,
  payload: unknown,
): void {
  if (!routeUrl) return;
  const checks = answerChecksOf(method, routeUrl);
  if (!checks) return;
  const check = checks.get(String(status));
  if (!check) {
    throw new Error(`The platform document gives ${method} ${routeUrl} no JSON answer with status ${status}`);
  }
  if (!check(payload)) {
    throw new Error(
      `The sandbox's answer to ${method} ${routeUrl} (${status}) does not fit the platform document: ${described(check.errors)}`,
    );
  }
}
