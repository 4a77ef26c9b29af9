// @vitest-environment jsdom
import {
  $consumerId,
  $finishedReturn,
  $shopConfig,
  type Confirmation,
  endSessionFx,
  HttpError,
  type ReturnOrder,
  type ShopConfig,
} from '@portal/shared';
import { allSettled, fork, type Scope, serialize } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_POLL_MS } from './confirmation-progress';
import { addressOf, confirmationStartedFx, confirmationVisit } from './confirmation-start';
import { QuoteGate, quotePolling } from './quote-confirmation';
import { ReturnOrderGate, returnOrderPolling } from './return-order-confirmation';
import { RETURN_ORDER_POLL_MS } from './return-order-progress';
import { confirmationAnswer as confirmation, returnOrderAnswer as order } from './test-answers';

// The hosts the server's page will carry: the server has no page to read them from.
const LABEL_HOSTS = ['labels.example'];

beforeEach(() => {
  sessionStorage.clear();
  // The browser's page: what the server render hands over is decided with LABEL_HOSTS, not with this.
  document.body.innerHTML = '<script id="label-hosts" type="application/json">["labels.example"]</script>';
});
afterEach(() => vi.useRealTimers());

describe('which return the confirmation confirms', () => {
  it('is named by the address, so the server knows it as the page does', () => {
    expect(confirmationVisit(addressOf('/order-confirmation?id=c%202&returnOrderId=ro-1'), 'c-1')).toEqual({
      kind: 'return-order',
      visit: { consumerId: 'c 2', returnOrderId: 'ro-1' },
    });
    // Without an owner in the address, the signed-in shopper's own.
    expect(confirmationVisit(addressOf('/order-confirmation?returnOrderId=ro-1'), 'c-1')).toEqual({
      kind: 'return-order',
      visit: { consumerId: 'c-1', returnOrderId: 'ro-1' },
    });
    expect(confirmationVisit(addressOf('/order-confirmation/q%201'), 'c-1')).toEqual({
      kind: 'quote',
      visit: { quoteUuid: 'q 1' },
    });
    expect(confirmationVisit(addressOf('/order-confirmation/q-1/'), null)).toEqual({
      kind: 'quote',
      visit: { quoteUuid: 'q-1' },
    });
    expect(confirmationVisit(addressOf('/order-confirmation'), 'c-1')).toBeNull();
    expect(confirmationVisit(addressOf('/order-confirmation?returnOrderId=ro-1'), null)).toBeNull();
  });
});

/** The server's scope for the shopper, its first answers given; counts what must not happen on a server. */
function serverScope(answers: {
  returnOrder?: () => Promise<ReturnOrder>;
  quote?: () => Promise<Confirmation>;
}) {
  const logout = vi.fn(async () => undefined);
  const polled = vi.fn();
  const scope = fork({
    values: [
      [$consumerId, 'c-1'],
      [$shopConfig, {} as ShopConfig],
    ],
    handlers: [
      [returnOrderPolling.firstFetchFx, answers.returnOrder ?? (async () => order())],
      [quotePolling.firstFetchFx, answers.quote ?? (async () => confirmation())],
      [returnOrderPolling.fetchFx, polled],
      [quotePolling.fetchFx, polled],
      [endSessionFx, logout],
    ],
  });
  return { scope, logout, polled };
}

const start = (scope: Scope, url: string) =>
  allSettled(confirmationStartedFx, { scope, params: { url, labelHosts: LABEL_HOSTS, language: 'en' } });

/** The browser's scope from the server's values (as the page hands them over), its polls answered by `answer`. */
function browserScope(server: Scope, answer: () => Promise<unknown>) {
  const logout = vi.fn(async () => undefined);
  const polled = vi.fn(answer);
  const scope = fork({
    values: { ...serialize(server) },
    handlers: [
      [returnOrderPolling.fetchFx, polled],
      [quotePolling.fetchFx, polled],
      [endSessionFx, logout],
    ],
  });
  return { scope, logout, polled };
}

