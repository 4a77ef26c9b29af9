/**
 * Leaving for the payment page: the browser goes there in the same window, but only to an
 * allow-listed payment host (`goToPaymentPage`, `@portal/shared/payment`); any other URL is refused
 * and shown as the step's error, so a tampered answer cannot send the shopper to a look-alike page.
 */
import { stepErrorRaised } from '@portal/shared';
import { goToPaymentPage } from '@portal/shared/payment';
import { createEffect, sample } from 'effector';

/** Sends the browser to `url` when the payment helper allows it; fails with PaymentRedirectRefusedError otherwise. */
export const goToPaymentFx = createEffect((url: string): void => goToPaymentPage(url));

sample({ clock: goToPaymentFx.failData, target: stepErrorRaised });
