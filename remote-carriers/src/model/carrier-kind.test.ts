import { describe, expect, it } from 'vitest';
import { carrierKind, isDpdType, isPickupType, NO_CARRIER, SHIP_IT_YOURSELF } from './carrier-kind';

const kind = (type: string, printerRequired = false) => carrierKind({ type, printerRequired });

describe('carrier data from a pricelist type', () => {
  it('knows the four pickup kinds; everything else is a drop-off', () => {
    for (const type of [
      'SERVERLESS_DHL_PICKUP',
      'UPS_PICKUP',
      'SERVERLESS_BRENGER',
      'MONTAPACKING_DHL_PICKUP',
    ]) {
      expect(kind(type)).toMatchObject({ isPickup: true, isDropoff: false });
    }
    for (const type of [
      'DHL_DROPOFF',
      'POSTNL_PICKUP',
      'SERVERLESS_INSTORE_DROPOFF',
      'BRENGER',
      SHIP_IT_YOURSELF,
    ]) {
      expect(kind(type)).toMatchObject({ isPickup: false, isDropoff: true });
    }
  });

  it('validates the pickup address of the DHL pickup only', () => {
    expect(kind('SERVERLESS_DHL_PICKUP').needsValidatingPickupAddress).toBe(true);
    expect(kind('MONTAPACKING_DHL_PICKUP').needsValidatingPickupAddress).toBe(false);
    expect(kind('UPS_PICKUP').needsValidatingPickupAddress).toBe(false);
    expect(kind('SERVERLESS_BRENGER').needsValidatingPickupAddress).toBe(false);
  });

  it('marks ship-it-yourself and DPD, and passes the printer through', () => {
    expect(kind(SHIP_IT_YOURSELF).isShipItYourself).toBe(true);
    expect(kind('SERVERLESS_SHIP_IT_YOURSELF_2').isShipItYourself).toBe(false);
    expect(isDpdType('SERVERLESS_DPD')).toBe(true);
    expect(isDpdType('SERVERLESS_POSTNORD_DPD')).toBe(true);
    expect(isDpdType('DPD')).toBe(false);
    expect(isDpdType('SERVERLESS_DPD_PICKUP')).toBe(false);
    expect(kind('DHL_DROPOFF', true).isPrinterRequired).toBe(true);
    expect(kind('DHL_DROPOFF').isPrinterRequired).toBe(false);
    expect(isPickupType('DPD_PICKUP')).toBe(false);
  });

  it('resets everything when no pricelist is chosen', () => {
    expect(carrierKind(null)).toEqual(NO_CARRIER);
  });
});
