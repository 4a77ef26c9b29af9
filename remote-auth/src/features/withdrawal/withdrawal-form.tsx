/** The withdrawal statement's form: name, order number, e-mail address, which items, a remark. No reason is asked. */
import { useTranslation, useUnit } from '@portal/shared';
import { Alert, Button, characterCount, RadioGroup, TextArea, TextField } from '@portal/shared/ui';
import { WITHDRAWAL_LIMITS } from '@portal/shared/withdrawal';
import { type FormEvent, useId } from 'react';
import {
  $checked,
  $errors,
  $values,
  fieldChanged,
  reviewRequested,
  type WithdrawalValues,
} from '../../model/withdrawal';

// The fields in the order they are shown: the first with a problem takes the focus.
const ORDER: (keyof WithdrawalValues)[] = ['name', 'orderNumber', 'email', 'items'];

/** The form; "continue" shows the summary, or the problems. */
export function WithdrawalForm() {
  const { t } = useTranslation();
  const [values, errors, checked, changeField, requestReview] = useUnit([
    $values,
    $errors,
    $checked,
    fieldChanged,
    reviewRequested,
  ]);
  const id = useId();
  const errorOf = (field: keyof WithdrawalValues) =>
    checked && errors[field] ? t(`withdrawal.${errors[field]}`) : null;
  const change = (field: keyof WithdrawalValues) => (event: { target: { value: string } }) =>
    changeField({ [field]: event.target.value });
  // Each field takes at most its limit and says so: nothing is cut without the shopper seeing where the end is.
  const limited = (field: keyof typeof WITHDRAWAL_LIMITS) => ({
    maxLength: WITHDRAWAL_LIMITS[field],
    count: characterCount(values[field].length, WITHDRAWAL_LIMITS[field], (key, options) => t(key, options)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requestReview();
    const first = ORDER.find((field) => errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const hasErrors = checked && Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      {hasErrors && <Alert tone="error">{t('withdrawal.errors_summary')}</Alert>}
      <TextField
        id={`${id}-name`}
        label={t('withdrawal.name')}
        autoComplete="name"
        {...limited('name')}
        value={values.name}
        onChange={change('name')}
        error={errorOf('name')}
        required
      />
      <TextField
        id={`${id}-orderNumber`}
        label={t('withdrawal.order_number')}
        {...limited('orderNumber')}
        value={values.orderNumber}
        onChange={change('orderNumber')}
        error={errorOf('orderNumber')}
        required
      />
      <TextField
        id={`${id}-email`}
        label={t('withdrawal.email')}
        type="email"
        autoComplete="email"
        {...limited('email')}
        value={values.email}
        onChange={change('email')}
        error={errorOf('email')}
        required
      />
      <RadioGroup
        name={`${id}-scope`}
        legend={t('withdrawal.scope')}
        options={[
          { value: 'all', label: t('withdrawal.scope_all') },
          { value: 'some', label: t('withdrawal.scope_some') },
        ]}
        value={values.scope}
        onChange={(scope) => changeField({ scope: scope === 'some' ? 'some' : 'all' })}
      />
      {values.scope === 'some' && (
        <TextArea
          id={`${id}-items`}
          label={t('withdrawal.items')}
          {...limited('items')}
          rows={3}
          value={values.items}
          onChange={change('items')}
          error={errorOf('items')}
          required
        />
      )}
      <TextArea
        id={`${id}-remark`}
        label={t('withdrawal.remark')}
        {...limited('remark')}
        rows={3}
        value={values.remark}
        onChange={change('remark')}
      />
      <Button type="submit" block>
        {t('withdrawal.review')}
      </Button>
    </form>
  );
}
