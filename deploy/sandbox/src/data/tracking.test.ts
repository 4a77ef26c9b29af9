import { describe, expect, it } from 'vitest';
import { progress, returnStatusOf, type StageReached, trackingNumberFor } from './tracking';

const start = new Date('2026-03-10T10:00:00Z');
const plus = (ms: number) => new Date(start.getTime() + ms);
const stagesOf = (reached: StageReached[]) => reached.map(({ stage }) => stage);

describe('progress', () => {
  it('starts a labelled shipment at LABEL_CREATED and reaches a stage each step, up to the refund', () => {
    const reached: StageReached[] = [];
    const at = (now: Date) => progress(reached, { labelled: true, start, now, stepMs: 1000 });
    expect(at(start)).toEqual([{ stage: 'LABEL_CREATED', at: start }]);
    expect(stagesOf(at(plus(999)))).toEqual(['LABEL_CREATED']);
    expect(at(plus(2500))).toEqual([
      { stage: 'LABEL_CREATED', at: start },
      { stage: 'HANDED_IN', at: plus(1000) },
      { stage: 'IN_TRANSIT', at: plus(2000) },
    ]);
    expect(stagesOf(at(plus(60_000)))).toEqual([
      'LABEL_CREATED',
      'HANDED_IN',
      'IN_TRANSIT',
      'DELIVERED',
      'REFUNDED',
    ]);
    expect(reached.at(-1)).toEqual({ stage: 'REFUNDED', at: plus(4000) });
  });

  it('starts a shipment without a label at HANDED_IN, one step after it was settled', () => {
    const reached: StageReached[] = [];
    expect(progress(reached, { labelled: false, start, now: plus(999), stepMs: 1000 })).toEqual([]);
    expect(progress(reached, { labelled: false, start, now: plus(1000), stepMs: 1000 })).toEqual([
      { stage: 'HANDED_IN', at: plus(1000) },
    ]);
  });

  it('reaches the next stage now on advance, and the step starts again from there', () => {
    const reached: StageReached[] = [];
    const query = { labelled: false, start, stepMs: 1000 };
    progress(reached, { ...query, now: plus(10), advance: true });
    expect(reached).toEqual([{ stage: 'HANDED_IN', at: plus(10) }]);
    expect(stagesOf(progress(reached, { ...query, now: plus(1009) }))).toEqual(['HANDED_IN']);
    expect(progress(reached, { ...query, now: plus(1010) }).at(-1)).toEqual({
      stage: 'IN_TRANSIT',
      at: plus(1010),
    });
    for (let step = 0; step < 5; step++) progress(reached, { ...query, now: plus(1020), advance: true });
    expect(stagesOf(reached)).toEqual(['HANDED_IN', 'IN_TRANSIT', 'DELIVERED', 'REFUNDED']);
  });
});

describe('returnStatusOf', () => {
  it('is Registered until handed in, then InTransit, Delivered and Refunded', () => {
    expect(returnStatusOf(undefined)).toBe('Registered');
    expect(returnStatusOf('LABEL_CREATED')).toBe('Registered');
    expect(returnStatusOf('HANDED_IN')).toBe('InTransit');
    expect(returnStatusOf('IN_TRANSIT')).toBe('InTransit');
    expect(returnStatusOf('DELIVERED')).toBe('Delivered');
    expect(returnStatusOf('REFUNDED')).toBe('Refunded');
  });
});

describe('trackingNumberFor', () => {
  it("follows the carrier's format and is the same for the same label", () => {
    expect(trackingNumberFor('DHL', 'quote:1')).toMatch(/^JVGL\d{12}$/);
    expect(trackingNumberFor('DPD', 'quote:1')).toMatch(/^0567\d{10}$/);
    expect(trackingNumberFor('Royal Mail', 'quote:1')).toMatch(/^RM\d{9}GB$/);
    expect(trackingNumberFor('Somebody', 'quote:1')).toMatch(/^SBX\d{12}$/);
    expect(trackingNumberFor('DHL', 'quote:1')).toBe(trackingNumberFor('DHL', 'quote:1'));
    expect(trackingNumberFor('DHL', 'quote:1')).not.toBe(trackingNumberFor('DHL', 'quote:2'));
  });
});
