import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ publicUrl: 'http://sandbox.test', authAttemptsPerMinute: 6 });
});
afterAll(() => app.close());

const statement = {
  storeId: 'store-nordwind',
  name: 'Emma de Vries',
  orderNumber: 'NW-1001',
  email: 'emma@example.com',
  locale: 'nl',
};
const withdraw = (payload: Record<string, unknown>, uuid: string = crypto.randomUUID(), ip = '203.0.113.1') =>
  app.inject({
    method: 'POST',
    url: '/api/v0/withdrawals',
    headers: { 'x-re-request-uuid': uuid, 'x-forwarded-for': ip },
    payload,
  });
const outbox = async () =>
  (await app.inject('/sandbox/outbox.json')).json() as {
    to: string;
    subject: string;
    attachment?: { url: string };
  }[];
const statements = async () =>
  (await app.inject('/sandbox/withdrawals.json')).json() as { matched: boolean }[];

describe('POST /api/v0/withdrawals', () => {
  it('acknowledges a statement, e-mails the order’s address with a PDF, and stores it once however often it is sent', async () => {
    const uuid = crypto.randomUUID();
    const first = await withdraw({ ...statement, remark: 'Niet meer nodig' }, uuid);
    expect(first.statusCode).toBe(200);
    const acknowledgement = first.json();
    expect(acknowledgement).toMatchObject({
      name: 'Emma de Vries',
      orderNumber: 'NW-1001',
      email: 'emma@example.com',
      items: null,
      remark: 'Niet meer nodig',
    });
    expect(acknowledgement).not.toHaveProperty('matched');
    const again = await withdraw({ ...statement, remark: 'Niet meer nodig' }, uuid);
    expect(again.json()).toEqual(acknowledgement);
    expect((await statements()).length).toBe(1);

    const [mail] = await outbox();
    expect(mail?.to).toBe('emma@example.com');
    expect(mail?.subject).toContain('NW-1001');
    const pdf = await app.inject(mail?.attachment?.url ?? '');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe(`Withdrawal ${acknowledgement.withdrawalId}`);
  });

  it('answers a statement naming no order the same way, and e-mails nobody', async () => {
    const mails = (await outbox()).length;
    const unknown = await withdraw({ ...statement, orderNumber: 'NW-9999' }, undefined, '203.0.113.2');
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json()).sort()).toEqual(
      ['email', 'items', 'name', 'orderNumber', 'receivedAt', 'remark', 'withdrawalId'].sort(),
    );
    // The right order with another shopper's address: stored for the shop, no mail either.
    await withdraw({ ...statement, email: 'someone@example.org' }, undefined, '203.0.113.2');
    expect((await outbox()).length).toBe(mails);
    expect((await statements()).slice(-2).map((stored) => stored.matched)).toEqual([false, false]);
  });

  it('refuses a malformed statement, and a shop without the withdrawal function', async () => {
    const malformed = await withdraw({ ...statement, email: 'not an address' }, undefined, '203.0.113.3');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('withdrawal_400');
    expect((await withdraw({ ...statement, name: '   ' }, undefined, '203.0.113.3')).statusCode).toBe(400);
    const kiosk = await withdraw({ ...statement, storeId: 'store-kiosk' }, undefined, '203.0.113.3');
    expect(kiosk.statusCode).toBe(404);
  });

  it('limits statements per client and per address', async () => {
    const answers = [];
    for (let index = 0; index < 7; index++)
      answers.push(
        (await withdraw({ ...statement, email: 'flood@example.org' }, undefined, `198.51.100.${index}`))
          .statusCode,
      );
    // One address from seven clients: the seventh is refused.
    expect(answers.slice(0, 6).every((status) => status === 200)).toBe(true);
    expect(answers[6]).toBe(429);
    const client = [];
    for (let index = 0; index < 7; index++)
      client.push(
        (await withdraw({ ...statement, email: `s${index}@example.org` }, undefined, '192.0.2.9')).statusCode,
      );
    expect(client[6]).toBe(429);
  });
});
