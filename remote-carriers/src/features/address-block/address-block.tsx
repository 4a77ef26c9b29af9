/**
 * The address under the selected carrier (docs/business-rules.md#address-forms-and-postal-codes): the
 * simple form (street, house number, postal code, city, the country shown but not changeable; first
 * and last name for ecommerce-less shops) or the validated form of the Dutch DHL pickup (postal code
 * and house number, checked with the carrier). Saved, it becomes a summary with an edit button.
 * Errors name the field and, for a shape, give an example; the first one takes the focus.
 */
import { useTranslation } from '@portal/shared';
import { Alert, Button, TextField } from '@portal/shared/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type AddressErrors,
  type AddressField,
  type AddressValues,
  type FieldError,
  type FieldNames,
  isValidAddress,
  type PickupAddress,
  validateSimpleAddress,
  validateValidatedAddress,
} from '../../model/address';
import './address-block.css';

/** Props of AddressBlock. */
export interface AddressBlockProps {
  form: 'simple' | 'validated';
  /** "Your address" or "Pickup address". */
  title: string;
  ecommerceless: boolean;
  /** What the open form starts with (the carrier's address, or the saved one when editing). */
  draft: AddressValues;
  /** The saved address; null while the form is open. */
  saved: PickupAddress | null;
  /** The carrier is checking the address. */
  validating: boolean;
  /** The check's message key (invalid address, or trouble on the server). */
  errorKey: string | null;
  onSave: (values: AddressValues) => void;
  onEdit: () => void;
}

const SIMPLE_FIELDS: AddressField[] = ['street', 'houseNumber', 'postalCode', 'city'];
const NAME_FIELDS: AddressField[] = ['firstName', 'lastName'];
const VALIDATED_FIELDS: AddressField[] = ['postalCode', 'houseNumber'];

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  street: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
};

/** The country's name in the page's language; the code itself when there is none. */
export function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The form, or the saved address with its edit button. */
export function AddressBlock({
  form,
  title,
  ecommerceless,
  draft,
  saved,
  validating,
  errorKey,
  onSave,
  onEdit,
}: AddressBlockProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<AddressValues>(draft);
  const [errors, setErrors] = useState<AddressErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  // What the shopper just did, so the focus follows it: the first error, the summary, the form.
  const focusNext = useRef<'error' | 'summary' | 'form' | null>(null);

  // A new carrier, or the saved address being edited: the form starts again from the model's draft.
  useEffect(() => {
    setValues(draft);
    setErrors({});
  }, [draft]);

  useEffect(() => {
    const next = focusNext.current;
    if (next === 'summary' && saved) summaryRef.current?.focus();
    else if (next === 'form' && !saved) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (next === 'error')
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
    else return;
    focusNext.current = null;
  });

  const names: FieldNames = {
    street: t('carriers.address.street'),
    houseNumber: t('carriers.address.house_number'),
    city: t('carriers.address.city'),
    postalCode: t('carriers.address.postal_code'),
    country: t('carriers.address.country'),
    firstName: t('carriers.address.first_name'),
    lastName: t('carriers.address.last_name'),
  };
  const message = (error: FieldError | undefined) => (error ? t(error.key, error.values) : null);
  const country = countryName(values.country, i18n.language);

  if (saved) {
    return (
      <div className="rp-address rp-address--saved">
        <h2 className="rp-address__title" id={`${id}-title`} ref={summaryRef} tabIndex={-1}>
          {title}
        </h2>
        <p className="rp-address__lines">
          {ecommerceless && (saved.firstName || saved.lastName) && (
            <>
              {[saved.firstName, saved.lastName].filter(Boolean).join(' ')}
              <br />
            </>
          )}
          {saved.streetAddress}
          <br />
          {[saved.postalCode, saved.city].filter(Boolean).join(' ')}
          {saved.country && (
            <>
              <br />
              {countryName(saved.country, i18n.language)}
            </>
          )}
        </p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            focusNext.current = 'form';
            onEdit();
          }}
        >
          {t('carriers.address.edit')}
        </Button>
      </div>
    );
  }

  const fields =
    form === 'validated' ? VALIDATED_FIELDS : [...(ecommerceless ? NAME_FIELDS : []), ...SIMPLE_FIELDS];
  const change = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error as soon as it is valid; others keep theirs until Save.
    if (errors[field]) {
      setErrors((current) => {
        const { [field]: _fixed, ...rest } = current;
        return rest;
      });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validating) return;
    const found =
      form === 'validated'
        ? validateValidatedAddress(values, names)
        : validateSimpleAddress(values, {
            countries: values.country ? [values.country] : [],
            ecommerceless,
            names,
          });
    setErrors(found);
    if (!isValidAddress(found)) {
      focusNext.current = 'error';
      return;
    }
    focusNext.current = 'summary';
    onSave(values);
  };

  return (
    <form
      className="rp-address"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={validating || undefined}
    >
      <h2 className="rp-address__title" id={`${id}-title`}>
        {title}
      </h2>
      {form === 'validated' && <p className="rp-field__hint">{t('carriers.address.validated_hint')}</p>}
      <div className={`rp-address__fields rp-address__fields--${form}`}>
        {fields.map((field) => (
          <div key={field} className={`rp-address__field rp-address__field--${field}`}>
            <TextField
              id={`${id}-${field}`}
              label={names[field]}
              value={values[field] ?? ''}
              autoComplete={AUTOCOMPLETE[field]}
              onChange={(event) => change(field, event.target.value)}
              error={message(errors[field])}
            />
          </div>
        ))}
        {form === 'simple' && (
          <div className="rp-address__field rp-address__field--country">
            <TextField
              id={`${id}-country`}
              label={names.country}
              value={country}
              disabled
              error={message(errors.country)}
            />
          </div>
        )}
      </div>
      {errorKey && <Alert tone="error">{t(errorKey)}</Alert>}
      <Button type="submit" variant="secondary" busy={validating} busyLabel={t('carriers.address.checking')}>
        {t('carriers.address.save')}
      </Button>
    </form>
  );
}
