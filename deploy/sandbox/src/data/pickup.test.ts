import { describe, expect, it } from 'vitest';
import { homeAddressOf, NO_TIMESLOTS_POSTAL_CODE, timeslotsFor, validatePickupAddress } from './pickup';

describe('timeslots', () => {
  it('offer two windows a day on the next four days but Sunday, at fixed hours', () => {
    // A Saturday: Sunday is skipped.
    const slots = timeslotsFor('3511 AB', new Date('2026-03-14T10:00:00Z'));
    expect(slots).toHaveLength(8);
    expect(slots[0]).toEqual({ start: '2026-03-16T08:00:00.000Z', end: '2026-03-16T12:00:00.000Z' });
    expect(slots[1]).toEqual({ start: '2026-03-16T12:00:00.000Z', end: '2026-03-16T16:00:00.000Z' });
    expect(slots.at(-1)?.end).toBe('2026-03-19T16:00:00.000Z');
  });

  it('are none for the no-timeslot postal code, however it is written', () => {
    expect(timeslotsFor(NO_TIMESLOTS_POSTAL_CODE, new Date())).toEqual([]);
    expect(timeslotsFor(' 9999zz', new Date())).toEqual([]);
  });
});

describe('pickup address validation', () => {
  it('knows 1055 GT 13, with or without spaces, capitals and a suffix', () => {
    expect(validatePickupAddress('1055 GT', '13')).toEqual({
      ok: true,
      address: { zip: '1055 GT', city: 'Amsterdam', street1: 'Bos en Lommerweg', street2: '13' },
    });
    expect(validatePickupAddress('1055gt', '13 c')).toMatchObject({ ok: true, address: { street2: '13 C' } });
    expect(validatePickupAddress('1055GT', '13C')).toMatchObject({ ok: true, address: { street2: '13 C' } });
  });

  it('answers EC_60001#001 for an unknown or non-Dutch postal code and EC_60001#002 for an unknown number', () => {
    expect(validatePickupAddress('1234 AB', '13')).toEqual({ ok: false, code: 'EC_60001#001' });
    expect(validatePickupAddress('10115', '13')).toEqual({ ok: false, code: 'EC_60001#001' });
    expect(validatePickupAddress('1055 GT', '999')).toEqual({ ok: false, code: 'EC_60001#002' });
    expect(validatePickupAddress('1055 GT', 'thirteen')).toEqual({ ok: false, code: 'EC_60001#002' });
    expect(validatePickupAddress(NO_TIMESLOTS_POSTAL_CODE, '1')).toMatchObject({ ok: true });
  });

  it("prefills a Dutch shopper's home address, and only postal code and country elsewhere", () => {
    expect(homeAddressOf({ postalCode: '3511 AB', country: 'NL' })).toEqual({
      street: 'Oudegracht',
      houseNumber: '158',
      postalCode: '3511 AB',
      city: 'Utrecht',
      country: 'NL',
    });
    expect(homeAddressOf({ postalCode: '10115', country: 'DE' })).toEqual({
      postalCode: '10115',
      country: 'DE',
    });
    // Every seeded home address validates.
    const { houseNumber, postalCode } = homeAddressOf({ postalCode: '1055 GT', country: 'NL' });
    expect(validatePickupAddress(postalCode ?? '', houseNumber ?? '').ok).toBe(true);
  });
});
