/**
 * Where a return stands after it was made: the stages the confirmation's timeline and "Your returns"
 * both show (docs/business-rules.md#your-returns), from the shipment's tracking updates and the
 * return's status. One rule for both remotes, so a return never reads differently in the two places.
 */

/** The stages in order: the four the carrier's tracking reports, then the shop's refund. */
export const RETURN_STAGES = ['LABEL_CREATED', 'HANDED_IN', 'IN_TRANSIT', 'DELIVERED', 'REFUNDED'] as const;

/** One stage of a return. */
export type ReturnStage = (typeof RETURN_STAGES)[number];

/** A stage and when it was reached: null while not reached, '' when reached at an unknown time. */
export interface StageAt {
  stage: ReturnStage;
  at: string | null;
}

/** What the stages are read from; the draft flow's return order and the quote flow's confirmation both fit. */
export interface TrackedReturn {
  trackingUpdates?: readonly { status: string; timestamp: string }[] | null;
  labelUrl?: string | null;
  /** The return's status as a whole; `Refunded` once the shop paid the money back. */
  status?: string | null;
  refundedAt?: string | null;
}

/**
 * Every stage with when it was reached, by its tracking update. A return with a label (or a
 * "label created" update) starts at "label created", one without at "handed in".
 */
export function reachedStages(tracked: TrackedReturn): StageAt[] {
  const updates = tracked.trackingUpdates ?? [];
  const at = (stage: string) => updates.find((update) => update.status === stage)?.timestamp ?? null;
  const labelled = Boolean(tracked.labelUrl) || at('LABEL_CREATED') !== null;
  return RETURN_STAGES.filter((stage) => stage !== 'LABEL_CREATED' || labelled).map((stage) => ({
    stage,
    at:
      stage === 'REFUNDED' ? (tracked.status === 'Refunded' ? (tracked.refundedAt ?? '') : null) : at(stage),
  }));
}

/** The last stage reached, if any. */
export const currentStage = (stages: readonly StageAt[]): ReturnStage | undefined =>
  stages.filter((entry) => entry.at !== null).at(-1)?.stage;
