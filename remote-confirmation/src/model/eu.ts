/**
 * The EU's member states: a return sent from anywhere else crosses a customs border, so the
 * shopper needs a commercial invoice with the parcel.
 */
import { EU_COUNTRIES } from '@portal/shared/countries';

const EU = new Set<string>(EU_COUNTRIES);

/** Whether a parcel sent from `countryCode` needs a commercial invoice; unknown senders do not. */
export const needsCommercialInvoice = (countryCode: string | null | undefined): boolean =>
  Boolean(countryCode) && !EU.has(String(countryCode).toUpperCase());
