/**
 * A pickup window in the shopper's country's own time (each country mapped to its time zone): the
 * courier comes at that country's clock time, whatever the device's zone says.
 */

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
