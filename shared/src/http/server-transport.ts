/**
 * How the steps' requests travel during the host server's render (issue 37): the host's node build
 * installs, once at start, a function that gives the transport of the render in progress (the
 * shopper's cookie, the platform's address, the forwarded headers the proxy would send), kept per
 * request by the host server, never in this module. A browser never installs one: its requests go
 * through the page's own origin with `fetch`.
 */
type Transport = (url: string, init: RequestInit) => Promise<Response>;

let current: (() => Transport | undefined) | null = null;

/** The host's node build says where the render in progress sends its requests (once, at start). */
export function serverTransportInstalled(transport: () => Transport | undefined): void {
  current = transport;
}

/** The transport of the server render in progress; undefined in a browser. */
export const serverTransport = (): Transport | undefined => current?.();
