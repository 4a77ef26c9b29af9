/** Draft return orders per consumer (draft flow), in memory, with the gatekeeping requests. */
import { isDeepStrictEqual } from 'node:util';
import type { DraftReturnOrder } from '../platform/api';

/** The body of a gatekeeping request: the answers per purchase. */
export type PurchaseAssets = { purchaseId: string; answers: unknown[] }[];

/**
 * What submitting a request did: `recorded` the first time for a draft, `repeated` for the same
 * request again (nothing new is recorded), `conflict` for a different one after it.
 */
export type RequestOutcome = 'recorded' | 'repeated' | 'conflict';

/** Drafts of one sandbox instance, with the gatekeeping requests submitted from them. */
export class Drafts {
  private readonly drafts = new Map<string, DraftReturnOrder>();
  /** The request of each consumer's current draft. */
  private readonly requests = new Map<string, PurchaseAssets>();
  /** Every request a consumer submitted, from any draft: what the platform's rules check. */
  private readonly submitted = new Map<string, PurchaseAssets[]>();

  /** The consumer's current draft. */
  get(consumerId: string): DraftReturnOrder | undefined {
    return this.drafts.get(consumerId);
  }

  /** Starts a new draft: earlier requests stay on record, but the new draft has none of its own yet. */
  create(draft: DraftReturnOrder): DraftReturnOrder {
    this.requests.delete(draft.consumerId);
    return this.set(draft);
  }

  /** Saves a change to the current draft (its request stays with it). */
  set(draft: DraftReturnOrder): DraftReturnOrder {
    this.drafts.set(draft.consumerId, draft);
    return draft;
  }

  /** Records the request of the consumer's current draft, once. */
  request(consumerId: string, purchaseAssets: PurchaseAssets): RequestOutcome {
    const existing = this.requests.get(consumerId);
    // A Back-and-submit or a retry after a lost answer sends the same request: it is not a new one.
    if (existing) return isDeepStrictEqual(existing, purchaseAssets) ? 'repeated' : 'conflict';
    this.requests.set(consumerId, purchaseAssets);
    this.submitted.set(consumerId, [...(this.submitted.get(consumerId) ?? []), purchaseAssets]);
    return 'recorded';
  }

  /** The request submitted from the consumer's current draft. */
  requestOf(consumerId: string): PurchaseAssets | undefined {
    return this.requests.get(consumerId);
  }

  /** Every request the consumer submitted, oldest first. */
  submittedRequests(consumerId: string): readonly PurchaseAssets[] {
    return this.submitted.get(consumerId) ?? [];
  }

  /** Whether a request the consumer submitted covers this purchase. */
  hasRequestFor(consumerId: string, purchaseId: string): boolean {
    return this.submittedRequests(consumerId).some((assets) =>
      assets.some((asset) => asset.purchaseId === purchaseId),
    );
  }
}