describe('the draft flow’s confirmation started on the server', () => {
  const url = '/order-confirmation?id=c-1&returnOrderId=ro-1';
  const visit = { consumerId: 'c-1', returnOrderId: 'ro-1' };

  it('asks for the first answer only: no polling, no session end, no finished return in the server’s scope', async () => {
    const { scope, logout, polled } = serverScope({});
    expect((await start(scope, url)).status).toBe('done');
    expect(scope.getState(returnOrderPolling.$answer)?.id).toBe('ro-1');
    expect(scope.getState(returnOrderPolling.$decision)).toEqual({ kind: 'done', logout: true });
    expect(scope.getState(returnOrderPolling.$held)).toBe(true);
    expect(polled).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(scope.getState($finishedReturn)).toBeNull();
  });

  it('the browser carries on from it: the return ends once, and nothing is asked again', async () => {
    const { scope: server } = serverScope({});
    await start(server, url);
    const browser = browserScope(server, async () => order());
    await allSettled(ReturnOrderGate.open, { scope: browser.scope, params: visit });
    expect(browser.polled).not.toHaveBeenCalled();
    expect(browser.logout).toHaveBeenCalledTimes(1);
    expect(browser.scope.getState($finishedReturn)?.confirmation).toBe(url);
  });

  it('a label still being made: rendered so, and the browser polls on at the interval until it is there', async () => {
    vi.useFakeTimers();
    const waiting = order({ shipment: { status: 'PENDING', labelUrl: null, sender: { countryCode: 'NL' } } });
    const { scope: server } = serverScope({ returnOrder: async () => waiting });
    expect((await start(server, url)).status).toBe('done');
    expect(server.getState(returnOrderPolling.$decision)).toEqual({ kind: 'poll' });
    const browser = browserScope(server, async () => order());
    const shown = allSettled(ReturnOrderGate.open, { scope: browser.scope, params: visit });
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.polled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RETURN_ORDER_POLL_MS);
    await shown;
    expect(browser.polled).toHaveBeenCalledTimes(1);
    expect(browser.scope.getState(returnOrderPolling.$decision)).toEqual({ kind: 'done', logout: true });
    expect(browser.logout).toHaveBeenCalledTimes(1);
  });

  it('decides a label with the label hosts the page will carry: one off them is the label error, never the link', async () => {
    const { scope } = serverScope({
      returnOrder: async () =>
        order({ shipment: { status: 'LABEL_CREATED', labelUrl: 'https://evil.example/x' } }),
    });
    expect((await start(scope, url)).status).toBe('done');
    expect(scope.getState(returnOrderPolling.$decision)).toEqual({
      kind: 'label-error',
      status: 'UNSPECIFIED_ERROR',
    });
  });

  it('fails (the page is sent as before) for what the browser shows itself: an open payment, a replaced return, a failed request', async () => {
    for (const answer of [
      async () => order({ paymentStatus: 'Open', paymentUrl: 'https://pay.example/1' }),
      async () => order({ replacedBy: 'ro-2' }),
      async () => {
        throw new HttpError(404, 'Not Found', null);
      },
    ]) {
      const { scope, logout } = serverScope({ returnOrder: answer });
      expect((await start(scope, url)).status).toBe('fail');
      expect(logout).not.toHaveBeenCalled();
    }
  });

  it('fails when the address names no return', async () => {
    const { scope } = serverScope({});
    expect((await start(scope, '/order-confirmation')).status).toBe('fail');
  });
});

describe('the quote flow’s confirmation started on the server', () => {
  const url = '/order-confirmation/q-1';

  it('asks once; the browser carries on from it: the session ends once, nothing asked again', async () => {
    const { scope: server, logout, polled } = serverScope({});
    expect((await start(server, url)).status).toBe('done');
    expect(server.getState(quotePolling.$decision)).toEqual({ kind: 'done', carrierUnavailable: false });
    expect(polled).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    const browser = browserScope(server, async () => confirmation());
    await allSettled(QuoteGate.open, { scope: browser.scope, params: { quoteUuid: 'q-1' } });
    expect(browser.polled).not.toHaveBeenCalled();
    expect(browser.logout).toHaveBeenCalledTimes(1);
  });

  it('a label still being made polls on in the browser', async () => {
    vi.useFakeTimers();
    const { scope: server } = serverScope({ quote: async () => confirmation({ labelUrl: null }) });
    expect((await start(server, url)).status).toBe('done');
    const browser = browserScope(server, async () => confirmation());
    const shown = allSettled(QuoteGate.open, { scope: browser.scope, params: { quoteUuid: 'q-1' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.polled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CONFIRMATION_POLL_MS);
    await shown;
    expect(browser.polled).toHaveBeenCalledTimes(1);
    expect(browser.logout).toHaveBeenCalledTimes(1);
  });

  it('fails for an open payment, an error code and a replaced quote', async () => {
    for (const answer of [
      confirmation({ paymentStatus: 'open', labelUrl: null }),
      confirmation({ errorCode: 'SOMETHING_BROKE' }),
      confirmation({ replacedBy: 'q-2' }),
    ]) {
      const { scope } = serverScope({ quote: async () => answer });
      expect((await start(scope, url)).status).toBe('fail');
    }
  });
});
