import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { MAGIC_LINK_TTL_MS } from '../store/magic-links';

let app: FastifyInstance;
let now = new Date('2026-11-23T10:00:00Z');
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', now: () => now, authAttemptsPerMinute: 5 });
});
afterAll(() => app.close());

const requestLink = (email: string, headers: Record<string, string> = { 'x-re-client': 'portal' }) =>
  app.inject({
    method: 'POST',
    url: '/api/v0/auth/magic-link',
    headers: { 'x-forwarded-host': 'nordwind.localhost:3000', ...headers },
    payload: { email, locale: 'nl', storeId: 'store-nordwind' },
  });

const newestLink = async () => {
  const [mail] = (await app.inject('/sandbox/outbox.json')).json();
  return new URL(mail.link);
};

describe('magic link', () => {
  it('writes a link to the outbox and signs in once with it, redirecting to the portal', async () => {
    expect((await requestLink('Emma@example.com')).statusCode).toBe(204);
    const link = await newestLink();
    expect(link.origin).toBe('http://nordwind.localhost:3000');
    expect(link.pathname).toBe('/api/v0/auth/magic-link/verify');

    const first = await app.inject(`${link.pathname}${link.search}`);
    expect(first.statusCode).toBe(302);
    const landing = new URL(String(first.headers.location));
    expect(landing.origin + landing.pathname).toBe('http://nordwind.localhost:3000/login/magic-link');
    expect(landing.searchParams.get('consumer_id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(landing.searchParams.get('device_id')).toBeTruthy();
    expect(first.cookies.find((cookie) => cookie.name === 're_session')?.httpOnly).toBe(true);

    const second = await app.inject(`${link.pathname}${link.search}`);
    expect(new URL(String(second.headers.location)).searchParams.get('error')).toBe('magic_link_used');
  });

  it('expires a link after 15 minutes', async () => {
    await requestLink('emma@example.com');
    const link = await newestLink();
    now = new Date(now.getTime() + MAGIC_LINK_TTL_MS + 1000);
    const response = await app.inject(`${link.pathname}${link.search}`);
    expect(new URL(String(response.headers.location)).searchParams.get('error')).toBe('magic_link_expired');
  });

  it('answers an invalid e-mail or a missing client header with the error text', async () => {
    const invalid = await requestLink('not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toBe('magic_link_invalid_email');
    expect((await requestLink('emma@example.com', {})).body).toBe('magic_link_client_unknown');
  });

  it('sends nothing to an address that has no orders, but answers the same', async () => {
    const before = (await app.inject('/sandbox/outbox.json')).json().length;
    expect((await requestLink('stranger@example.com')).statusCode).toBe(204);
    expect((await app.inject('/sandbox/outbox.json')).json()).toHaveLength(before);
  });

  it('shows the outbox as a page, newest first', async () => {
    const page = await app.inject('/sandbox/outbox');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox outbox');
  });
});

describe('rate limit', () => {
  it('answers 429 with the error shape after a burst of sign-ins for one order number', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/v0/auth/consumer',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: {
          email: 'wrong@example.com',
          orderNumber: 'NW-2040',
          locale: 'nl',
          storeId: 'store-nordwind',
          userProperties: { deviceId: 'd', sessionId: 's' },
        },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].code).toBe('auth_429');
  });
});
