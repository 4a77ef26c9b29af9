/** Return orders of the draft flow, in memory: what was ordered from the draft, its payment and progress. */
import { randomUUID } from 'node:crypto';
import type { ScheduledPickup } from '../data/pickup';
import type { StageReached } from '../data/tracking';
import type { ExchangeProduct, ReturnAddress, SelectedPurchase, ShippingOption } from '../platform/api';

/** One returned item as the platform sends it: the unit price with cents, as text. */
export interface StoredReturnedItem {
  purchaseId: string;
  name: string;
  sku: string;
  quantity: number;
  price: { value: string; currency: string };
  /** For an exchange: the variant the shopper gets instead. */
  exchangeVariant: string | null;
  /** For an exchange for another product: the product the shopper gets instead. */
  exchangeProduct?: ExchangeProduct;
}

/** What a return pays back, as the draft priced the shopper's choice; null when every item is exchanged. */
export type StoredRefund = {
  type: 'Refund' | 'StoreCredit';
  amount: { value: string; currency: string };
} | null;

/** A created return order. */
export interface StoredReturnOrder {
  id: string;
  consumerId: string;
  merchant: string;
  /** The seeded order of the first selected item: an order's label failure applies to it. */
  orderNumber?: string;
  /** `Payment` while a payment is due, `Submitted` when the order cost nothing. */
  submittedStatus: 'Payment' | 'Submitted';
  /** The payment, when the order costs money. */
  paymentId?: string;
  paymentUrl?: string;
  option: ShippingOption;
  carrierName: string;
  dropOffUrl?: string;
  /** The shopper: the shipment's sender (name and address when the shop has them). */
  sender: { countryCode: string; name: string | null; address: ReturnAddress | null };
  selectedPurchases: SelectedPurchase[];
  returnedItems: StoredReturnedItem[];
  refund: StoredRefund;
  total: { value: string; currency: string };
  /** How many parcels (the draft's `packageAmount`): one label each. */
  packageAmount: number;
  /** A pickup's booked window and address; null for any other service. */
  pickup: ScheduledPickup | null;
  createdAt: Date;
  /** The stages reached so far (data/tracking.ts), brought up to date when the order is read. */
  tracking: StageReached[];
  /** The later return order of the same items that took this unpaid one's place (routes/replaced-returns.ts). */
  replacedBy?: string;
}

/** Return orders of one sandbox instance. */
export class ReturnOrders {
  private readonly orders = new Map<string, StoredReturnOrder>();

  /** Stores a new return order under a new random id. */
  create(input: Omit<StoredReturnOrder, 'id' | 'tracking'>, id: string = randomUUID()): StoredReturnOrder {
    const order = { ...input, id, tracking: [] };
    this.orders.set(id, order);
    return order;
  }

  /** A return order by id, whoever's it is (the sandbox's own controls). */
  get(id: string): StoredReturnOrder | undefined {
    return this.orders.get(id);
  }

  /** A return order by id, if it is this consumer's. */
  getFor(consumerId: string, id: string): StoredReturnOrder | undefined {
    const order = this.orders.get(id);
    return order?.consumerId === consumerId ? order : undefined;
  }

  /** How many return orders were made from this seeded order (the first item's), by anyone. */
  countForOrder(merchant: string, orderNumber: string): number {
    return [...this.orders.values()].filter(
      (order) => order.merchant === merchant && order.orderNumber === orderNumber,
    ).length;
  }

  /** Every return order made at the shop, by anyone. */
  allAt(merchant: string): StoredReturnOrder[] {
    return [...this.orders.values()].filter((order) => order.merchant === merchant);
  }

  /** Every return order of the consumer. */
  allFor(consumerId: string): StoredReturnOrder[] {
    return [...this.orders.values()].filter((order) => order.consumerId === consumerId);
  }

  /** How many return orders the consumer has. */
  countFor(consumerId: string): number {
    return [...this.orders.values()].filter((order) => order.consumerId === consumerId).length;
  }
}
