/**
 * What a pickup needs in the quote flow (`POST /address`, `GET …/timeslots`): the Dutch addresses the
 * DHL pickup validation knows, the shoppers' home addresses that prefill the address forms, and the
 * pickup windows on offer.
 */

/** A postal code that validates (with house number 1 to 99) but gets no timeslots: "no timeslots". */
export const NO_TIMESLOTS_POSTAL_CODE = '9999 ZZ';

/** Days ahead with pickups (Sundays skipped), and the windows of each day in UTC hours. */
export const TIMESLOT_DAYS = 4;
export const TIMESLOT_HOURS: readonly (readonly [number, number])[] = [
  [8, 12],
  [12, 16],
];

/** A street the address validation knows: one postal code, a range of house numbers. */
interface KnownStreet {
  postalCode: string;
  street: string;
  city: string;
  houseNumbers: readonly [number, number];
  /** The house number of the seeded shopper living there, for the forms' prefill. */
  home: string;
}

/** Every address `POST /volta/address` knows, by postal code. */
export const KNOWN_STREETS: readonly KnownStreet[] = [
  { postalCode: '1055 GT', street: 'Bos en Lommerweg', city: 'Amsterdam', houseNumbers: [1, 60], home: '13' },
  { postalCode: '1011 AB', street: 'Havenstraat', city: 'Amsterdam', houseNumbers: [1, 40], home: '12' },
  { postalCode: '3011 AD', street: 'Coolsingel', city: 'Rotterdam', houseNumbers: [1, 120], home: '40' },
  { postalCode: '2511 CV', street: 'Spui', city: 'Den Haag', houseNumbers: [1, 80], home: '21' },
  { postalCode: '3511 AB', street: 'Oudegracht', city: 'Utrecht', houseNumbers: [100, 200], home: '158' },
  { postalCode: '2312 BK', street: 'Breestraat', city: 'Leiden', houseNumbers: [1, 180], home: '42' },
  { postalCode: '3581 KP', street: 'Nachtegaalstraat', city: 'Utrecht', houseNumbers: [1, 90], home: '27' },
  { postalCode: '3512 JK', street: 'Lange Nieuwstraat', city: 'Utrecht', houseNumbers: [1, 120], home: '64' },
  { postalCode: '2011 HV', street: 'Kruisweg', city: 'Haarlem', houseNumbers: [1, 100], home: '9' },
  {
    postalCode: NO_TIMESLOTS_POSTAL_CODE,
    street: 'Nergensweg',
    city: 'Nergenshuizen',
    houseNumbers: [1, 99],
    home: '1',
  },
];

/** `1055gt`, ` 1055 GT ` and `1055GT` are one postal code: `1055GT`. */
export const normalisePostalCode = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const NL_POSTAL_CODE = /^\d{4}[A-Z]{2}$/;
/** Digits, an optional space, an optional alphanumeric suffix (example `13 C`). */
const HOUSE_NUMBER = /^(\d{1,5})\s?([A-Za-z0-9]{0,4})$/;

const streetOf = (postalCode: string) =>
  KNOWN_STREETS.find((known) => normalisePostalCode(known.postalCode) === normalisePostalCode(postalCode));

/** The answer of `POST /address`: street2 is the house number (with its suffix). */
export interface ValidatedPickupAddress {
  zip: string;
  city: string;
  street1: string;
  street2: string;
}

/**
 * Checks a Dutch pickup address: `EC_60001#001` when the postal code is not a known Dutch one,
 * `EC_60001#002` when the house number is malformed or not on that street.
 */
export function validatePickupAddress(
  postalCode: string,
  houseNumber: string,
): { ok: true; address: ValidatedPickupAddress } | { ok: false; code: 'EC_60001#001' | 'EC_60001#002' } {
  const known = NL_POSTAL_CODE.test(normalisePostalCode(postalCode)) ? streetOf(postalCode) : undefined;
  if (!known) return { ok: false, code: 'EC_60001#001' };
  const match = HOUSE_NUMBER.exec(houseNumber.trim());
  const number = Number(match?.[1]);
  if (!match || number < known.houseNumbers[0] || number > known.houseNumbers[1]) {
    return { ok: false, code: 'EC_60001#002' };
  }
  const suffix = match[2]?.toUpperCase();
  return {
    ok: true,
    address: {
      zip: known.postalCode,
      city: known.city,
      street1: known.street,
      street2: suffix ? `${number} ${suffix}` : String(number),
    },
  };
}

/** A seeded shopper's home address (the pricelists' address), or just postal code and country. */
export function homeAddressOf(order: { postalCode?: string; country: string }): Record<string, string> {
  const known = order.country === 'NL' && order.postalCode ? streetOf(order.postalCode) : undefined;
  if (!known)
    return { ...(order.postalCode ? { postalCode: order.postalCode } : {}), country: order.country };
  return {
    street: known.street,
    houseNumber: known.home,
    postalCode: known.postalCode,
    city: known.city,
    country: order.country,
  };
}

/** The pickup windows from tomorrow on, at fixed hours; none for NO_TIMESLOTS_POSTAL_CODE. */
export function timeslotsFor(postalCode: string, now: Date): { start: string; end: string }[] {
  if (normalisePostalCode(postalCode) === normalisePostalCode(NO_TIMESLOTS_POSTAL_CODE)) return [];
  const slots: { start: string; end: string }[] = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (slots.length < TIMESLOT_DAYS * TIMESLOT_HOURS.length) {
    day.setUTCDate(day.getUTCDate() + 1);
    // Carriers do not pick up on Sundays.
    if (day.getUTCDay() === 0) continue;
    for (const [from, to] of TIMESLOT_HOURS) {
      const at = (hour: number) => new Date(day.getTime() + hour * 3_600_000).toISOString();
      slots.push({ start: at(from), end: at(to) });
    }
  }
  return slots;
}

/** A pickup as a return order carries it: the window (ISO) and the address the courier comes to. */
export interface ScheduledPickup {
  startsAt: string;
  endsAt: string;
  address: {
    streetAddress: string | null;
    street: string | null;
    houseNumber: string | null;
    postalCode: string | null;
    city: string | null;
    country: string;
  } | null;
}

/**
 * The draft flow's pickup: the shopper chooses no window there, so the platform books the first
 * one on offer after the order was made, at the order's shipping address (else the home address the
 * postal code names); no window when the address gets none.
 */
export function scheduledPickup(
  order: { postalCode?: string; country: string; address?: SeedAddressLike },
  createdAt: Date,
): ScheduledPickup | null {
  const home = order.address ?? homeAddressOf(order);
  const postalCode = home.postalCode ?? order.postalCode;
  const [slot] = postalCode ? timeslotsFor(postalCode, createdAt) : [];
  if (!slot) return null;
  const street = home.street ?? null;
  const houseNumber = home.houseNumber ?? null;
  return {
    startsAt: slot.start,
    endsAt: slot.end,
    address: street
      ? {
          streetAddress: [street, houseNumber].filter(Boolean).join(' '),
          street,
          houseNumber,
          postalCode: postalCode ?? null,
          city: home.city ?? null,
          country: order.country,
        }
      : null,
  };
}

/** The address fields a seeded order may have. */
interface SeedAddressLike {
  street?: string;
  houseNumber?: string;
  postalCode?: string;
  city?: string;
}
