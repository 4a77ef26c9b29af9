import { itemSelected, type SelectedItem } from '@portal/shared';
import type { TrackCall } from '@portal/shared/analytics';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { trackFx } from './analytics';
import { refundChoicePicked } from './confirm-items';
import { itemDialogOpened } from './exchange';
import { submitRequestFx } from './gatekeeping';
import type { PortalItem } from './portal-items';

const setup = () => {
  const tracked: TrackCall[] = [];
  const scope = fork({ handlers: [[trackFx, (call: TrackCall) => void tracked.push(call)]] });
  return { scope, tracked };
};
const item = (overrides: Partial<SelectedItem>): SelectedItem => ({
  uid: 'u1',
  key: 'k1',
  purchaseId: 'p1',
  operation: 'Return',
  quantity: 1,
  name: 'Jürgen Müller',
  returnReasonOtherText: 'Keizersgracht 123, 1015 CJ Amsterdam',
  ...overrides,
});

describe('selection analytics', () => {
  it('records the reason picked, by its platform id only', async () => {
    const { scope, tracked } = setup();
    await allSettled(itemSelected, { scope, params: item({ returnReasonId: '17' }) });
    expect(tracked).toEqual([{ event: 'Reason selected', properties: { reasonId: 17 } }]);
    expect(JSON.stringify(tracked)).not.toMatch(/Müller|1015/);
  });

  it('records nothing for an item without a reason yet', async () => {
    const { scope, tracked } = setup();
    await allSettled(itemSelected, { scope, params: item({}) });
    expect(tracked).toEqual([]);
  });

  it('records an exchange and the refund choice as the return type', async () => {
    const { scope, tracked } = setup();
    await allSettled(itemSelected, { scope, params: item({ operation: 'Exchange' }) });
    await allSettled(refundChoicePicked, { scope, params: 'store-credit' });
    await allSettled(refundChoicePicked, { scope, params: 'refund' });
    expect(tracked.map((call) => call.properties)).toEqual([
      { resolutionType: 'Exchange' },
      { resolutionType: 'StoreCredit' },
      { resolutionType: 'Refund' },
    ]);
  });

  it('records that an item dialog offered an exchange, and nothing for one that offers a return only', async () => {
    const { scope, tracked } = setup();
    const exchangeable = {
      exchangeable: true,
      variant: 'M',
      exchangeOptions: [{ id: 'v-l', title: 'L' }],
    } as unknown as PortalItem;
    await allSettled(itemDialogOpened, { scope, params: exchangeable });
    await allSettled(itemDialogOpened, { scope, params: { ...exchangeable, exchangeOptions: [] } });
    await allSettled(itemDialogOpened, { scope, params: { ...exchangeable, exchangeable: false } });
    expect(tracked).toEqual([{ event: 'Exchange Choice Shown', properties: {} }]);
  });

  it('records a gatekeeping request the shop accepted as submitted and completed, and a refused one as neither', async () => {
    const tracked: TrackCall[] = [];
    let accept = true;
    const scope = fork({
      handlers: [
        [trackFx, (call: TrackCall) => void tracked.push(call)],
        [
          submitRequestFx,
          async () => {
            if (!accept) throw new Error('refused');
          },
        ],
      ],
    });
    accept = false;
    await allSettled(submitRequestFx, { scope, params: { consumerId: 'c1', purchaseAssets: [] } });
    expect(tracked).toEqual([]);
    accept = true;
    await allSettled(submitRequestFx, { scope, params: { consumerId: 'c1', purchaseAssets: [] } });
    expect(tracked).toEqual([
      { event: 'Return submitted', properties: { flow: 'draft' } },
      { event: 'Return completed', properties: { flow: 'draft', outcome: 'request_submitted' } },
    ]);
  });
});
