/**
 * Where the carriers step sends the shopper (no consumer id, a confirmation reached, the draft gone),
 * carried out with the router the page hands its gate: a move happens only while the page is shown.
 */
import { createGate } from '@portal/shared';
import { attach, sample } from 'effector';
import { draftGone } from './carriers-draft';
import { confirmationReached, consumerMissing } from './navigation';

/** What the carriers page passes its model: the router's navigate. */
export interface CarriersPageProps {
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Open while the carriers page is shown. */
export const CarriersPageGate = createGate<CarriersPageProps>();

/** Goes to `to` with the router of the page that is shown, if any. */
export const carriersNavigateFx = attach({
  source: CarriersPageGate.state,
  effect: (props: Partial<CarriersPageProps>, move: { to: string; replace?: boolean }) =>
    props.navigate?.(move.to, { replace: move.replace }),
});

sample({ clock: consumerMissing, fn: () => ({ to: '/', replace: true }), target: carriersNavigateFx });
sample({ clock: confirmationReached, fn: (to: string) => ({ to }), target: carriersNavigateFx });
sample({ clock: draftGone, fn: () => ({ to: '/select-items', replace: true }), target: carriersNavigateFx });
