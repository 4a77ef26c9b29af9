/**
 * `track()`: how any app records an analytics event (docs/analytics.md#the-client). The state lives
 * once per page on `globalThis.__portalAnalytics`, not in a module: only the root `@portal/shared`
 * is a federation singleton, and each remote bundles its own copy of this subpath. Until the host's
 * lazy analytics module has loaded, the queue is a plain array; that module then replaces it with an
 * object whose `push` sends on, so an event tracked before it loaded is not lost.
 */
import type { AnalyticsStep, EventName, EventProperties } from './vocabulary';

/** One event as an app recorded it, before the host adds the context. */
export interface QueuedEvent<Name extends EventName = EventName> {
  event: Name;
  properties: EventProperties[Name];
  /** The step it happened in, when the caller knows better than the current route. */
  step?: AnalyticsStep;
  /** Epoch milliseconds, by the browser's clock. */
  timestamp: number;
}

/** What `globalThis.__portalAnalytics` holds: the queue, or the host's receiver. */
export interface AnalyticsQueue {
  push: (...events: QueuedEvent[]) => unknown;
}

declare global {
  var __portalAnalytics: AnalyticsQueue | undefined;
}

/** Records `event` now; the host's analytics module adds the context and sends it (or drops it, without consent). */
export function track<Name extends EventName>(
  event: Name,
  properties: EventProperties[Name],
  step?: AnalyticsStep,
): void {
  globalThis.__portalAnalytics ??= [] as QueuedEvent[];
  globalThis.__portalAnalytics.push({
    event,
    properties,
    ...(step ? { step } : {}),
    timestamp: Date.now(),
  } as QueuedEvent);
}

/** One event and its properties, as models hand them to a tracking effect. */
export type TrackCall = {
  [Name in EventName]: { event: Name; properties: EventProperties[Name] };
}[EventName];

/** `track()` taking one argument, for an Effector effect (`createEffect(trackCall)`) fed by `sample`. */
export const trackCall = (call: TrackCall): void => track(call.event, call.properties);
