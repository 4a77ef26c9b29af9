/**
 * The insurance question (docs/business-rules.md#insurance-price-and-coverage): yes or no must be chosen; the price is
 * per parcel, with the coverage when it is known.
 */
import { useTranslation } from '@portal/shared';
import { formatPrice, RadioGroup } from '@portal/shared/ui';
import type { InsuranceOffer } from '../../model/insurance';
import { fromCents } from '../../model/money';

/** Props of InsuranceChoice. */
export interface InsuranceChoiceProps {
  /** The radios' name; the page focuses the first one when the answer is missing. */
  name: string;
  offer: InsuranceOffer;
  choice: boolean | null;
  onChoose: (insured: boolean) => void;
  /** The answer is missing and the shopper tried to go on. */
  showError: boolean;
  busy?: boolean;
}

/** Yes or no, with the price per parcel and the coverage. */
export function InsuranceChoice({ name, offer, choice, onChoose, showError, busy }: InsuranceChoiceProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatPrice(fromCents(cents), offer.currency, i18n.language);
  const price =
    offer.coverageCents !== null
      ? t('carriers.insurance.price_coverage', {
          price: money(offer.priceCents),
          coverage: money(offer.coverageCents),
        })
      : t('carriers.insurance.price', { price: money(offer.priceCents) });
  return (
    <RadioGroup
      name={name}
      legend={t('carriers.insurance.legend')}
      required
      busy={busy}
      value={choice === null ? null : choice ? 'yes' : 'no'}
      onChange={(value) => onChoose(value === 'yes')}
      error={showError ? t('carriers.insurance.validation_message') : null}
      options={[
        { value: 'yes', label: t('carriers.insurance.yes'), description: price },
        { value: 'no', label: t('carriers.insurance.no') },
      ]}
    />
  );
}
