/**
 * Paying from a confirmation, in both flows (docs/business-rules.md#an-unpaid-return-can-be-paid):
 * "Pay now" on a payment that is still open goes to its page; on one that ended unpaid (cancelled,
 * failed, expired) it asks the platform for a new payment of the same return first. The browser
 * leaves in the same window, and only for an allow-listed payment host (`goToPaymentPage`); a refused
 * page or a failed request is the step's error. One request per press: the button waits.
 */
import { stepErrorRaised } from '@portal/shared';
import { goToPaymentPage } from '@portal/shared/payment';
import { createEffect, createEvent, createStore, type EventCallable, type Store, sample } from 'effector';

/** Sends the browser to the payment page; fails with PaymentRedirectRefusedError off the allow-list. */
export const paymentPageOpenedFx = createEffect((url: string): void => goToPaymentPage(url));

/** The shopper pressed "Pay now" on a payment that is still open, at this URL. */
export const openPaymentPressed = createEvent<string>();

sample({ clock: openPaymentPressed, target: paymentPageOpenedFx });
sample({ clock: paymentPageOpenedFx.failData, target: stepErrorRaised });

/**
 * A new payment for the return a confirmation polls (`$key`), on the shopper's press: `retry` asks
 * the platform for it, then the browser goes to its page.
 */
export function createPaymentRetry<K>(options: {
  $key: Store<K | null>;
  started: EventCallable<K>;
  retry: (key: K) => Promise<{ paymentUrl: string }>;
}) {
  /** The shopper asked to pay again. */
  const paymentRetried = createEvent();
  /** Asks the platform for a new payment. */
  const retryPaymentFx = createEffect(options.retry);
  /** True from the press until the payment page opens or the retry failed: one retry per press. */
  const $paymentRetrying = createStore(false)
    .on(retryPaymentFx, () => true)
    .reset(retryPaymentFx.fail, paymentPageOpenedFx.fail, options.started);

  sample({
    clock: paymentRetried,
    source: { key: options.$key, retrying: $paymentRetrying },
    filter: ({ key, retrying }) => key !== null && !retrying,
    fn: ({ key }) => key as K,
    target: retryPaymentFx,
  });
  sample({ clock: retryPaymentFx.doneData, fn: ({ paymentUrl }) => paymentUrl, target: paymentPageOpenedFx });
  sample({ clock: retryPaymentFx.failData, target: stepErrorRaised });

  return { paymentRetried, retryPaymentFx, $paymentRetrying };
}
