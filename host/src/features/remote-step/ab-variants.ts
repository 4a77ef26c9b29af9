/**
 * The session's A/B variants as the platform's portal keeps them (`ab-variants-storage`). The server decides
 * which release a session sees (`portal-releases`); this is the shell's record of it, no app's input, so it
 * is the shell's own state and not on the bus.
 */
import { keepForSession } from '@portal/shared';
import { createEvent, createStore } from 'effector';

/** A variant of an experiment was assigned to this session. */
export const variantAssigned = createEvent<{ experiment: string; variant: string }>();

/** Variant per experiment. */
export const $abVariants = createStore<Record<string, string>>({}).on(
  variantAssigned,
  (variants, { experiment, variant }) => ({ ...variants, [experiment]: variant }),
);

keepForSession($abVariants, 'ab-variants-storage', ({ storedValueZod: z }) =>
  z.record(z.string(), z.string()),
);
