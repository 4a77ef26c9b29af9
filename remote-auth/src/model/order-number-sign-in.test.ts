// @vitest-environment jsdom
import {
  $consumerId,
  $finishedReturn,
  $signInDetails,
  $signInError,
  type AuthConsumerRequest,
  HttpError,
} from '@portal/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $failure, $submitting, signInFx, signInRequested, toSignInRequest } from './order-number-sign-in';

const context = { postalCodeMode: false, locale: 'nl', storeId: 'store-nordwind' };
const input = { identifier: ' emma@example.com ', orderNumber: '##NW-1001' };
/** A request whose form records where the shopper was taken. */
function requestLeaving(left: string[]) {
  return { input, context, leave: (path: string) => left.push(path) };
}

describe('the order-number request', () => {
  it('sends the trimmed e-mail, the order number without leading #, and who is asking', () => {
    const body = toSignInRequest(input, context);
    expect(body).toMatchObject({ email: 'emma@example.com', orderNumber: 'NW-1001', locale: 'nl' });
    expect(body.storeId).toBe('store-nordwind');
    expect(body.userProperties?.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('country');
  });

  it('sends a postal code as such in postal-code mode, and an ecommerce-less shopper’s country', () => {
    const body = toSignInRequest(
      { identifier: '3511 AB', orderNumber: '100045', country: 'DE' },
      { ...context, postalCodeMode: true },
    );
    expect(body).toMatchObject({ postalCode: '3511 AB', orderNumber: '100045', country: 'DE' });
  });
});

describe('the order-number sign-in', () => {
  it('signs the shopper in with the details and sends them to a new return', async () => {
    const sent: AuthConsumerRequest[] = [];
    const scope = fork({
      values: [[$signInError, 'auth_401']],
      handlers: [
        [
          signInFx,
          async (body: AuthConsumerRequest) => {
            sent.push(body);
            return 'c-1';
          },
        ],
      ],
    });
    const left: string[] = [];
    await allSettled(signInRequested, { scope, params: requestLeaving(left) });
    expect(sent).toHaveLength(1);
    expect(scope.getState($signInError)).toBeNull();
    expect(scope.getState($consumerId)).toBe('c-1');
    expect(scope.getState($signInDetails)).toEqual({ orderNumber: 'NW-1001', country: undefined });
    expect(left).toEqual(['/select-items']);
    expect(scope.getState($submitting)).toBe(false);
  });

  it('sends the shopper of the return this tab finished back to its confirmation, anyone else to a new one', async () => {
    const finished = { consumerId: 'c-1', confirmation: '/order-confirmation/q-1' };
    for (const [consumerId, destination] of [
      ['c-1', '/order-confirmation/q-1'],
      ['c-2', '/select-items'],
    ] as const) {
      const scope = fork({
        values: [[$finishedReturn, finished]],
        handlers: [[signInFx, async () => consumerId]],
      });
      const left: string[] = [];
      await allSettled(signInRequested, { scope, params: requestLeaving(left) });
      expect(left).toEqual([destination]);
      expect(scope.getState($finishedReturn)).toBeNull();
    }
  });

  it('sends the same shopper signing in with another order to that order’s items, not back to the finished return', async () => {
    const left: string[] = [];
    for (const orderNumber of ['NW-1001', 'nw-1001', 'NW-0987']) {
      const scope = fork({
        values: [
          [$finishedReturn, { consumerId: 'c-1', confirmation: '/order-confirmation/q-1', orderNumber }],
        ],
        handlers: [[signInFx, async () => 'c-1']],
      });
      await allSettled(signInRequested, { scope, params: requestLeaving(left) });
    }
    // The request signs in with NW-1001.
    expect(left).toEqual(['/order-confirmation/q-1', '/order-confirmation/q-1', '/select-items']);
  });

  it('shows a failure by its message and lets the shopper try again', async () => {
    const scope = fork({
      handlers: [
        [
          signInFx,
          async () => {
            throw new HttpError(400, 'Bad Request', { errors: [{ code: 'auth_7' }] });
          },
        ],
      ],
    });
    const left: string[] = [];
    await allSettled(signInRequested, { scope, params: requestLeaving(left) });
    expect(scope.getState($failure)).toEqual({ key: 'login.error.invalid_credentials' });
    expect(scope.getState($submitting)).toBe(false);
    expect(scope.getState($consumerId)).toBeNull();
    expect(left).toEqual([]);
  });

  it('ignores a second submit while the call is under way', async () => {
    let calls = 0;
    let answer: (id: string) => void = () => undefined;
    const scope = fork({
      handlers: [
        [
          signInFx,
          () => {
            calls += 1;
            return new Promise<string>((resolve) => {
              answer = resolve;
            });
          },
        ],
      ],
    });
    const left: string[] = [];
    const first = allSettled(signInRequested, { scope, params: requestLeaving(left) });
    const second = allSettled(signInRequested, { scope, params: requestLeaving(left) });
    answer('c-1');
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(left).toEqual(['/select-items']);
  });
});
