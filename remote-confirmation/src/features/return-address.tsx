/**
 * The shop's return address, for a shopper who ships the parcel with a carrier of their own, with the
 * reference to write on the parcel (no label carries it) when the platform gives one.
 */
import type { ReturnAddress as Address } from '@portal/shared';
import { useTranslation } from '@portal/shared';

/** The address block, and the reference under it. */
export function ReturnAddress({
  companyName,
  address,
  reference,
}: {
  companyName?: string | null;
  address: Address;
  reference?: string | null;
}) {
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
      {reference && (
        <dl className="rp-details">
          <dt>{t('order_confirmation.ship_it_yourself.reference')}</dt>
          <dd className="rp-return-reference">{reference}</dd>
        </dl>
      )}
      {reference && <p>{t('order_confirmation.ship_it_yourself.reference_hint')}</p>}
    </section>
  );
}
