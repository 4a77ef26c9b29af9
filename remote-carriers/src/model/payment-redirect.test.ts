// @vitest-environment jsdom
import { $stepError } from '@portal/shared';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToPaymentFx } from './payment-redirect';

// The allow-list comes from the host server, as an island on the page.
beforeEach(() => {
  document.body.innerHTML = `<script id="payment-hosts" type="application/json">["www.mollie.com"]</script>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('going to the payment page', () => {
  it('sends the browser to an allow-listed payment page in the same window', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    await allSettled(goToPaymentFx, { scope: fork(), params: 'https://www.mollie.com/checkout/tr_1' });
    expect(assign).toHaveBeenCalledWith('https://www.mollie.com/checkout/tr_1');
  });

  it('refuses any other page and shows the step error instead', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const scope = fork();
    await allSettled(goToPaymentFx, { scope, params: 'https://mollie.com.evil.example/pay' });
    expect(assign).not.toHaveBeenCalled();
    expect(scope.getState($stepError)).toMatchObject({ name: 'PaymentRedirectRefusedError' });
  });
});
