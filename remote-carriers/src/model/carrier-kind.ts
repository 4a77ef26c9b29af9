/**
 * What a chosen pricelist's courier type says about the carrier
 * (docs/business-rules.md#carrier-data-from-a-pricelist): pickup or drop-off, whether the pickup address is checked first, ship-it-yourself,
 * DPD, and whether the shopper needs a printer.
 *
 * `{product}` in the spec's type names is a product prefix (`SERVERLESS_DHL_PICKUP`,
 * `nordwind_DPD`); any prefix is accepted. MONTAPACKING_DHL_PICKUP is listed apart from the DHL
 * pickup in the spec, so it is a pickup without the DHL address check.
 */

/** The courier type of ship-it-yourself. */
export const SHIP_IT_YOURSELF = 'SERVERLESS_SHIP_IT_YOURSELF';
/** The Montapacking DHL pickup: a pickup, but not "the DHL pickup" whose address is checked. */
export const MONTAPACKING_DHL_PICKUP = 'MONTAPACKING_DHL_PICKUP';
/** The UPS pickup (no product prefix). */
export const UPS_PICKUP = 'UPS_PICKUP';

const DHL_PICKUP = /^.+_DHL_PICKUP$/;
const BRENGER = /^.+_BRENGER$/;
// `{product}_DPD` and `{product}_POSTNORD_DPD`: the second is a case of the first.
const DPD = /^.+_DPD$/;

/** True for the DHL pickup, the only carrier whose pickup address is validated (`POST /address`). */
export const isDhlPickup = (type: string): boolean =>
  DHL_PICKUP.test(type) && type !== MONTAPACKING_DHL_PICKUP;

/** True for a pickup type; every other type is a drop-off. */
export const isPickupType = (type: string): boolean =>
  type === UPS_PICKUP || type === MONTAPACKING_DHL_PICKUP || DHL_PICKUP.test(type) || BRENGER.test(type);

/** True for a DPD type (`{product}_DPD`, `{product}_POSTNORD_DPD`). */
export const isDpdType = (type: string): boolean => DPD.test(type);

/** True for ship-it-yourself. */
export const isShipItYourselfType = (type: string): boolean => type === SHIP_IT_YOURSELF;

/** What the carrier state derives from the chosen pricelist's courier service. */
export interface CarrierKind {
  isPickup: boolean;
  isDropoff: boolean;
  needsValidatingPickupAddress: boolean;
  isShipItYourself: boolean;
  isDpd: boolean;
  isPrinterRequired: boolean;
}

/** No pricelist chosen: clearing the pricelist resets every flag. */
export const NO_CARRIER: CarrierKind = {
  isPickup: false,
  isDropoff: false,
  needsValidatingPickupAddress: false,
  isShipItYourself: false,
  isDpd: false,
  isPrinterRequired: false,
};

/** The carrier data of a courier service; `null` (no pricelist chosen) gives NO_CARRIER. */
export function carrierKind(
  courierService: { type: string; printerRequired?: boolean | null } | null | undefined,
): CarrierKind {
  if (!courierService) return NO_CARRIER;
  const { type } = courierService;
  const isPickup = isPickupType(type);
  return {
    isPickup,
    isDropoff: !isPickup,
    needsValidatingPickupAddress: isDhlPickup(type),
    isShipItYourself: isShipItYourselfType(type),
    isDpd: isDpdType(type),
    isPrinterRequired: Boolean(courierService.printerRequired),
  };
}
