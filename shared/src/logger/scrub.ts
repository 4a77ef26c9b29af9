/**
 * Removes e-mail addresses, phone numbers and postal codes from anything logged: logs are not a data store. The one
 * set of rules for the client log (loaded with the first record, see logger.ts) and the host server's
 * log (`@portal/shared/scrub`, which re-scrubs every client record).
 *
 * Text is %-decoded (up to three times: double-encoded text is read too; malformed sequences never
 * throw) and scrubbed, so `emma%40example.com` and `3511%20AB` in a query string are found like the
 * plain forms; text where decoding reveals nothing is scrubbed as it is and keeps its encoding.
 * What is caught:
 * - E-mail addresses in any script (RFC 6531): `émma@exämple.com`, `用户@例子.中国`, with every
 *   character RFC 5322 allows unquoted in the local part except the URL delimiters `/ ? = &`, so a
 *   URL or `key=value` text keeps its structure (`?email=[email]`). A local part holding one of
 *   those (allowed, but handed out by no mail provider) keeps what comes before it (`a/[email]`).
 *   The domain needs a dot and a top-level label starting with a letter, so
 *   `remote_auth/sign-in@1.0.0` is not an address.
 * - The postal codes of every country the shops serve (the EU's 27, where the ecommerce-less shop
 *   ships from, and GB), in upper or lower case, the parts separated by a space, `+` (form encoding)
 *   or nothing: NL `1234 AB`; GB `SW1A 1AA`; IE `A65 F4E2`; MT `VLT 1117`; PT `1000-001`; PL `00-950`;
 *   SE, CZ, SK, GR `114 55`; and plain numbers of 4 (AT, BE, BG, CY, DK, HU, LU, SI), 5 (DE, FR, IT,
 *   ES, FI, EE, HR, LT) or 6 digits (RO). Country prefixes (`LV-1010`, `D-10115`) keep the prefix.
 *   Every standalone number of 4 to 6 digits is read as a postal code: order numbers (`NW-1001`)
 *   and years are scrubbed too, on purpose, since they cannot be told apart. A port after a host
 *   name or address (`localhost:3000`, `127.0.0.1:4001`) is not a postal code.
 * - The `@` of an address in its look-alike and escaped forms: the full-width and small commercial
 *   at (U+FF20, U+FE6B), the HTML entities `&#64;`, `&#x40;`, `&commat;`, the escapes `\u0040` and
 *   `\x40`, and the spellings `(at)`, `[at]`, `{at}` (any case, spaces or `+` around them); a dot of
 *   the domain may likewise be `(dot)`, `[dot]`, `{dot}`, `&#46;`, an ideographic or full-width stop.
 * - Phone numbers: international (`+31 6 12345678`, `0049 30 1234567`, 8 to 15 digits) and national
 *   with a trunk 0 (`06-12345678`, `(030) 1234 5678`, `+49 (0)30 …`, 9 to 13 digits), the digit groups
 *   separated by a space, `-`, `.`, `/`, `+` or brackets.
 * Not caught: quoted local parts (`"emma de vries"@example.com`), addresses spelled with bare words
 * (`emma at example dot com`), and national phone numbers without a trunk 0 (Spanish or Italian
 * mobiles, Danish numbers) unless written with their country code.
 */

// Letters, digits and combining marks of every script; U+FFFD is what a malformed %-sequence decodes to.
const WORD = '\\p{L}\\p{N}\\p{M}\\uFFFD';
const LOCAL = `[${WORD}!#$%'*+^_\`{|}~.-]`;
// A spelled-out `(at)` / `(dot)`, with at most a few spaces (or `+`) around it: a bounded run keeps
// the scan linear on long runs of spaces.
const spelled = (word: string) => `[\\s+]{0,3}[(\\[{][\\s+]{0,3}${word}[\\s+]{0,3}[)\\]}][\\s+]{0,3}`;
const AT = `(?:[@\\uFF20\\uFE6B]|&#0*64;|&#[xX]0*40;|&commat;|\\\\u0040|\\\\x40|${spelled('[aA][tT]')})`;
const DOT = `(?:[.\\u3002\\uFF0E\\uFF61\\uFE52]|&#0*46;|&period;|${spelled('[dD][oO][tT]')})`;
// Starts only where a run of local-part characters starts: one scan per run, never quadratic on a
// long run without an `@` (a client can send 64 KB of them).
const EMAIL = new RegExp(`(?<!${LOCAL})${LOCAL}*${AT}(?:[${WORD}-]+${DOT})+[\\p{L}\\p{M}][${WORD}-]*`, 'gu');

