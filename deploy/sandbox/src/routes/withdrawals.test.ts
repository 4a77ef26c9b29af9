import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
interface Mail {
  to: string;
  subject: string;
  body: string;
  attachment?: { url: string };
}
const outbox = async () => (await app.inject('/sandbox/outbox.json')).json() as Mail[];
/** The mails to `address`, once there are `count` (a copy is made after its answer). */
const mailsTo = (address: string, count: number) =>
  vi.waitFor(async () => {
    const mails = (await outbox()).filter((mail) => mail.to === address);
    expect(mails).toHaveLength(count);
    return mails;
  });
const statements = async () =>
  (await app.inject('/sandbox/withdrawals.json')).json() as { matched: boolean; copySent: boolean }[];

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

    const [mail] = await mailsTo('emma@example.com', 1);
    expect(mail?.body).toContain('> Niet meer nodig');
    expect(mail?.subject).toContain('NW-1001');
    const pdf = await app.inject(mail?.attachment?.url ?? '');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getTitle()).toBe(`Withdrawal ${acknowledgement.withdrawalId}`);
  });

  it('acknowledges every statement at the address given, matched or not, in the same words; the shop sees which matched', async () => {
    const unknown = await withdraw(
      { ...statement, orderNumber: 'NW-9999', email: 'lena@example.org' },
      undefined,
      '203.0.113.2',
    );
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json()).sort()).toEqual(
      ['copySent', 'email', 'items', 'name', 'orderNumber', 'receivedAt', 'remark', 'withdrawalId'].sort(),
    );
    expect(unknown.json().copySent).toBe(true);
    // The right order with another address than the order's: that address gets it too.
    await withdraw({ ...statement, email: 'someone@example.org' }, undefined, '203.0.113.2');
    const [lena] = await mailsTo('lena@example.org', 1);
    const [someone] = await mailsTo('someone@example.org', 1);
    expect((await statements()).slice(-2).map((stored) => stored.matched)).toEqual([false, false]);
    // Nothing in the mail tells a matched statement from another: the same lines, only the statement differs.
    const [emma] = await mailsTo('emma@example.com', 1);
    const shape = (mail?: Mail) => mail?.body.replace(/^> .*$/gm, '>').replace(/WD-[0-9A-F]{8}|\S+Z/g, '…');
    expect(shape(lena)).toBe(shape(emma));
    expect(shape(someone)).toBe(shape(emma));
  });

  it('quotes the shopper’s words as plain text, never as markup or a link of its own', async () => {
    await withdraw(
      {
        ...statement,
        email: 'quote@example.org',
        remark: '<a href="https://evil.example">click</a>\nsecond line',
      },
      undefined,
      '203.0.113.4',
    );
    const [mail] = await mailsTo('quote@example.org', 1);
    expect(mail?.body).toContain('> <a href="https://evil.example">click</a>\n> second line');
    const page = await app.inject('/sandbox/outbox');
    expect(page.body).toContain('&#62; &#60;a href=');
    expect(page.body).not.toContain('<a href="https://evil.example">');
  });

  it('sends an address at most its copies a day; past that the statement is stored and the answer says so', async () => {
    const flooded = 'daily@example.org';
    const copySent = [];
    for (let index = 0; index < 4; index++)
      copySent.push(
        (await withdraw({ ...statement, email: flooded }, undefined, `198.18.0.${index}`)).json().copySent,
      );
    expect(copySent).toEqual([true, true, true, false]);
    await mailsTo(flooded, 3);
    expect((await statements()).slice(-4).map((stored) => stored.copySent)).toEqual([
      true,
      true,
      true,
      false,
    ]);
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
