/**
 * Which label failure applies to a return: the seed's (a shop's or an order's), changed at run time
 * through `PUT /sandbox/merchants/:merchant/label-failure`. An order's failure comes before its
 * shop's; clearing an order's leaves the shop's in force.
 */
import type { LabelFailure } from '../data/label-failures';
import { merchants, seedOrderOf } from '../data/seed';

/** The run-time label failures of one sandbox instance, over the seed's. */
export class LabelFailures {
  /** By `merchant` or `merchant:orderNumber` (the seeded spelling); null clears the seed's. */
  private readonly overrides = new Map<string, LabelFailure | null>();

  /** Sets or (null) clears the failure of a shop, or of one of its seeded orders. */
  set(merchant: string, orderNumber: string | undefined, status: LabelFailure | null): void {
    this.overrides.set(orderNumber === undefined ? merchant : `${merchant}:${orderNumber}`, status);
  }

  /** The failure a label of a return from this shop and order gets now, if any. */
  failureFor(merchant: string, orderNumber: string | undefined): LabelFailure | undefined {
    const order = seedOrderOf(merchant, orderNumber);
    const orderKey = `${merchant}:${order?.orderNumber}`;
    const ofOrder = this.overrides.has(orderKey) ? this.overrides.get(orderKey) : order?.labelFailure;
    if (ofOrder) return ofOrder;
    const ofShop = this.overrides.has(merchant)
      ? this.overrides.get(merchant)
      : merchants.find((candidate) => candidate.merchantName === merchant)?.labelFailure;
    return ofShop ?? undefined;
  }
}
