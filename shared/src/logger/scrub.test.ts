import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePercent, scrub, scrubText } from './scrub';

describe('scrub', () => {
  it('removes e-mail addresses and postal codes from text', () => {
    expect(scrubText('Sign-in failed for emma.de-vries+shop@example.co.uk')).toBe(
      'Sign-in failed for [email]',
    );
    expect(scrubText('postal code 3511 AB / 3511AB')).toBe('postal code [postal-code] / [postal-code]');
    expect(scrubText('to SW1A 1AA and 10115 Berlin')).toBe('to [postal-code] and [postal-code] Berlin');
  });

  it('keeps text without personal data as it is', () => {
    expect(scrubText('Purchases failed: HTTP 417')).toBe('Purchases failed: HTTP 417');
  });

  it('scrubs every string inside records, keys included, and leaves other values alone', () => {
    expect(
      scrub({
        message: 'Fetch failed!',
        body: { email: 'lukas@example.de', postalCode: '1055 GT', attempts: 3, ok: false },
        list: ['nora@example.se', null],
        'x@example.com': 1,
      }),
    ).toEqual({
      message: 'Fetch failed!',
      body: { email: '[email]', postalCode: '[postal-code]', attempts: 3, ok: false },
      list: ['[email]', null],
      '[email]': 1,
    });
  });

  it('stops at a depth no real record reaches', () => {
    let deep: unknown = 'emma@example.com';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(JSON.stringify(scrub(deep))).toContain('[too deep]');
  });
});

describe('scrubText: what the issue found in the log', () => {
  it.each([
    ['emma%40example.com', '[email]'],
    ['/login?email=emma%40example.com&postalCode=3511%20AB', '/login?email=[email]&postalCode=[postal-code]'],
    ['postalCode=3511+AB', 'postalCode=[postal-code]'],
    ['émma@exämple.com', '[email]'],
    ['%C3%A9mma%40ex%C3%A4mple.com', '[email]'],
    ['用户@例子.中国 and иван@пример.рф', '[email] and [email]'],
    ['emma@xn--exmple-cua.com', '[email]'],
    ['emma%2540example.com (encoded twice)', '[email] (encoded twice)'],
    ['3511%2520AB', '[postal-code]'],
    ['SE 114 55 Stockholm', 'SE [postal-code] Stockholm'],
    ['VLT 1117, vlt1117 or vlt 1117', '[postal-code], [postal-code] or vlt [postal-code]'],
  ])('scrubs %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it('never throws on malformed %-sequences, and keeps them when nothing is found', () => {
    for (const text of ['%', '100% sure', '%E0%A4%A', '%FF%FE', '%%41', '%u0040', '%C3%28'])
      expect(scrubText(text)).toBe(text);
    expect(decodePercent('%C3%28 %41')).toBe('\uFFFD( A');
    expect(scrubText('%FFemma@example.com')).toBe('[email]');
  });

  it('keeps the encoding of a URL with nothing personal in it', () => {
    expect(scrubText('/select-items?q=a%26b')).toBe('/select-items?q=a%26b');
  });
});

describe('scrubText: the look-alike, escaped and spelled-out forms, and phone numbers (issue 19)', () => {
  it.each([
    ['emma\uFE6Bexample.com', '[email]'],
    ['emma%EF%B9%ABexample.com', '[email]'],
    ['emma&#64;example.com and emma&#x40;example.com', '[email] and [email]'],
    ['{"email":"emma\\u0040example.com"}', '{"email":"[email]"}'],
    ['emma (at) example (dot) com', '[email]'],
    ['EMMA[AT]Example[Dot]co[dot]uk, emma{at}example.com', '[email], [email]'],
    ['email=emma+(at)+example+(dot)+com', 'email=[email]'],
    ['call +31 6 12345678 or 06-12345678', 'call [phone] or [phone]'],
    ['+49 (0)30 1234567, (030) 1234 5678, 0049 30 1234567', '[phone], [phone], [phone]'],
    ['phone=%2B44+20+7946+0958', 'phone=[phone]'],
    ['01 23 45 67 89 / 01.23.45.67.89', '[phone] / [phone]'],
  ])('scrubs %s', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });
});

