/**
 * What happens to a draft-flow return after its label (or, without one, after it is settled): the
 * carrier's tracking stages, then the shop's refund. Each stage comes one step after the one
 * before, or at once through `POST /sandbox/return-orders/:id/advance`. Also the tracking numbers
 * labels carry, in a format like each carrier's own.
 */
import { createHash } from 'node:crypto';

/** The stages in order: the four the tracking reports, then the refund. */
export const STAGES = ['LABEL_CREATED', 'HANDED_IN', 'IN_TRANSIT', 'DELIVERED', 'REFUNDED'] as const;

/** One stage. */
export type Stage = (typeof STAGES)[number];

/** A stage reached, and when. */
export interface StageReached {
  stage: Stage;
  at: Date;
}

/** The tracking update's text of each stage the carrier reports. */
export const STAGE_DESCRIPTIONS: Record<Exclude<Stage, 'REFUNDED'>, string> = {
  LABEL_CREATED: 'Label created; the parcel can be handed in',
  HANDED_IN: 'Handed in at the carrier',
  IN_TRANSIT: 'On its way to the shop',
  DELIVERED: "Delivered at the shop's warehouse",
};

/** What moving a shipment on should do besides catching up with the clock. */
export interface ProgressQuery {
  /** Whether the shipment has a label: only then is LABEL_CREATED a stage. */
  labelled: boolean;
  /** When the stages start: the label's time, or when a shipment without one was settled. */
  start: Date;
  now: Date;
  stepMs: number;
  /** Reach the next stage now (the advance control). */
  advance?: boolean;
}

/**
 * Brings `reached` (kept with the return order, changed in place) up to `now`: LABEL_CREATED at
 * the start, each later stage `stepMs` after the one before (the first one after the start), and
 * with `advance` one more stage now. Stages are reached one at a time, so an advance also restarts
 * the step. Answers the list.
 */
export function progress(reached: StageReached[], query: ProgressQuery): StageReached[] {
  const stages = query.labelled ? STAGES : STAGES.slice(1);
  if (query.labelled && reached.length === 0) reached.push({ stage: 'LABEL_CREATED', at: query.start });
  for (;;) {
    const next = stages[reached.length];
    const at = new Date((reached.at(-1)?.at ?? query.start).getTime() + query.stepMs);
    if (!next || at > query.now) break;
    reached.push({ stage: next, at });
  }
  const next = stages[reached.length];
  if (query.advance && next) reached.push({ stage: next, at: query.now });
  return reached;
}

/**
 * The return order's top-level status for the last stage reached: `Registered` until the parcel is
 * handed in, `InTransit` while the carrier has it, then `Delivered` and `Refunded`.
 */
export function returnStatusOf(
  last: Stage | undefined,
): 'Registered' | 'InTransit' | 'Delivered' | 'Refunded' {
  switch (last) {
    case 'HANDED_IN':
    case 'IN_TRANSIT':
      return 'InTransit';
    case 'DELIVERED':
      return 'Delivered';
    case 'REFUNDED':
      return 'Refunded';
    default:
      return 'Registered';
  }
}

/** Tracking-number formats by carrier name (upper case, no spaces): a prefix and a count of digits. */
const TRACKING_FORMATS: Record<string, { prefix: string; digits: number; suffix?: string }> = {
  DHL: { prefix: 'JVGL', digits: 12 },
  DPD: { prefix: '0567', digits: 10 },
  POSTNL: { prefix: '3SRTN', digits: 9 },
  UPS: { prefix: '1Z', digits: 16 },
  ROYALMAIL: { prefix: 'RM', digits: 9, suffix: 'GB' },
  POSTNORD: { prefix: '00370', digits: 13 },
  BPOST: { prefix: '3232', digits: 12 },
};

/**
 * A tracking number in the carrier's format, the same for the same `seed` (the label's subject),
 * so a label keeps its number and tests can predict its shape.
 */
export function trackingNumberFor(carrierName: string, seed: string): string {
  const format = TRACKING_FORMATS[carrierName.toUpperCase().replace(/\s+/g, '')] ?? {
    prefix: 'SBX',
    digits: 12,
  };
  const hash = createHash('sha256').update(seed).digest();
  const digits = Array.from(hash.subarray(0, format.digits), (byte) => byte % 10).join('');
  return `${format.prefix}${digits}${format.suffix ?? ''}`;
}
