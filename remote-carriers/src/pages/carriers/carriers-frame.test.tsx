// @vitest-environment jsdom
import { BrowserRouter } from '@portal/shared';
import { shopConfigSchema } from '@portal/shared/config';
import { cleanUp, render, setUpTexts } from '@portal/shared/testing';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CarriersTop } from './carriers-frame';
import { paymentStatusOf } from './carriers-page';

const config = (isCarrierPriceDeducted: boolean) =>
  shopConfigSchema.parse({ id: 'shop', name: 'Shop', locales: ['en'], isCarrierPriceDeducted });

const top = (deducted: boolean, paymentStatus: string | null) =>
  render(
    <BrowserRouter>
      <CarriersTop config={config(deducted)} paymentStatus={paymentStatus} />
    </BrowserRouter>,
  );

beforeAll(setUpTexts);
afterEach(cleanUp);

describe('the top of the carriers step', () => {
  it('says the payment did not go through, naming its status in words', async () => {
    const failed = await top(false, 'Failed');
    expect(failed.querySelector('[role="alert"]')?.textContent).toBe(
      'Your payment did not go through (status: failed). Your return has not been created yet: check your choices and try again.',
    );
    const canceled = await top(false, 'canceled');
    expect(canceled.querySelector('[role="alert"]')?.textContent).toContain('(status: cancelled)');
    const other = await top(false, 'Refused');
    expect(other.querySelector('[role="alert"]')?.textContent).toContain('(status: Refused)');
    const none = await top(false, null);
    expect(none.querySelector('[role="alert"]')).toBeNull();
    expect(none.textContent).toContain('Step 2 of 3');
  });

  it('shows the price deduction until the shopper closes it, then moves the focus to the heading', async () => {
    const view = await top(true, null);
    expect(view.textContent).toContain('The shipping costs are deducted from your refund.');
    const close = view.querySelector<HTMLButtonElement>('button[aria-label="Close this message"]');
    await act(async () => close?.click());
    expect(view.textContent).not.toContain('The shipping costs are deducted from your refund.');
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('reads the payment status from the navigation state only when it is a text', () => {
    expect(paymentStatusOf({ paymentStatus: 'Expired' })).toBe('Expired');
    expect(paymentStatusOf({ paymentStatus: 3 })).toBeNull();
    expect(paymentStatusOf(null)).toBeNull();
    expect(paymentStatusOf('Failed')).toBeNull();
  });
});
