/** Demo mode (docs/business-rules.md#demo-mode): sample products, fake calls, a fixed test order number. */
import { allSettled, createEvent, createStore, type Scope } from 'effector';

/** Demo mode was switched on (`?isDemo` or `?demo`). */
export const demoEntered = createEvent();
/** The shopper left demo mode. */
export const demoExited = createEvent();

/** Whether demo mode is on; kept in session storage under `isDemo`. */
export const $isDemo = createStore(false)
  .on(demoEntered, () => true)
  .on(demoExited, () => false);

/** True when the query string asks for demo mode. */
export const isDemoQuery = (search: string) => {
  const params = new URLSearchParams(search);
  return params.has('isDemo') || params.has('demo');
};

/** Enters demo mode in `scope` (the page's) when the query string asks for it. */
export async function enterDemoFromQuery(scope: Scope, search: string): Promise<void> {
  if (isDemoQuery(search)) await allSettled(demoEntered, { scope });
}
