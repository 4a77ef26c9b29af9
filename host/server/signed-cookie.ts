/** Reading the cookies this server signs (`@fastify/cookie` with the secret app.ts registers). */
import type { FastifyRequest } from 'fastify';

/** A cookie's value when its signature holds; undefined when it is missing, unsigned or forged. */
export function signedCookie(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}
