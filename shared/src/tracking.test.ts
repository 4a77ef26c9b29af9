import { describe, expect, it } from 'vitest';
import { currentStage, reachedStages } from './tracking';

describe('the stages of a return', () => {
  it('come from the tracking updates, the refund from the return’s status', () => {
    const stages = reachedStages({
      labelUrl: 'https://labels/1.pdf',
      trackingUpdates: [
        { status: 'LABEL_CREATED', timestamp: '2026-11-20T10:00:00Z' },
        { status: 'HANDED_IN', timestamp: '2026-11-21T10:00:00Z' },
      ],
    });
    expect(stages).toEqual([
      { stage: 'LABEL_CREATED', at: '2026-11-20T10:00:00Z' },
      { stage: 'HANDED_IN', at: '2026-11-21T10:00:00Z' },
      { stage: 'IN_TRANSIT', at: null },
      { stage: 'DELIVERED', at: null },
      { stage: 'REFUNDED', at: null },
    ]);
    expect(currentStage(stages)).toBe('HANDED_IN');
  });

  it('date a stage by its update only: a label alone shows the stage, not reached', () => {
    const stages = reachedStages({ labelUrl: 'https://labels/1.pdf' });
    expect(stages[0]).toEqual({ stage: 'LABEL_CREATED', at: null });
    expect(currentStage(stages)).toBeUndefined();
  });

  it('mark the refund once the return says Refunded', () => {
    const stages = reachedStages({
      status: 'Refunded',
      refundedAt: '2026-11-25T10:00:00Z',
      trackingUpdates: [],
    });
    expect(stages.at(-1)).toEqual({ stage: 'REFUNDED', at: '2026-11-25T10:00:00Z' });
  });

  it('start at "handed in" without a label, and none is reached before anything happened', () => {
    const stages = reachedStages({ trackingUpdates: [] });
    expect(stages.map(({ stage }) => stage)).toEqual(['HANDED_IN', 'IN_TRANSIT', 'DELIVERED', 'REFUNDED']);
    expect(currentStage(stages)).toBeUndefined();
  });
});
