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

/** A clock the tests move by hand: `now` for buildSandbox, `pass(ms)` to let time go by. */
export function handClock(start = new Date('2026-03-10T10:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    pass: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** The seeded shoppers the tests use, by name. */
export const shoppers = {
  emma: { email: 'emma@example.com', orderNumber: 'NW-1001', storeId: 'store-nordwind' },
  oliver: { email: 'oliver@example.co.uk', orderNumber: 'NW-2040', storeId: 'store-nordwind' },
  mila: { email: 'mila@example.com', orderNumber: 'NW-3150', storeId: 'store-nordwind' },
  sophie: { postalCode: '3511 AB', orderNumber: '100045', storeId: 'store-atelier' },
  lukas: { email: 'lukas@example.de', orderNumber: 'K-5521', country: 'DE', storeId: 'store-kiosk' },
  nora: { email: 'nora@example.se', orderNumber: 'V-7001', storeId: 'store-vault' },
  paula: { email: 'paula@example.com', orderNumber: 'NW-5001', storeId: 'store-nordwind' },
  pim: { email: 'pim@example.com', orderNumber: 'NW-5041', storeId: 'store-nordwind' },
  fenna: { email: 'fenna@example.com', orderNumber: 'NW-5002', storeId: 'store-nordwind' },
  sam: { email: 'sam@example.com', orderNumber: 'NW-5003', storeId: 'store-nordwind' },
  ilse: { email: 'ilse@example.com', orderNumber: 'NW-5004', storeId: 'store-nordwind' },
  joris: { email: 'joris@example.com', orderNumber: 'NW-5005', storeId: 'store-nordwind' },
  labelAuth: { email: 'label-auth@example.com', orderNumber: 'NW-5006', storeId: 'store-nordwind' },
  labelValidation: {
    email: 'label-validation@example.com',
    orderNumber: 'NW-5007',
    storeId: 'store-nordwind',
  },
  labelAddress: { email: 'label-address@example.com', orderNumber: 'NW-5008', storeId: 'store-nordwind' },
  labelUnspecified: {
    email: 'label-unspecified@example.com',
    orderNumber: 'NW-5009',
    storeId: 'store-nordwind',
  },
  george: { email: 'george@example.co.uk', orderNumber: 'NW-5010', storeId: 'store-nordwind' },
  pieter: { email: 'pieter@example.nl', orderNumber: '100301', storeId: 'store-atelier' },
  anna: { email: 'anna@example.nl', orderNumber: '100302', storeId: 'store-atelier' },
  bram: { email: 'bram@example.nl', orderNumber: '100303', storeId: 'store-atelier' },
  daan: { email: 'daan@example.nl', orderNumber: '100304', storeId: 'store-atelier' },
  jacketNordwind: { email: 'jacket@example.com', orderNumber: 'NW-3801', storeId: 'store-nordwind' },
  jacketAtelier: { email: 'jacket@example.nl', orderNumber: '100901', storeId: 'store-atelier' },
};
