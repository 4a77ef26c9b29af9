/**
 * The country select of ecommerce-less shops: BE, DE and NL first, a separator, then every
 * EU country by its name in the page's language. Loaded on demand: no other shop asks for a country.
 */
import { useTranslation } from '@portal/shared';
import { Select } from '@portal/shared/ui';
import type { ChangeEvent, Ref } from 'react';
import { countryName, countryOptions } from '../../model/countries';

/** Props of CountryField. */
export interface CountryFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  ref?: Ref<HTMLSelectElement>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur: () => void;
}

/** The field. */
export function CountryField({ id, label, value, error, ref, onChange, onBlur }: CountryFieldProps) {
  const { t, i18n } = useTranslation();
  const { preferred, all } = countryOptions(i18n.language);
  const nameOf = countryName(i18n.language);
  return (
    <Select
      id={id}
      ref={ref}
      label={label}
      value={value}
      autoComplete="country"
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    >
      <option value="">{t('login.country_placeholder')}</option>
      {preferred.map((code) => (
        <option key={`preferred-${code}`} value={code}>
          {nameOf(code)}
        </option>
      ))}
      <option disabled value="-">
        ──────────
      </option>
      {all.map((code) => (
        <option key={code} value={code}>
          {nameOf(code)}
        </option>
      ))}
    </Select>
  );
}
