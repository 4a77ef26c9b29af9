/**
 * The hostile input the property tests feed every validator and every price, fee, insurance and
 * incentive function (issue 24, "Resilience"): text of any kind and numbers of any size, so each
 * test module states only its own property.
 */
import fc from 'fast-check';

/**
 * Any text a shopper could paste: graphemes with emoji and combining marks, raw code units, RTL marks
 * (U+200F, U+202E), HTML, null bytes, and 100,000-character strings (a pattern that backtracks on them
 * freezes the page).
 */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u200F',
    '\u202Eevil.exe',
    '<img src=x onerror=alert(1)>',
    '<b>emma@example.com</b>',
    'emma@example.com\u0000',
    '👩‍👩‍👧‍👦@🏳️‍🌈.nl',
    '\u200Femma@example.com\u202E',
    `a@${'a.'.repeat(50_000)} x`,
    'x'.repeat(100_000),
    '#'.repeat(100_000),
  ),
);

/** Any number a field or an answer could carry: NaN, the infinities, huge, tiny, negative and fractional. */
export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -1e-308, -0, 0.005, -0.015, 0.1 + 0.2),
);

/** Currencies with 2, 0 (JPY) and 3 (KWD, BHD) decimals. */
export const currencies = fc.constantFrom('EUR', 'GBP', 'SEK', 'JPY', 'KWD', 'BHD');

/** How long a validator may take on the longest hostile text: far below what a shopper would notice. */
export const QUICK_MS = 200;