describe('scrubText: what must survive', () => {
  it.each([
    'Purchases failed: HTTP 417',
    'GET /api/v0/purchases took 231 ms',
    'remote_auth/sign-in@1.0.0 failed to load',
    '@portal/shared is a singleton',
    '/apps/host/1.0.0/startup.1a96cc5d.js',
    'main.0123abcd.js and 421.89abcdef.css',
    'listening on http://127.0.0.1:3000 and http://nordwind.localhost:3000/select-items',
    'proxy to http://localhost:4001/volta',
    'items 12 and 345, version 1.2.3, 50% off',
    'remote 10.0.1.2 at 192.168.100.200:8080, 1732555200000 ms since the epoch',
    'look (at) this, the dot (dot) at the end',
  ])('%s', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('reads every standalone number of 4 to 6 digits as a postal code (order numbers and years too)', () => {
    expect(scrubText('order NW-1001, placed in 2025, id 1234567')).toBe(
      'order NW-[postal-code], placed in [postal-code], id 1234567',
    );
    // A Dutch code is four digits and two letters, in any case: a two-letter word after a number goes too.
    expect(scrubText('took 1500 ms')).toBe('took [postal-code]');
  });
});

// --- Property tests ------------------------------------------------------------------------------

const digits = (count: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: count, maxLength: count });
const letters = (count: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: count, maxLength: count });
const separator = fc.constantFrom(' ', '');
const join = (...parts: fc.Arbitrary<string>[]) => fc.tuple(...parts).map((values) => values.join(''));
const IE_LETTERS = 'ACDEFHKNPRTVWXY';

const anyCase = (code: fc.Arbitrary<string>) =>
  fc.tuple(code, fc.boolean()).map(([value, lower]) => (lower ? value.toLowerCase() : value));

/**
 * One generator per postal-code format of the countries the shops serve (the EU's 27 and GB), in
 * upper or lower case where shoppers type letters. Maltese codes are upper case, as printed: typed in
 * lower case with a space, their locality letters are kept (a three-letter word before every
 * four-digit number would go otherwise) and the digits scrubbed, see the examples above.
 */
const POSTAL_CODES: Record<string, fc.Arbitrary<string>> = {
  NL: anyCase(join(digits(4), separator, letters(2))),
  'AT BE BG CY DK HU LU SI': digits(4),
  'DE FR IT ES FI EE HR LT': digits(5),
  RO: digits(6),
  'SE CZ SK GR': join(digits(3), separator, digits(2)),
  PL: join(digits(2), fc.constant('-'), digits(3)),
  PT: join(digits(4), fc.constant('-'), digits(3)),
  'LV LT LU SI (prefixed)': join(fc.constantFrom('LV-', 'LT-', 'L-', 'SI-', 'D-', 'DK-'), digits(4)),
  GB: anyCase(
    fc.oneof(
      join(letters(1), digits(1), separator, digits(1), letters(2)),
      join(letters(1), digits(2), separator, digits(1), letters(2)),
      join(letters(2), digits(1), separator, digits(1), letters(2)),
      join(letters(2), digits(2), separator, digits(1), letters(2)),
      join(letters(1), digits(1), letters(1), separator, digits(1), letters(2)),
      join(letters(2), digits(1), letters(1), separator, digits(1), letters(2)),
    ),
  ),
  IE: anyCase(
    join(
      fc.oneof(join(letters(1, IE_LETTERS), digits(2)), fc.constant('D6W')),
      separator,
      letters(4, `${IE_LETTERS}0123456789`),
    ),
  ),
  MT: fc.oneof(join(letters(3), separator, digits(4)), anyCase(join(letters(3), digits(4)))),
};
// A country prefix (`LV-1010`) is kept: it says which country, not where.
const keptPrefix = (postalCode: string) => /^[A-Z]{1,2}-/.exec(postalCode)?.[0] ?? '';

/** How a value reaches the log: as typed, in a query string (`+` for space), %-encoded once or twice. */
const ENCODINGS: Record<string, (value: string) => string> = {
  plain: (value) => value,
  'query string': (value) => new URLSearchParams({ q: value }).toString().slice(2),
  encodeURIComponent: encodeURIComponent,
  'encoded twice': (value) => encodeURIComponent(encodeURIComponent(value)),
};

