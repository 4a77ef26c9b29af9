/** The shop's return address, for a shopper who ships the parcel with a carrier of their own. */
import type { ReturnAddress as Address } from '@portal/shared';
import { useTranslation } from '@portal/shared';

/** The address block. */
export function ReturnAddress({ companyName, address }: { companyName?: string | null; address: Address }) {
  const { t } = useTranslation();
  const street = [address.street, address.houseNumber, address.houseNumberSuffix].filter(Boolean).join(' ');
  const place = [address.postalCode, address.city, address.stateProvinceCode].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="rp-return-address">
      <h2 id="rp-return-address" className="rp-section-title">
        {t('order_confirmation.ship_it_yourself.address_title')}
      </h2>
      <address className="rp-return-address">
        {[companyName, street, place, address.countryCode].filter(Boolean).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}
