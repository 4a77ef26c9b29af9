/**
 * The selected carrier's variants (its shipping options): radios for a few, a select for
 * many. Each says what it costs on top of the carrier's price and what it takes, when known.
 */
import { type ShippingOption, useTranslation } from '@portal/shared';
import { formatPrice, RadioGroup, Select } from '@portal/shared/ui';
import { useId } from 'react';

/** More variants than this are offered in a select rather than as radios. */
export const MAX_VARIANT_RADIOS = 4;

type Variant = ShippingOption['variants'][number];

/** Props of VariantChooser. */
export interface VariantChooserProps {
  variants: Variant[];
  value: string | null;
  onChoose: (id: string) => void;
  busy?: boolean;
}

/** The variants of the selected carrier. */
export function VariantChooser({ variants, value, onChoose, busy }: VariantChooserProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const describe = (variant: Variant): string => {
    const parts: string[] = [];
    const modifier = variant.priceModifier;
    if (modifier && modifier.value > 0)
      parts.push(
        t('carriers.variant.surcharge', {
          amount: formatPrice(modifier.value, modifier.currency, i18n.language),
        }),
      );
    const limits = [variant.constraints?.max_dimensions, variant.constraints?.max_weight].filter(Boolean);
    if (limits.length > 0) parts.push(t('carriers.variant.limits', { limits: limits.join(', ') }));
    return parts.join(' · ');
  };

  if (variants.length > MAX_VARIANT_RADIOS) {
    return (
      <Select
        id={`${id}-variant`}
        label={t('carriers.variant.legend')}
        value={value ?? ''}
        onChange={(event) => event.target.value && onChoose(event.target.value)}
      >
        {value === null && <option value="">{t('carriers.variant.legend')}</option>}
        {variants.map((variant) => {
          const description = describe(variant);
          return (
            <option key={variant.id} value={variant.id}>
              {description ? `${variant.name} (${description})` : variant.name}
            </option>
          );
        })}
      </Select>
    );
  }
  return (
    <RadioGroup
      name={`${id}-variant`}
      legend={t('carriers.variant.legend')}
      value={value}
      busy={busy}
      onChange={onChoose}
      options={variants.map((variant) => ({
        value: variant.id,
        label: variant.name,
        description: describe(variant) || undefined,
      }))}
    />
  );
}
