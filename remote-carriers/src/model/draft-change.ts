/**
 * A change of the carriers step to the draft return order, applied to the local draft before the
 * server answers (docs/business-rules.md#draft-changes-are-optimistic).
 */
import type { DraftReturnOrder, ShippingOption } from '@portal/shared';
import type { DraftUpdate } from '../api/draft-return-order';
import { defaultVariantId } from './carrier-order';
import { decimalMoney } from './money';

/** The draft as it will be once the server accepts `update`. */
export function applyDraftUpdate(draft: DraftReturnOrder, update: DraftUpdate): DraftReturnOrder {
  const next = { ...draft };
  if (update.shippingOption) {
    next.shippingOptionQuote = {
      shippingOptionId: update.shippingOption.id,
      price: update.shippingOption.price,
      variant: update.shippingOptionVariantId ?? null,
    };
  } else if (update.shippingOptionVariantId !== undefined && next.shippingOptionQuote) {
    next.shippingOptionQuote = { ...next.shippingOptionQuote, variant: update.shippingOptionVariantId };
  }
  if (update.packageAmount !== undefined) next.packageAmount = update.packageAmount;
  if (update.addInsurance !== undefined) next.addInsurance = update.addInsurance;
  if (update.tacAgreed !== undefined) next.tacAgreed = update.tacAgreed;
  return next;
}

/** Two changes not yet sent, as one: the later one wins field by field. */
export const mergeDraftUpdates = (earlier: DraftUpdate | null, later: DraftUpdate): DraftUpdate => ({
  ...earlier,
  ...later,
});

/** The change for choosing a carrier: the option with its price, and its default variant. */
export const carrierUpdate = (option: ShippingOption, variantId = defaultVariantId(option)): DraftUpdate => ({
  shippingOption: {
    id: option.id,
    price: decimalMoney(option.price),
  },
  shippingOptionVariantId: variantId,
});

/** The parcel count within the draft's bounds (whole parcels). */
export const clampPackageAmount = (
  amount: number,
  draft: Pick<DraftReturnOrder, 'minReturnShipments' | 'maxReturnShipments'>,
): number => Math.min(Math.max(Math.round(amount), draft.minReturnShipments), draft.maxReturnShipments);
