/** What the sandbox's route tests share: signing a seeded shopper in. */
import type { FastifyInstance } from 'fastify';

/** A signed-in shopper: the consumer id and the session cookie header to send. */
export interface TestSession {
  id: string;
  cookie: string;
}

/** Signs in with a seeded order (e-mail or postal code, order number, store, and country for kiosk). */
export async function signIn(app: FastifyInstance, payload: Record<string, string>): Promise<TestSession> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v0/auth/consumer',
    payload: { locale: 'nl', userProperties: { deviceId: 'd', sessionId: 's' }, ...payload },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  const session = response.cookies.find((cookie) => cookie.name === 're_session');
  return { id: response.json().id, cookie: `re_session=${session?.value}` };
}

/** The seeded shoppers the tests use, by name. */
export const shoppers = {
  emma: { email: 'emma@example.com', orderNumber: 'NW-1001', storeId: 'store-nordwind' },
  oliver: { email: 'oliver@example.co.uk', orderNumber: 'NW-2040', storeId: 'store-nordwind' },
  mila: { email: 'mila@example.com', orderNumber: 'NW-3150', storeId: 'store-nordwind' },
  sophie: { postalCode: '3511 AB', orderNumber: '100045', storeId: 'store-atelier' },
  lukas: { email: 'lukas@example.de', orderNumber: 'K-5521', country: 'DE', storeId: 'store-kiosk' },
  nora: { email: 'nora@example.se', orderNumber: 'V-7001', storeId: 'store-vault' },
};
