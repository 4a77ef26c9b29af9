/**
 * Pure helpers for the portal's servers (`@portal/shared/server`); no browser code, so servers can
 * import it without pulling in React.
 */

/**
 * The merchant a request is for: the first label of the host name, skipping a leading `www`
 * (000 §3), unless an override is configured. A bare `localhost` or IP address names no merchant.
 */
export function resolveMerchantName(hostname: string, override?: string): string | null {
  if (override) return override.toLowerCase();
  const host = hostname
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[.*\]$/, '');
  if (!host || /^[\d.]+$/.test(host)) return null;
  const labels = host.split('.').filter(Boolean);
  if (labels[0] === 'www') labels.shift();
  if (labels.length < 2) return null;
  return labels[0] ?? null;
}

const HTML_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a `<script>` element: no value can close the element or start a comment. */
export function serializeForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => HTML_UNSAFE[char] ?? char);
}
