import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
    headers,
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

  it("builds the link from the shop's configured portal origin, whatever Host and X-Forwarded-* say", async () => {
    const attack = await requestLink('emma@example.com', {
      host: 'attacker.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
      'x-re-client': 'portal',
    });
    expect(attack.statusCode).toBe(204);
    const link = await newestLink();
    expect(link.origin).toBe('http://nordwind.localhost:3000');
    const landing = await app.inject({
      url: `${link.pathname}${link.search}`,
      headers: { host: 'attacker.example' },
    });
    expect(String(landing.headers.location)).toMatch(
      /^http:\/\/nordwind\.localhost:3000\/login\/magic-link\?/,
    );
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

describe('configured portal origin', () => {
  const linkFrom = async (sandbox: FastifyInstance) => {
    await sandbox.inject({
      method: 'POST',
      url: '/api/v0/auth/magic-link',
      headers: { 'x-re-client': 'portal', 'x-forwarded-host': 'attacker.example' },
      payload: { email: 'emma@example.com', locale: 'nl', storeId: 'store-nordwind' },
    });
    const [mail] = (await sandbox.inject('/sandbox/outbox.json')).json();
    await sandbox.close();
    return String(mail.link);
  };

  it('takes the origin template from the option, with the shop in place of {merchant}', async () => {
    const link = await linkFrom(await buildSandbox({ portalOrigin: 'https://{merchant}.returns.example/' }));
    expect(link).toMatch(/^https:\/\/nordwind\.returns\.example\/api\/v0\/auth\/magic-link\/verify\?token=/);
  });

  it('takes it from SANDBOX_PORTAL_ORIGIN when no option is given', async () => {
    vi.stubEnv('SANDBOX_PORTAL_ORIGIN', 'http://{merchant}.localhost:3302');
    try {
      expect(await linkFrom(await buildSandbox())).toMatch(/^http:\/\/nordwind\.localhost:3302\/api\//);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('refuses a template that is not an http(s) origin', async () => {
    await expect(buildSandbox({ portalOrigin: 'javascript:alert(1)//{merchant}' })).rejects.toThrow(
      /SANDBOX_PORTAL_ORIGIN/,
    );
    await expect(buildSandbox({ portalOrigin: 'http://{merchant}.localhost:3000/portal' })).rejects.toThrow(
      /SANDBOX_PORTAL_ORIGIN/,
    );
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

  const signInFrom = (ip: string, body: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v0/auth/consumer',
      headers: { 'x-forwarded-for': ip },
      payload: { locale: 'nl', userProperties: { deviceId: 'd', sessionId: 's' }, ...body },
    });

  it('counts sign-ins per e-mail across order numbers and clients: 40 order numbers hit 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const orderNumber = `NW-${String(5000 + i)}`;
      // Spread over clients too: the guesses are about one shopper, wherever they come from.
      const response = await signInFrom(`198.51.100.${i % 4}`, {
        email: i % 2 ? ' Oliver@Example.co.uk' : 'oliver@example.co.uk',
        orderNumber,
        storeId: 'store-nordwind',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(35).fill(429));
    // The limit is this shopper's: another e-mail from the same client is still answered.
    const other = await signInFrom('198.51.100.0', {
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      storeId: 'store-nordwind',
    });
    expect(other.statusCode).toBe(200);
  });

  it('counts sign-ins per postal code across order numbers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await signInFrom('198.51.100.50', {
        postalCode: i % 2 ? '3511ab' : '3511 AB',
        orderNumber: String(200000 + i),
        storeId: 'store-atelier',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('counts magic-link requests per trimmed, lower-cased address: spaces do not bypass it', async () => {
    const ask = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v0/auth/magic-link',
        headers: { 'x-re-client': 'portal', 'x-forwarded-for': '198.51.100.77' },
        payload: { email, locale: 'nl', storeId: 'store-nordwind' },
      });
    for (let i = 0; i < 5; i++) expect((await ask('stranger@example.com')).statusCode).toBe(204);
    for (const variant of [' stranger@example.com', 'STRANGER@example.com  ', '\tstranger@example.com']) {
      const limited = await ask(variant);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().errors[0].code).toBe('auth_429');
    }
  });
});
