// @vitest-environment jsdom
import {
  $consumerId,
  $shopConfig,
  type Confirmation,
  endSessionFx,
  type ReturnOrder,
  type ShopConfig,
} from '@portal/shared';
import type { TrackCall } from '@portal/shared/analytics';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { labelDownloaded, trackFx } from './analytics';
import { QuoteGate, quotePolling } from './quote-confirmation';
import { ReturnOrderGate, returnOrderPolling } from './return-order-confirmation';
import { confirmationAnswer, returnOrderAnswer } from './test-answers';

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '<script id="label-hosts" type="application/json">["labels.example"]</script>';
});

/** A scope whose confirmations answer `returnOrder` and `quote`, with what it tracked. */
const setup = (answers: { returnOrder?: ReturnOrder; quote?: Confirmation } = {}) => {
  const tracked: TrackCall[] = [];
  const scope = fork({
    values: [
      [$consumerId, 'c-1'],
      [$shopConfig, {} as ShopConfig],
    ],
    handlers: [
      [trackFx, (call: TrackCall) => void tracked.push(call)],
      [returnOrderPolling.fetchFx, async () => answers.returnOrder],
      [quotePolling.fetchFx, async () => answers.quote],
      [endSessionFx, async () => undefined],
    ],
  });
  return { scope, tracked };
};
const visit = { consumerId: 'c-1', returnOrderId: 'ro-1' };

describe('confirmation analytics', () => {
  it('records the label download', async () => {
    const { scope, tracked } = setup();
    await allSettled(labelDownloaded, { scope });
    expect(tracked).toEqual([{ event: 'Label downloaded', properties: {} }]);
  });

  it('records the draft flow’s confirmation shown and a paid return completed, once however often it is shown', async () => {
    const { scope, tracked } = setup({ returnOrder: returnOrderAnswer({ paymentStatus: 'Paid' }) });
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    await allSettled(ReturnOrderGate.close, { scope, params: visit });
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(tracked).toEqual([
      { event: 'Confirmation page shown', properties: { flow: 'draft' } },
      { event: 'Return completed', properties: { flow: 'draft', outcome: 'paid' } },
      { event: 'Confirmation page shown', properties: { flow: 'draft' } },
    ]);
  });

  it('records a free draft-flow return as completed with its label ready, not paid', async () => {
    const { scope, tracked } = setup({ returnOrder: returnOrderAnswer({ paymentStatus: null }) });
    await allSettled(ReturnOrderGate.open, { scope, params: visit });
    expect(tracked).toContainEqual({
      event: 'Return completed',
      properties: { flow: 'draft', outcome: 'label_ready' },
    });
  });

  it('records the quote flow’s confirmation shown, and its return paid or free', async () => {
    const paid = setup({ quote: confirmationAnswer({ paymentStatus: 'paid' }) });
    await allSettled(QuoteGate.open, { scope: paid.scope, params: { quoteUuid: 'q-1' } });
    expect(paid.tracked).toEqual([
      { event: 'Confirmation page shown', properties: { flow: 'quote' } },
      { event: 'Return completed', properties: { flow: 'quote', outcome: 'paid' } },
    ]);

    const free = setup({ quote: confirmationAnswer({ paymentStatus: 'free' }) });
    await allSettled(QuoteGate.open, { scope: free.scope, params: { quoteUuid: 'q-2' } });
    expect(free.tracked).toContainEqual({
      event: 'Return completed',
      properties: { flow: 'quote', outcome: 'label_ready' },
    });
  });
});
