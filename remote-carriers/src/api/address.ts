/**
 * The DHL pickup's address validation (`POST /address`): only the postal code and house
 * number are checked, so street and city go as fixed placeholders.
 */
import { httpRequest, type ValidatedAddress } from '@portal/shared';

/** The placeholders the call takes for the street and city it does not check. */
export const ADDRESS_PLACEHOLDERS = { street: 'street', city: 'city' } as const;

/** What is validated; `productKeys` is null for ecommerce-less shops (no query then). */
export interface AddressCheck {
  pricelistUuid: string;
  postalCode: string;
  houseNumber: string;
  productKeys: string[] | null;
}

/** `POST /volta/address`: the address as the carrier knows it (street2 is the house number). */
export function validateAddress(check: AddressCheck): Promise<ValidatedAddress> {
  const query = new URLSearchParams();
  for (const key of check.productKeys ?? []) query.append('product-keys', key);
  const search = query.size > 0 ? `?${query}` : '';
  return httpRequest({
    url: `/volta/address${search}`,
    method: 'POST',
    body: {
      pricelistUuid: check.pricelistUuid,
      postalCode: check.postalCode,
      street: ADDRESS_PLACEHOLDERS.street,
      city: ADDRESS_PLACEHOLDERS.city,
      houseNumber: check.houseNumber,
    },
    schema: (s) => s.validatedAddressSchema,
  });
}
