/**
 * The demo adapter: in demo mode, calls that have a demo handler are answered in the browser with
 * sample data after 500 ms instead of going to the network. Each step registers its own handlers next
 * to its API module.
 */

/** The delay of every demo answer. */
export const DEMO_DELAY_MS = 500;

/** The request a demo handler sees. */
export interface DemoRequest {
  url: string;
  method: string;
  body: unknown;
}

type DemoHandler = (request: DemoRequest) => unknown;

interface Registration {
  method: string;
  path: string | RegExp;
  handler: DemoHandler;
}

const registrations: Registration[] = [];

/** Answers `method` requests to `path` (exact path, or a pattern tested against the path) in demo mode. */
export function registerDemoHandler(
  match: { method: string; path: string | RegExp },
  handler: DemoHandler,
): void {
  registrations.push({ method: match.method.toUpperCase(), path: match.path, handler });
}

/** The handler for a request, if demo mode can answer it. */
export function findDemoHandler(method: string, url: string): DemoHandler | undefined {
  const path = new URL(url, 'http://demo.invalid').pathname;
  const wanted = method.toUpperCase();
  return registrations.find(
    (registration) =>
      registration.method === wanted &&
      (typeof registration.path === 'string' ? registration.path === path : registration.path.test(path)),
  )?.handler;
}
