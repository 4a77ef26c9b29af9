/**
 * Which carriers the list shows, in what order, and what each one shows (docs/business-rules.md#carrier-order),
 * for both flows.
 *
 * A list is split into what is `shown` and what waits behind the "other options" bar (`hidden`);
 * expanding the bar appends `hidden` to `shown` in the same order.
 */
import type { EmissionsPerParcel, PricelistItem, Pricelists, ShippingOption } from '@portal/shared';
import { isDhlPickup, isDpdType, isShipItYourselfType } from './carrier-kind';

/**
 * The serverless DHL e-commerce option that needs no printer, second in the sorted quote-flow list. The
 * spec names it only in words; this is the type we take it to have.
 */
export const DHL_ECOM_PRINTLESS = 'SERVERLESS_DHL_ECOM_PRINTLESS';

/** What the list shows at once, and what waits behind "other options". */
export interface CarrierList<T> {
  shown: T[];
  hidden: T[];
}

/** Pricelists as stored: non-DPD carriers first, DPD last, and whether DPD was there at all. */
export interface StoredPricelists extends Pricelists {
  includesDPD: boolean;
}

const typeOf = (item: PricelistItem) => item.courierService.type;

/** Reorders pricelists as the spec stores them: non-DPD first, DPD last (each group keeps its order). */
export function storePricelists(pricelists: Pricelists): StoredPricelists {
  const dpd = pricelists.items.filter((item) => isDpdType(typeOf(item)));
  const others = pricelists.items.filter((item) => !isDpdType(typeOf(item)));
  return { ...pricelists, items: [...others, ...dpd], includesDPD: dpd.length > 0 };
}

const rank = (type: string) =>
  isDpdType(type) ? 0 : type === DHL_ECOM_PRINTLESS ? 1 : isDhlPickup(type) ? 2 : 3;

/** The expanded quote-flow order: DPD, the DHL e-commerce printless option, the DHL pickup, then the rest by type. */
export function sortPricelistItems(items: PricelistItem[]): PricelistItem[] {
  return [...items].sort((a, b) => {
    const byRank = rank(typeOf(a)) - rank(typeOf(b));
    if (byRank !== 0) return byRank;
    // Only the rest is alphabetical; within the first three groups the stored order stays.
    return rank(typeOf(a)) === 3 ? typeOf(a).localeCompare(typeOf(b)) : 0;
  });
}

/**
 * The quote flow's list: with DPD included and force-expand-carriers off, the first stored pricelist with
 * the rest behind "other options"; otherwise every carrier, sorted.
 */
export function quoteFlowCarrierList(
  stored: StoredPricelists,
  options: { forceExpand: boolean },
): CarrierList<PricelistItem> {
  if (stored.includesDPD && !options.forceExpand) {
    return { shown: stored.items.slice(0, 1), hidden: stored.items.slice(1) };
  }
  return { shown: sortPricelistItems(stored.items), hidden: [] };
}

/** With DPD included the first stored pricelist is chosen for the shopper; otherwise none. */
export const automaticPricelist = (stored: StoredPricelists): PricelistItem | null =>
  stored.includesDPD ? (stored.items[0] ?? null) : null;

/** Shipping options by position (lowest first), as the draft flow's list and its automatic choice read them. */
export const byPosition = (options: ShippingOption[]): ShippingOption[] =>
  [...options].sort((a, b) => a.position - b.position);

/** The draft flow's list: the first option by position, the others behind "other options" unless force-expanded. */
export function draftFlowCarrierList(
  options: ShippingOption[],
  settings: { forceExpand: boolean },
): CarrierList<ShippingOption> {
  const sorted = byPosition(options);
  return settings.forceExpand
    ? { shown: sorted, hidden: [] }
    : { shown: sorted.slice(0, 1), hidden: sorted.slice(1) };
}

/** The variant chosen with a carrier: its second one when it has more than one, else none. */
export const defaultVariantId = (option: ShippingOption): string | null =>
  option.variants.length > 1 ? (option.variants[1]?.id ?? null) : null;

/**
 * The choice made for the shopper when the draft has no shipping quote: the option with the lowest
 * position and its default variant. Every option of the selection counts as selectable: the
 * schema marks none unavailable.
 */
export function automaticShippingChoice(
  options: ShippingOption[],
): { option: ShippingOption; variantId: string | null } | null {
  const option = byPosition(options)[0];
  return option ? { option, variantId: defaultVariantId(option) } : null;
}

/** True for a draft-flow ship-it-yourself product key (`{product}_SHIP_IT_YOURSELF`). */
export const isShipItYourselfKey = (key: string): boolean => /ship_it_yourself$/i.test(key);

/**
 * The carriers page is not needed when there is nothing to choose: no carrier, or only one, which is
 * ship-it-yourself. Takes the courier types (quote flow) or product keys (draft flow).
 */
export const carriersPageNeeded = (typesOrKeys: string[]): boolean =>
  !(
    typesOrKeys.length === 0 ||
    (typesOrKeys.length === 1 &&
      (isShipItYourselfType(typesOrKeys[0] ?? '') || isShipItYourselfKey(typesOrKeys[0] ?? '')))
  );

/**
 * The environmental badge, with show-most-sustainable-option on, on a DPD service (a product key or
 * type containing dpd): the carrier's own emissions statement, or nothing. A generic "most
 * sustainable" is a claim the law no longer allows (Directive (EU) 2024/825); a stated, sourced figure
 * is checkable (docs/business-rules.md, "Carriers").
 */
export const sustainabilityBadge = (
  productKey: string,
  toggleOn: boolean,
  emissions: EmissionsPerParcel | null | undefined,
): EmissionsPerParcel | null => (toggleOn && /dpd/i.test(productKey) && emissions ? emissions : null);

/** The price reads "Free" when it is 0, or (draft flow) when the draft says shipping should be free. */
export const showsFree = (priceCents: number | null, shouldBeFree = false): boolean =>
  shouldBeFree || priceCents === 0;

/** The variant chooser: for the selected carrier only, with two variants or more, unless shipping is forced free. */
export const showsVariantChooser = (
  option: ShippingOption,
  context: { selected: boolean; forcedFree: boolean },
): boolean => context.selected && !context.forcedFree && option.variants.length >= 2;
