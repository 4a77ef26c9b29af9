/**
 * A carrier's pickup as the shopper reads it (docs/business-rules.md#pickup-details): the window in
 * the pickup country's own time (each country mapped to its time zone: the courier comes at that
 * country's clock time, whatever the device's zone says) and the address the courier comes to. One
 * rule for the confirmation and "Your returns", so a pickup never reads differently in the two.
 */
import type { PickupAddressAnswer } from './api/schemas';

/** Country code → IANA time zone, for the countries the portal serves. */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  at: 'Europe/Vienna',
  be: 'Europe/Brussels',
  bg: 'Europe/Sofia',
  ch: 'Europe/Zurich',
  cy: 'Asia/Nicosia',
  cz: 'Europe/Prague',
  de: 'Europe/Berlin',
  dk: 'Europe/Copenhagen',
  ee: 'Europe/Tallinn',
  es: 'Europe/Madrid',
  fi: 'Europe/Helsinki',
  fr: 'Europe/Paris',
  gb: 'Europe/London',
  gr: 'Europe/Athens',
  hr: 'Europe/Zagreb',
  hu: 'Europe/Budapest',
  ie: 'Europe/Dublin',
  it: 'Europe/Rome',
  lt: 'Europe/Vilnius',
  lu: 'Europe/Luxembourg',
  lv: 'Europe/Riga',
  mt: 'Europe/Malta',
  nl: 'Europe/Amsterdam',
  no: 'Europe/Oslo',
  pl: 'Europe/Warsaw',
  pt: 'Europe/Lisbon',
  ro: 'Europe/Bucharest',
  se: 'Europe/Stockholm',
  si: 'Europe/Ljubljana',
  sk: 'Europe/Bratislava',
};

/** The zone of `countryCode`; Amsterdam (the platform's own) for a country not in the list. */
export const timeZoneOf = (countryCode: string | null | undefined): string =>
  COUNTRY_TIME_ZONES[String(countryCode ?? '').toLowerCase()] ?? 'Europe/Amsterdam';

/** A pickup window as the page shows it. */
export interface PickupWindow {
  date: string;
  start: string;
  end: string;
  /** The zone's short name at that date, e.g. CET or GMT+1. */
  zone: string;
}

/** The window from `startIso` to `endIso` in `countryCode`'s time, in `language`; null if unreadable. */
export function pickupWindow(
  startIso: string | null | undefined,
  endIso: string | null | undefined,
  countryCode: string | null | undefined,
  language: string,
): PickupWindow | null {
  const start = new Date(startIso ?? '');
  const end = new Date(endIso ?? '');
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  const timeZone = timeZoneOf(countryCode);
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: '2-digit', minute: '2-digit' });
  const zone =
    new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'short' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return {
    date: new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'full' }).format(start),
    start: time.format(start),
    end: time.format(end),
    zone,
  };
}

/** The address the courier comes to, as lines: street and number, postal code and city. */
export function pickupAddressLines(address: PickupAddressAnswer | null | undefined): string[] {
  if (!address) return [];
  const street =
    [address.street, address.houseNumber].filter(Boolean).join(' ') || (address.streetAddress ?? '');
  return [street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean);
}

/** What a pickup's answer holds: its window and address, each possibly missing. */
export interface PickupAnswer {
  startsAt?: string | null;
  endsAt?: string | null;
  address?: PickupAddressAnswer | null;
  /** The shipment's country, for the zone when the address names none. */
  country?: string | null;
}

/** A pickup as the page shows it: its window (null when unknown) and its address lines. */
export interface PickupDetails {
  window: PickupWindow | null;
  address: string[];
}

/**
 * The pickup in `language`, the window in the time of the address's country (else the shipment's);
 * null when the answer holds neither a window nor an address.
 */
export function pickupDetails(pickup: PickupAnswer, language: string): PickupDetails | null {
  const window = pickupWindow(
    pickup.startsAt,
    pickup.endsAt,
    pickup.address?.country || pickup.country,
    language,
  );
  const address = pickupAddressLines(pickup.address);
  return window || address.length > 0 ? { window, address } : null;
}
