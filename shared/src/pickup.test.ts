import { describe, expect, it } from 'vitest';
import { pickupAddressLines, pickupDetails, pickupWindow, timeZoneOf } from './pickup';

describe('pickup windows in the country’s own time', () => {
  it('maps countries to their zones, any case, Amsterdam otherwise', () => {
    expect(timeZoneOf('NL')).toBe('Europe/Amsterdam');
    expect(timeZoneOf('gb')).toBe('Europe/London');
    expect(timeZoneOf('fi')).toBe('Europe/Helsinki');
    expect(timeZoneOf('XX')).toBe('Europe/Amsterdam');
    expect(timeZoneOf(undefined)).toBe('Europe/Amsterdam');
  });

  it('shows the same instant at the clock time of the shipment’s country', () => {
    // 08:00 UTC in winter: 09:00 in Amsterdam, 08:00 in London, 10:00 in Helsinki.
    const start = '2026-01-15T08:00:00Z';
    const end = '2026-01-15T12:00:00Z';
    expect(pickupWindow(start, end, 'NL', 'en-GB')).toMatchObject({ start: '09:00', end: '13:00' });
    expect(pickupWindow(start, end, 'GB', 'en-GB')).toMatchObject({ start: '08:00', end: '12:00' });
    expect(pickupWindow(start, end, 'FI', 'en-GB')).toMatchObject({ start: '10:00', end: '14:00' });
    expect(pickupWindow(start, end, 'NL', 'en-GB')?.date).toMatch(/^Thursday,? 15 January 2026$/);
  });

  it('names the zone and follows summer time', () => {
    expect(pickupWindow('2026-01-15T08:00:00Z', '2026-01-15T10:00:00Z', 'GB', 'en-GB')?.zone).toBe('GMT');
    expect(pickupWindow('2026-07-15T08:00:00Z', '2026-07-15T10:00:00Z', 'NL', 'en-GB')).toMatchObject({
      start: '10:00',
      zone: 'CEST',
    });
  });

  it('gives nothing for a window it cannot read', () => {
    expect(pickupWindow(null, '2026-01-15T10:00:00Z', 'NL', 'en')).toBeNull();
    expect(pickupWindow('soon', 'later', 'NL', 'en')).toBeNull();
  });

  it('puts the address in lines, from street and number or else the street line', () => {
    expect(
      pickupAddressLines({
        street: 'Oudegracht',
        houseNumber: '158',
        postalCode: '3511 AB',
        city: 'Utrecht',
      }),
    ).toEqual(['Oudegracht 158', '3511 AB Utrecht']);
    expect(pickupAddressLines({ streetAddress: 'Oudegracht 158', city: 'Utrecht' })).toEqual([
      'Oudegracht 158',
      'Utrecht',
    ]);
    expect(pickupAddressLines(null)).toEqual([]);
  });

  it("reads the window in the address's country, else the shipment's, and gives nothing for nothing", () => {
    const window = { startsAt: '2026-01-15T08:00:00Z', endsAt: '2026-01-15T12:00:00Z' };
    expect(
      pickupDetails(
        { ...window, address: { street: 'High St', houseNumber: '1', country: 'GB' }, country: 'NL' },
        'en-GB',
      ),
    ).toMatchObject({ window: { start: '08:00', end: '12:00' }, address: ['High St 1'] });
    expect(pickupDetails({ ...window, country: 'NL' }, 'en-GB')).toMatchObject({
      window: { start: '09:00', end: '13:00' },
      address: [],
    });
    expect(pickupDetails({ address: { city: 'Utrecht' } }, 'en')).toEqual({
      window: null,
      address: ['Utrecht'],
    });
    expect(pickupDetails({}, 'en')).toBeNull();
  });
});
