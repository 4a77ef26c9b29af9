import { describe, expect, it } from 'vitest';
import { carriersStateFor } from './payment-outcome';

describe('carriersStateFor', () => {
  it('sends failed, expired and cancelled payments of either flow back to carriers, with the status', () => {
    for (const status of ['Failed', 'Expired', 'Cancelled', 'failed', 'expired', 'canceled'])
      expect(carriersStateFor(status)).toEqual({ paymentStatus: status });
  });

  it('keeps paid, free, open and absent payments on the confirmation', () => {
    for (const status of ['Paid', 'Open', 'paid', 'free', 'open', null, undefined])
      expect(carriersStateFor(status)).toBeNull();
  });
});
