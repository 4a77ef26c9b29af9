/**
 * Pure helpers for the portal's servers (`@portal/shared/server`); no browser code, so servers can
 * import it without pulling in React.
 */

// The core API's consumer path, for the servers that ask the platform on the shopper's behalf.
export { consumerPath } from './route-data/consumer-requests';

// A host label as DNS allows it (punycode included): anything else in a Host header is not a shop,
// and must never reach the configuration URL built from it.
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The merchant a request is for: the first label of the host name, lower-cased, skipping a leading
 * `www` and ignoring the port, unless an override is configured. A bare `localhost`, an IP address or a
 * malformed host names no merchant.
 */
export function resolveMerchantName(hostname: string, override?: string): string | null {
  const forced = override?.trim().toLowerCase();
  if (forced) return forced;
  const host = hostname.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
  // IPv4 and (bracketed) IPv6 addresses: there is no shop label to read.
  if (!host || host.startsWith('[') || host.includes(':') || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.');
  if (labels[0] === 'www') labels.shift();
  if (labels.length < 2) return null;
  const merchant = labels[0] ?? '';
  return DNS_LABEL.test(merchant) ? merchant : null;
}

const HTML_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a `<script>` element: no value can close the element, open a comment or
 * end a line in old parsers; `JSON.parse` gives the same value back.
 */
export function serializeForHtml(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => HTML_UNSAFE[char] ?? char);
}
