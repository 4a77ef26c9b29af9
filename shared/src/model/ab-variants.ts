/** A/B variant assignments, kept for the session so a shopper sees one variant throughout. */
import { createEvent, createStore } from 'effector';

/** A variant of an experiment was assigned to this session. */
export const variantAssigned = createEvent<{ experiment: string; variant: string }>();

/** Variant per experiment. */
export const $abVariants = createStore<Record<string, string>>({}).on(
  variantAssigned,
  (variants, { experiment, variant }) => ({ ...variants, [experiment]: variant }),
);
