import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scrub, scrubbedLogOptions } from './scrub';

// The rules themselves are tested with the shared scrubber (shared/src/logger/scrub.test.ts).
describe('scrub', () => {
  it('is the shared scrubber, with its depth limit', () => {
    let deep: unknown = 'emma%40example.com';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(JSON.stringify(scrub(deep))).toContain('[too deep]');
    expect(scrub({ 'x@example.com': ['3511%20AB'] })).toEqual({ '[email]': ['[postal-code]'] });
  });
});

describe('the server log', () => {
  async function loggedLines(url: string, setup?: (app: ReturnType<typeof Fastify>) => void) {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk, _, done) {
            lines.push(String(chunk));
            done();
          },
        }),
        ...scrubbedLogOptions,
      },
    });
    setup?.(app);
    await app.inject({ url, headers: { host: 'nordwind.localhost:3000' } });
    await app.close();
    return lines.join('');
  }

  it('scrubs request URLs (query strings hold addresses and postal codes), and keeps the rest', async () => {
    const log = await loggedLines('/login/magic-link?email=emma%40example.com&postalCode=3511+AB', (app) => {
      app.get('/login/magic-link', async () => 'ok');
    });
    expect(log).toContain('"url":"/login/magic-link?email=[email]&postalCode=[postal-code]"');
    expect(log).toContain('"host":"nordwind.localhost:3000"');
    expect(log).not.toMatch(/emma|3511/);
  });

  it('scrubs the "route not found" message and error messages', async () => {
    const log = await loggedLines('/nowhere?email=nora%40example.se');
    expect(log).toContain('Route GET:/nowhere?email=[email] not found');
    const errors = await loggedLines('/fails', (app) => {
      app.get('/fails', async () => {
        throw new Error('Upstream refused sophie@example.nl with 114 55');
      });
    });
    expect(errors).toContain('Upstream refused [email] with [postal-code]');
    expect(errors).not.toMatch(/sophie|114 55/);
  });

  it('never logs a secret query parameter: the report token, a magic link’s token', async () => {
    const secret = 'Zq8v3mS2xT9kLp4wRn7bYc6d';
    const log = await loggedLines(`/analytics/report?token=${secret}&merchant=nordwind`, (app) => {
      app.get('/analytics/report', async () => {
        throw new Error(`refused /login/magic-link?TOKEN=${secret}`);
      });
    });
    expect(log).toContain('"url":"/analytics/report?token=[redacted]&merchant=nordwind"');
    expect(log).toContain('refused /login/magic-link?TOKEN=[redacted]');
    expect(log).not.toContain(secret);
    const notFound = await loggedLines(`/nowhere?access_token=${secret}`);
    expect(notFound).toContain('Route GET:/nowhere?access_token=[redacted] not found');
    expect(notFound).not.toContain(secret);
  });
});
