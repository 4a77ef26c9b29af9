/** Return orders of the newer flow, in memory: what was ordered from the draft, and its payment. */
import { randomUUID } from 'node:crypto';
import type { SelectedPurchase, ShippingOption } from '@portal/shared/schemas';

/** A created return order. */
export interface StoredReturnOrder {
  id: string;
  consumerId: string;
  merchant: string;
  /** `Payment` while a payment is due, `Submitted` when the order cost nothing. */
  submittedStatus: 'Payment' | 'Submitted';
  /** The payment, when the order costs money. */
  paymentId?: string;
  paymentUrl?: string;
  option: ShippingOption;
  carrierName: string;
  dropOffUrl?: string;
  /** The shopper's country: the shipment's sender. */
  senderCountry: string;
  selectedPurchases: SelectedPurchase[];
  total: { value: string; currency: string };
}

/** Return orders of one sandbox instance. */
export class ReturnOrders {
  private readonly orders = new Map<string, StoredReturnOrder>();

  /** Stores a new return order under a new random id. */
  create(input: Omit<StoredReturnOrder, 'id'>, id: string = randomUUID()): StoredReturnOrder {
    const order = { ...input, id };
    this.orders.set(id, order);
    return order;
  }

  /** A return order by id, if it is this consumer's. */
  getFor(consumerId: string, id: string): StoredReturnOrder | undefined {
    const order = this.orders.get(id);
    return order?.consumerId === consumerId ? order : undefined;
  }

  /** How many return orders the consumer has. */
  countFor(consumerId: string): number {
    return [...this.orders.values()].filter((order) => order.consumerId === consumerId).length;
  }
}
