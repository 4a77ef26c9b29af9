/** Draft return orders per consumer (newer flow), in memory. */
import type { DraftReturnOrder } from '@portal/shared/schemas';

/** Drafts of one sandbox instance, with the gatekeeping requests submitted from them. */
export class Drafts {
  private readonly drafts = new Map<string, DraftReturnOrder>();
  private readonly requests = new Map<string, unknown>();

  get(consumerId: string): DraftReturnOrder | undefined {
    return this.drafts.get(consumerId);
  }

  set(draft: DraftReturnOrder): DraftReturnOrder {
    this.drafts.set(draft.consumerId, draft);
    return draft;
  }

  /** Records the answers a request carried (the sandbox keeps them for inspection). */
  request(consumerId: string, purchaseAssets: unknown): void {
    this.requests.set(consumerId, purchaseAssets);
  }

  requestOf(consumerId: string): unknown {
    return this.requests.get(consumerId);
  }
}
