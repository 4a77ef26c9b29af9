/**
 * The lazy analytics chunk's entry (docs/analytics.md#the-client): loaded by the bootstrap once the
 * page is interactive, it takes over `globalThis.__portalAnalytics` (sending on what was queued before
 * it came), records `Step viewed` on every route change, waits for the shopper's consent when the shop
 * asks for it, and sends on `pagehide` and when the page is hidden.
 */
import type { ShopConfig } from '@portal/shared';
import { type AnalyticsStep, type QueuedEvent, stepViewed } from '@portal/shared/analytics';
import { createAnalytics, type PageAnalytics } from './analytics';
import { CONSENT_ANSWERED, pageConsent } from './consent';
import { analyticsSessionId } from './messages';
import { readAnalyticsSettings, readReleases, routeOf } from './settings';
import { beaconSink, noopSink } from './transport';

/** How often waiting events are sent while the page stays open. */
const FLUSH_EVERY_MS = 5_000;

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** Starts the page's analytics for `config` in `language`, in demo mode when `demo` (the page's scope says). */
export function startAnalytics(config: ShopConfig, language: string, demo: boolean): PageAnalytics {
  const settings = readAnalyticsSettings();
  const storage = session();
  const newId = () => crypto.randomUUID();
  let step: AnalyticsStep = routeOf(window.location.pathname)?.step ?? 'remote-auth';
  const analytics = createAnalytics({
    sink: settings.enabled
      ? beaconSink(settings.collectorUrl, {
          sendBeacon:
            typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
          fetch: window.fetch.bind(window),
          now: () => new Date(),
        })
      : noopSink,
    page: {
      merchant: config.merchantName,
      releases: readReleases(),
      platformSlice: config.platformSlice,
      locale: language,
    },
    // Demo mode stores nothing, not even the session id.
    anonymousId: demo ? '00000000-0000-4000-8000-000000000000' : analyticsSessionId(storage, newId),
    newId,
    currentStep: () => step,
    consent: settings.consentRequired ? pageConsent() : 'granted',
    demo,
  });

  const earlier = globalThis.__portalAnalytics;
  globalThis.__portalAnalytics = analytics;
  if (Array.isArray(earlier)) analytics.push(...(earlier as QueuedEvent[]));

  // Route changes: the shell's router moves with the History API.
  let lastPath = '';
  const viewed = () => {
    const route = routeOf(window.location.pathname);
    if (!route || window.location.pathname === lastPath) return;
    lastPath = window.location.pathname;
    step = route.step;
    // What the last step recorded goes now: a beacon sent while a page unloads is the browser's
    // best effort (mobile browsers may never fire pagehide), so unload is the last chance, not the only one.
    analytics.flush();
    analytics.push({ event: 'Step viewed', properties: stepViewed(route.page), step, timestamp: Date.now() });
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      viewed();
    };
  }
  window.addEventListener('popstate', viewed);
  viewed();

  window.addEventListener('pagehide', () => analytics.flush());
  // And whatever waits, every few seconds (nothing is sent while nothing waits, or without consent).
  window.setInterval(() => analytics.flush(), FLUSH_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush();
  });

  // The notice is the server's and answered by the shell (./consent.ts), before or after this started.
  if (settings.consentRequired)
    document.addEventListener(CONSENT_ANSWERED, (event) =>
      analytics.answer((event as CustomEvent<'granted' | 'denied'>).detail),
    );
  return analytics;
}
