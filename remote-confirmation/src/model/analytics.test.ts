import type { TrackCall } from '@portal/shared/analytics';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { completionOf, labelDownloaded, trackFx } from './analytics';
import { recordEndingFx, returnCompleted } from './session-end';

const setup = (firstTime: () => boolean) => {
  const tracked: TrackCall[] = [];
  const scope = fork({
    handlers: [
      [trackFx, (call: TrackCall) => void tracked.push(call)],
      [recordEndingFx, firstTime],
    ],
  });
  return { scope, tracked };
};

describe('confirmation analytics', () => {
  it('records the label download', async () => {
    const { scope, tracked } = setup(() => true);
    await allSettled(labelDownloaded, { scope });
    expect(tracked).toEqual([{ event: 'Label downloaded', properties: {} }]);
  });

  it('records a finished return once, however often the confirmation says so', async () => {
    let seen = false;
    const { scope, tracked } = setup(() => {
      const first = !seen;
      seen = true;
      return first;
    });
    const ending = {
      id: 'ro-1',
      logout: false,
      confirmation: '/order-confirmation?id=c1&returnOrderId=ro-1',
    };
    await allSettled(returnCompleted, { scope, params: ending });
    await allSettled(returnCompleted, { scope, params: ending });
    expect(tracked).toEqual([
      { event: 'Return completed', properties: { flow: 'draft', outcome: 'label_ready' } },
    ]);
  });

  it('tells the flow and the outcome from the confirmation', () => {
    expect(completionOf('/order-confirmation/q-1', true).properties).toEqual({
      flow: 'quote',
      outcome: 'paid',
    });
    expect(completionOf('/request-confirmation', false).properties).toEqual({
      flow: 'draft',
      outcome: 'request_submitted',
    });
  });
});