// Digit groups with one separator between them (never two ways to split a run, so no backtracking
// blow-up); which candidates are phone numbers is decided by their digits (`phoneOrNot`).
const PHONE_SEP = '(?:[ \\u00A0./+-]|[ \\u00A0./+-]?\\(|\\)[ \\u00A0./+-]?)';
const PHONE_CANDIDATE = new RegExp(
  `(?<![${WORD}+#/.:\\\\-])(?:\\+|\\()?\\d+(?:${PHONE_SEP}\\d+)*\\)?(?![${WORD}])`,
  'gu',
);
const phoneOrNot = (candidate: string): string => {
  // A bracketed trunk 0 (`+49 (0)30 …`) is not dialled from abroad: E.164 counts without it.
  const digits = candidate.replace('(0)', '').replace(/\D/g, '');
  const international = candidate.startsWith('+') || digits.startsWith('00');
  const count = digits.length - (candidate.startsWith('+') ? 0 : international ? 2 : 0);
  if (international) return count >= 8 && count <= 15 ? '[phone]' : candidate;
  return /^\(?0/.test(candidate) && count >= 9 && count <= 13 ? '[phone]' : candidate;
};

const SEP = '[\\s+]?';
const POSTAL_FORMATS = [
  `\\d{4}${SEP}[A-Za-z]{2}`, // NL
  '\\d{4}-\\d{3}', // PT
  `\\d{3}${SEP}\\d{2}`, // SE, CZ, SK, GR (and 5 digits)
  '\\d{2}-\\d{3}', // PL
  `[A-Za-z]{1,2}\\d[A-Za-z\\d]?${SEP}\\d[A-Za-z]{2}`, // GB
  `(?:[AC-FHKNPRTV-Yac-fhknprtv-y]\\d{2}|[Dd]6[Ww])${SEP}[\\dAC-FHKNPRTV-Yac-fhknprtv-y]{4}`, // IE
  `[A-Z]{3}${SEP}\\d{4}|[A-Za-z]{3}\\d{4}`, // MT (typed in lower case: the digits are found alone)
  '\\d{4,6}', // 4 digits: AT BE BG CY DK HU LU SI; 5: DE FR IT ES FI EE HR LT; 6: RO
];
// Not inside a longer word or number, and not a port after a host name, `localhost` or an address.
const POSTAL_CODE = new RegExp(
  `(?<![${WORD}])(?<!(?:localhost|[\\d\\]]|\\.[\\p{L}\\p{N}-]+):)(?:${POSTAL_FORMATS.join('|')})(?![${WORD}])`,
  'gu',
);

const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const utf8 = new TextDecoder('utf-8');
// Double encoding is common (a URL inside a query parameter); three rounds cover what is seen.
const DECODE_ROUNDS = 3;

/**
 * %-decodes text as UTF-8 without ever throwing: malformed sequences become U+FFFD, and a `%` that
 * starts no sequence stays as it is. `+` is left alone (it is part of many e-mail addresses).
 */
export function decodePercent(text: string): string {
  let result = text;
  for (let round = 0; round < DECODE_ROUNDS && result.includes('%'); round += 1) {
    const next = result.replace(PERCENT_RUN, (run) =>
      utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
    );
    if (next === result) break;
    result = next;
  }
  return result;
}

// Addresses first (their digits are not a phone number), phone numbers before postal codes (a group
// of four digits inside a number is not a postal code).
const replacePersonalData = (text: string) =>
  text.replace(EMAIL, '[email]').replace(PHONE_CANDIDATE, phoneOrNot).replace(POSTAL_CODE, '[postal-code]');

/**
 * Replaces e-mail addresses and postal codes in one string, plain or %-encoded. When decoding reveals
 * something the decoded text is scrubbed and returned; otherwise the text keeps its encoding.
 */
export function scrubText(text: string): string {
  const decoded = decodePercent(text);
  if (decoded !== text) {
    const scrubbed = replacePersonalData(decoded);
    if (scrubbed !== decoded) return scrubbed;
  }
  return replacePersonalData(text);
}

// Deeper than any real log record; a hostile body nested thousands deep must not exhaust the stack.
const MAX_DEPTH = 10;

/** Scrubs every string (keys included) inside a JSON-like value; what lies too deep is dropped. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((inner) => scrub(inner, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [scrubText(key), scrub(inner, depth + 1)]),
  );
}
