/**
 * `@portal/shared/gate`: a page's "shown" state for its model, so that once-per-visit loads and moves
 * live in the model rather than in `useEffect` (the shape of effector-react's gates: `open`, `close`,
 * `set`, `status`, `state`).
 *
 * Why not effector-react's own: it asks for effector as `effector/effector.mjs`, a request Module
 * Federation does not match with the page's `effector` singleton, so a remote bundling it ran its
 * gates on a second effector that the page's models never heard (polling stopped after one answer).
 * This one imports only `effector` and `react`, both the page's. A subpath module bundled by the
 * steps that use it: the sign-in page's JavaScript does not carry it.
 */
import { createEvent, createStore, type EventCallable, type Store } from 'effector';
import { useLayoutEffect, useRef } from 'react';

/** A page's presence: opened when it mounts, closed when it unmounts, `set` when its props change. */
export interface Gate<Props> {
  open: EventCallable<Props>;
  close: EventCallable<Props>;
  set: EventCallable<Props>;
  /** True while the page is shown. */
  status: Store<boolean>;
  /** The page's props while it is shown; `{}` once it is closed. */
  state: Store<Props>;
}

/** A gate whose page passes `Props` (nothing by default). */
export function createGate<Props = void>(_config?: { name?: string }): Gate<Props> {
  const open = createEvent<Props>();
  const close = createEvent<Props>();
  const set = createEvent<Props>();
  const status = createStore(false, { serialize: 'ignore' })
    .on(open, () => true)
    .on(close, () => false);
  const state = createStore<Props>({} as Props, { serialize: 'ignore' })
    // A gate without props (`createGate()`) opens with `undefined`, which a store would skip.
    .on(open, (_, props) => props ?? ({} as Props))
    .on(set, (_, props) => props ?? ({} as Props))
    .reset(close);
  return { open, close, set, status, state };
}

const shallowEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key])
  );
};

/** Opens `gate` while the calling component is mounted, and passes it `props` whenever they change. */
export function useGate<Props>(gate: Gate<Props>, ...[props]: Props extends void ? [] : [Props]): void {
  const latest = useRef({ props: props as Props, version: 0 });
  if (!shallowEqual(latest.current.props, props))
    latest.current = { props: props as Props, version: latest.current.version + 1 };
  useLayoutEffect(() => {
    gate.open(latest.current.props);
    return () => {
      gate.close(latest.current.props);
    };
  }, [gate]);
  const { version } = latest.current;
  useLayoutEffect(() => {
    if (version > 0) gate.set(latest.current.props);
  }, [gate, version]);
}