// Any text, ASCII or not, around the value, separated from it as words are.
const surroundings = fc.tuple(
  fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })),
  fc.oneof(fc.string(), fc.string({ unit: 'grapheme' })),
);

/** Letters of many scripts, with the accents composed and decomposed. */
const UNICODE_LETTERS = [...'abcxyzéèëïöüñçøåæßłżščřžőαβγδжзиюяאבגابتक्षあいう漢字한글'];
const unicodeLabel = fc.string({
  unit: fc.constantFrom(...UNICODE_LETTERS, ...'0123456789'),
  minLength: 1,
  maxLength: 12,
});
const unicodeEmail = fc
  .tuple(
    fc.array(unicodeLabel, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.')),
    fc.array(unicodeLabel, { minLength: 1, maxLength: 3 }),
    fc.string({ unit: fc.constantFrom(...UNICODE_LETTERS), minLength: 2, maxLength: 6 }),
    fc.boolean(),
  )
  .map(([local, labels, tld, decomposed]) => {
    const address = `${local}@${[...labels, tld].join('.')}`;
    return decomposed ? address.normalize('NFD') : address;
  });

// Words of letters and punctuation: no postal code or address can form in them, so the exact result is known.
const words = fc.string({ unit: fc.constantFrom(...'abcdefghij klmnop-_:;,()<>"'), maxLength: 20 });
const encodingName = fc.constantFrom(...Object.keys(ENCODINGS));

/** How an address's `@` is disguised: look-alikes, HTML entities, escapes and spellings. */
const AT_FORMS = [
  '\uFF20',
  '\uFE6B',
  '&#64;',
  '&#064;',
  '&#x40;',
  '&commat;',
  '\\u0040',
  '\\x40',
  '(at)',
  ' (at) ',
  ' [AT] ',
  '{at}',
];
/** How a domain's dots are spelled. */
const DOT_FORMS = ['.', '(dot)', ' (dot) ', '[DOT]', '&#46;', '\u3002', '\uFF0E'];

const groups = (text: string, separator: string, sizes: number[]) => {
  const parts: string[] = [];
  let rest = text;
  for (const size of sizes) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest) parts.push(rest);
  return parts.join(separator);
};
const PHONE_SEPARATORS = [' ', '-', '.', '/', ''];
const nonZero = fc.constantFrom(...'123456789');
/**
 * Phone numbers as people write them: international with `+` or `00`, a country code of one to three
 * digits and 8 to 15 digits in all, sometimes with a bracketed trunk `(0)`; national with a trunk 0
 * (9 to 13 digits), sometimes with the area code in brackets. Digits grouped by a separator.
 */
const phoneNumber = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('+', '00'),
      // The country code and the subscriber's number: 8 to 15 digits (E.164).
      fc.integer({ min: 1, max: 3 }).chain((country) =>
        fc.tuple(
          join(nonZero, digits(country - 1)),
          fc.integer({ min: 7 - country, max: 14 - country }).chain((n) => join(nonZero, digits(n))),
        ),
      ),
      fc.constantFrom(...PHONE_SEPARATORS),
      fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
      fc.boolean(),
    )
    .map(([prefix, [country, subscriber], separator, sizes, trunk]) => {
      const spaced = separator || ' ';
      return `${prefix}${country}${spaced}${trunk ? '(0)' : ''}${groups(subscriber, separator, sizes)}`;
    }),
  fc
    .tuple(
      // The area code and the subscriber's number: 9 to 13 digits with the trunk 0.
      fc.integer({ min: 1, max: 4 }).chain((area) =>
        fc.tuple(
          join(nonZero, digits(area - 1)),
          fc.integer({ min: 7 - area, max: 11 - area }).chain((n) => join(nonZero, digits(n))),
        ),
      ),
      fc.constantFrom(...PHONE_SEPARATORS),
      fc.array(fc.integer({ min: 2, max: 4 }), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
    )
    .map(([[area, subscriber], separator, sizes, bracketed]) =>
      bracketed
        ? `(0${area}) ${groups(subscriber, separator, sizes)}`
        : `0${area}${separator}${groups(subscriber, separator, sizes)}`,
    ),
);

