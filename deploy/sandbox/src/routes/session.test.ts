import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 100 });
});
afterAll(() => app.close());

async function signIn() {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/auth/consumer',
    payload: {
      email: 'emma@example.com',
      orderNumber: 'NW-1001',
      locale: 'nl',
      storeId: 'store-nordwind',
      userProperties: { deviceId: 'd', sessionId: 's' },
    },
  });
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((cookie) => cookie.name === 're_session')?.value;
  return { id: response.json().id as string, cookie: `re_session=${token}` };
}

describe('GET /api/v0/auth/session', () => {
  it("answers the session's consumer id", async () => {
    const { id, cookie } = await signIn();
    const response = await app.inject({ url: '/api/v0/auth/session', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
  });

  it('answers 401 auth_401 without a session or with an unknown one', async () => {
    for (const headers of [{}, { cookie: 're_session=forged' }]) {
      const response = await app.inject({ url: '/api/v0/auth/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ code: 'auth_401', message: 'Not signed in' }] });
    }
  });
});

describe('POST /api/v0/auth/logout', () => {
  it('ends the session: the old cookie reads nothing afterwards, and the cookie is cleared', async () => {
    const { id, cookie } = await signIn();
    const purchases = () => app.inject({ url: `/api/v0/consumer/${id}/purchases`, headers: { cookie } });
    expect((await purchases()).statusCode).toBe(200);

    const logout = await app.inject({ method: 'POST', url: '/api/v0/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((candidate) => candidate.name === 're_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    // A copy of the cookie kept from before (a replay) is worthless now.
    expect((await purchases()).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v0/auth/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends only that session, and answers 204 without one', async () => {
    const first = await signIn();
    const second = await signIn();
    await app.inject({ method: 'POST', url: '/api/v0/auth/logout', headers: { cookie: first.cookie } });
    const other = await app.inject({ url: '/api/v0/auth/session', headers: { cookie: second.cookie } });
    expect(other.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/v0/auth/logout' })).statusCode).toBe(204);
  });
});
