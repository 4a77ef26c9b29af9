import type { ReturnOrder } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { reachedStages } from './return-timeline';

const order = (fields: Partial<ReturnOrder>): ReturnOrder => ({
  id: 'ro-1',
  isShipItYourself: false,
  ...fields,
});

describe('the return’s stages', () => {
  it('come from the tracking updates, the refund from the return’s status', () => {
    const stages = reachedStages(
      order({
        shipment: {
          labelUrl: 'https://labels/1.pdf',
          trackingUpdates: [
            { status: 'LABEL_CREATED', timestamp: '2026-11-20T10:00:00Z' },
            { status: 'HANDED_IN', timestamp: '2026-11-21T10:00:00Z' },
          ],
        },
      }),
    );
    expect(stages).toEqual([
      { stage: 'LABEL_CREATED', at: '2026-11-20T10:00:00Z' },
      { stage: 'HANDED_IN', at: '2026-11-21T10:00:00Z' },
      { stage: 'IN_TRANSIT', at: null },
      { stage: 'DELIVERED', at: null },
      { stage: 'REFUNDED', at: null },
    ]);
  });

  it('marks the refund once the return says Refunded', () => {
    const stages = reachedStages(
      order({ status: 'Refunded', refundedAt: '2026-11-25T10:00:00Z', shipment: { trackingUpdates: [] } }),
    );
    expect(stages.at(-1)).toEqual({ stage: 'REFUNDED', at: '2026-11-25T10:00:00Z' });
  });

  it('starts at "handed in" for a return without a label', () => {
    const stages = reachedStages(order({ isShipItYourself: true, shipment: { trackingUpdates: [] } }));
    expect(stages.map(({ stage }) => stage)).toEqual(['HANDED_IN', 'IN_TRANSIT', 'DELIVERED', 'REFUNDED']);
  });
});
