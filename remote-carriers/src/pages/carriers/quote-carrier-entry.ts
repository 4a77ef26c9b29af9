/** How the quote flow shows one pricelist in the carrier list: price, handling fee, emissions badge. */
import type { PricelistItem, Pricelists } from '@portal/shared';
import type { CarrierEntry } from '../../features/carrier-list/carrier-list';
import { showsFree, sustainabilityBadge } from '../../model/carrier-order';
import { toCents } from '../../model/money';

/** The carrier-list entry of `pricelist`, with the pricelists' handling fee per item. */
export function quoteCarrierEntry(
  pricelist: PricelistItem,
  stored: Pick<Pricelists, 'handlingFeePerItem'>,
  mostSustainable: boolean,
): CarrierEntry {
  const handlingFeeCents = toCents(stored.handlingFeePerItem?.price) ?? 0;
  const priceCents = toCents(pricelist.price) ?? 0;
  return {
    id: pricelist.uuid,
    label: pricelist.courierService.label,
    logoUrl: pricelist.courierService.logoUrl,
    priceCents,
    currency: pricelist.currency,
    free: showsFree(priceCents),
    fee:
      stored.handlingFeePerItem && handlingFeeCents > 0
        ? { cents: handlingFeeCents, currency: stored.handlingFeePerItem.currency, perItem: true }
        : null,
    emissions: sustainabilityBadge(
      pricelist.courierService.type,
      mostSustainable,
      pricelist.courierService.emissionsPerParcel,
    ),
  };
}
