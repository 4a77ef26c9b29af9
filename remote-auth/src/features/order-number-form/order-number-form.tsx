/**
 * The order-number form: e-mail (or e-mail/postal code), order number, and a country for
 * ecommerce-less shops. Rules run on blur and on submit; the call, its failure and where the shopper
 * goes next are the model's (model/order-number-sign-in.ts), which sends a submit only once.
 */
import {
  $finishedReturn,
  $isDemo,
  $signInError,
  type ShopConfig,
  useNavigate,
  useSearchParams,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { Alert, Button, ErrorMessage, LoadingState, TextField } from '@portal/shared/ui';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { DEMO_EMAIL, DEMO_ORDER_NUMBER } from '../../model/demo';
import { $failure, $submitting, signInRequested } from '../../model/order-number-sign-in';
import { storedErrorMessage } from '../../model/sign-in-errors';
import { $typedEmail, emailTyped } from '../../model/typed-email';
import {
  type FieldError,
  validateCountry,
  validateIdentifier,
  validateOrderNumber,
} from '../../model/validation';

type Field = 'identifier' | 'orderNumber' | 'country';

// Only ecommerce-less shops ask for a country: the select and the countries' names load when one does.
const CountryField = lazy(() =>
  import('./country-field').then((module) => ({ default: module.CountryField })),
);

/** The form. */
export function OrderNumberForm({ config }: { config: ShopConfig }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [isDemo, storedError, finished, submitting, failure, requestSignIn, typedEmail, typeEmail] = useUnit([
    $isDemo,
    $signInError,
    $finishedReturn,
    $submitting,
    $failure,
    signInRequested,
    $typedEmail,
    emailTyped,
  ]);
  const id = useId();
  const postalCodeMode = config.customizations.postalCodeOrderNumberFeatureEnabled;
  const needsCountry = config.isEcommerceless;

  const [values, setValues] = useState<Record<Field, string>>({
    identifier: params.get('email') ?? typedEmail,
    orderNumber: params.get('orderNumber') ?? '',
    country: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});

  const emailLabel = t('login.email');
  const identifierLabel = postalCodeMode ? t('login.email_or_postal_code') : emailLabel;
  const orderNumberLabel = t('login.order_number');
  const countryLabel = t('login.country');

  const errors: Record<Field, FieldError | null> = {
    identifier: validateIdentifier(values.identifier, {
      postalCodeMode,
      fieldName: identifierLabel,
      emailFieldName: emailLabel,
    }),
    orderNumber: validateOrderNumber(values.orderNumber, { demo: isDemo, fieldName: orderNumberLabel }),
    country: needsCountry ? validateCountry(values.country, { fieldName: countryLabel }) : null,
  };
  const shownError = (field: Field) => {
    const error = touched[field] ? errors[field] : null;
    return error ? t(error.key, error.values) : null;
  };
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'identifier') typeEmail(event.target.value);
  };
  const blur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setTouched({ identifier: true, orderNumber: true, country: true });
    const firstInvalid = (['identifier', 'orderNumber', 'country'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    requestSignIn({
      input: {
        identifier: values.identifier,
        orderNumber: values.orderNumber,
        country: needsCountry ? values.country : undefined,
      },
      context: { postalCodeMode, locale: i18n.language, storeId: config.id },
      leave: navigate,
    });
  };

  const stored = storedErrorMessage(storedError);
  const example = config.customizations.orderNumberExample;
  // In demo mode the demo hint names the one order number that works: the shop's format would contradict it.
  const showHint = !isDemo && config.customizations.orderNumberInformationBoxEnabled && Boolean(example);

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.form_label')} aria-busy={submitting}>
      {isDemo && (
        <Alert tone="warning">
          {t('login.demo_hint', { orderNumber: DEMO_ORDER_NUMBER, email: DEMO_EMAIL })}
        </Alert>
      )}
      {/* The portal ended the session of a finished return itself: nothing went wrong. */}
      {finished ? (
        <Alert tone="success">{t('login.finished_return')}</Alert>
      ) : (
        stored && !failure && <ErrorMessage>{t(stored.key, stored.values)}</ErrorMessage>
      )}
      <TextField
        id={`${id}-identifier`}
        ref={(element) => {
          inputs.current.identifier = element;
        }}
        label={identifierLabel}
        type={postalCodeMode ? 'text' : 'email'}
        // Either an e-mail address or a postal code: the browser offers the e-mail address, the one
        // that works on every shop.
        autoComplete="email"
        value={values.identifier}
        onChange={change('identifier')}
        onBlur={blur('identifier')}
        error={shownError('identifier')}
      />
      <TextField
        id={`${id}-order-number`}
        ref={(element) => {
          inputs.current.orderNumber = element;
        }}
        label={orderNumberLabel}
        autoComplete="off"
        value={values.orderNumber}
        onChange={change('orderNumber')}
        onBlur={blur('orderNumber')}
        hint={
          showHint && example
            ? t('login.order_number_hint', { length: String(example.length), example })
            : undefined
        }
        error={
          shownError('orderNumber') &&
          (errors.orderNumber?.key === 'login.demo_wrong_order_number'
            ? `${shownError('orderNumber')} ${DEMO_ORDER_NUMBER}`
            : shownError('orderNumber'))
        }
      />
      {needsCountry && (
        <Suspense fallback={<LoadingState label={t('shell.loading')} />}>
          <CountryField
            id={`${id}-country`}
            ref={(element) => {
              inputs.current.country = element;
            }}
            label={countryLabel}
            value={values.country}
            onChange={change('country')}
            onBlur={blur('country')}
            error={shownError('country')}
          />
        </Suspense>
      )}
      {failure && <ErrorMessage>{t(failure.key, failure.values)}</ErrorMessage>}
      <Button type="submit" block busy={submitting} busyLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