describe('scrubText: properties', () => {
  it('no generated e-mail address survives, plain or encoded, in any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), unicodeEmail),
        encodingName,
        surroundings,
        (address, encoding, [before, after]) => {
          const encoded = ENCODINGS[encoding]!(address);
          const scrubbed = scrubText(`${before} ${encoded} ${after}`);
          expect(scrubbed).not.toContain(address);
          expect(scrubbed).not.toContain(encoded);
          expect(scrubbed).toContain('[email]');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('an address (without URL delimiters) is replaced whole, and the words around it are kept', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), unicodeEmail).filter((address) => !/[/?=&%]/.test(address)),
        encodingName,
        words,
        words,
        (address, encoding, before, after) => {
          const encoded = ENCODINGS[encoding]!(address);
          expect(scrubText(`${before} ${encoded} ${after}`)).toBe(`${before} [email] ${after}`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  for (const [countries, code] of Object.entries(POSTAL_CODES)) {
    it(`no generated postal code survives, not even in part: ${countries}`, () => {
      fc.assert(
        fc.property(
          code,
          encodingName,
          surroundings,
          words,
          words,
          (postalCode, encoding, [anyBefore, anyAfter], before, after) => {
            const encoded = ENCODINGS[encoding]!(postalCode);
            const scrubbed = scrubText(`${anyBefore} ${encoded} ${anyAfter}`);
            expect(scrubbed).not.toContain(postalCode);
            expect(scrubbed).not.toContain(encoded);
            // Between words, the whole code goes (a comma keeps a following word from reading as
            // the letters of a Dutch code).
            expect(scrubText(`${before} ${encoded}, ${after}`)).toBe(
              `${before} ${keptPrefix(postalCode)}[postal-code], ${after}`,
            );
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('no address survives with its `@` disguised or spelled out (and its dots spelled too)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), unicodeEmail),
        fc.constantFrom(...AT_FORMS),
        fc.constantFrom(...DOT_FORMS),
        encodingName,
        surroundings,
        (address, at, dot, encoding, [before, after]) => {
          const [local, domain] = [
            address.slice(0, address.lastIndexOf('@')),
            address.slice(address.lastIndexOf('@') + 1),
          ];
          const disguised = `${local}${at}${domain.replaceAll('.', dot)}`;
          const encoded = ENCODINGS[encoding]!(disguised);
          const scrubbed = scrubText(`${before} ${encoded} ${after}`);
          expect(scrubbed).not.toContain(disguised);
          expect(scrubbed).not.toContain(encoded);
          expect(scrubbed).toContain('[email]');
        },
      ),
      { numRuns: 600 },
    );
  });

  it('no generated phone number survives, plain or encoded, and the words around it are kept', () => {
    fc.assert(
      fc.property(
        phoneNumber,
        encodingName,
        surroundings,
        words,
        words,
        (phone, encoding, [anyBefore, anyAfter], before, after) => {
          const encoded = ENCODINGS[encoding]!(phone);
          const scrubbed = scrubText(`${anyBefore}, ${encoded}, ${anyAfter}`);
          expect(scrubbed).not.toContain(phone);
          expect(scrubbed).not.toContain(encoded);
          expect(scrubText(`${before} ${encoded}, ${after}`)).toBe(`${before} [phone], ${after}`);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'%0123456789abcdefABCDEF@ .+'), maxLength: 60 }),
        (text) => {
          expect(typeof scrubText(text)).toBe('string');
        },
      ),
    );
  });

  it('stays linear on long hostile text (a client may send 64 KB)', () => {
    const started = performance.now();
    for (const text of [
      'a'.repeat(65_536),
      'a@'.repeat(32_768),
      '1'.repeat(65_536),
      'a.b:1'.repeat(13_000),
      ' '.repeat(65_536),
      '0 '.repeat(32_768),
      '+1('.repeat(21_000),
      'a (at) b'.repeat(8_000),
      'a&#64;'.repeat(10_000),
    ])
      scrubText(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
