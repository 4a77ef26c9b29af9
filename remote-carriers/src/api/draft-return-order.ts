/**
 * The draft flow's draft return order: read it (the request the route-data declaration in
 * `@portal/shared/route-data` starts early), and change the carrier step's part of it.
 */
import { type DraftReturnOrder, httpRequest } from '@portal/shared';
import { draftReturnOrderRequest, draftReturnOrderUpdate } from '@portal/shared/route-data';

/** What the carriers step changes on the draft (`PUT`, partial): only the fields given are sent. */
export interface DraftUpdate {
  shippingOption?: { id: string; price: { value: string; currency: string } };
  shippingOptionVariantId?: string | null;
  packageAmount?: number;
  addInsurance?: boolean;
  tacAgreed?: boolean;
}

/** `GET …/draft-return-order`. */
export function fetchDraft(consumerId: string): Promise<DraftReturnOrder> {
  return httpRequest(draftReturnOrderRequest(consumerId));
}

/** `PUT …/draft-return-order`: answers with the whole updated draft. */
export function updateDraft(consumerId: string, update: DraftUpdate): Promise<DraftReturnOrder> {
  return httpRequest(draftReturnOrderUpdate(consumerId, update));
}
