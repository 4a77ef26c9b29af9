/** The newer flow's draft return order (001 §7): read it, and change the carrier step's part of it. */
import { type DraftReturnOrder, httpRequest } from '@portal/shared';

/** The consumer's path on the core API. */
export const consumerPath = (consumerId: string) => `/api/v0/consumer/${encodeURIComponent(consumerId)}`;

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
  return httpRequest({
    url: `${consumerPath(consumerId)}/draft-return-order`,
    schema: (s) => s.draftReturnOrderSchema,
  });
}

/** `PUT …/draft-return-order`: answers with the whole updated draft. */
export function updateDraft(consumerId: string, update: DraftUpdate): Promise<DraftReturnOrder> {
  return httpRequest({
    url: `${consumerPath(consumerId)}/draft-return-order`,
    method: 'PUT',
    body: update,
    schema: (s) => s.draftReturnOrderSchema,
  });
}
