/** The magic-link form: one e-mail field; the link arrives by e-mail. */
import { type ShopConfig, useTranslation, useUnit } from '@portal/shared';
import { isEmail } from '@portal/shared/email';
import { Alert, Button, ErrorMessage, TextField } from '@portal/shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { $confirmationVisible, $failure, $sending, magicLinkRequested } from '../../model/magic-link-request';
import { $typedEmail, emailTyped } from '../../model/typed-email';

/** The form, or the confirmation while it shows. */
export function MagicLinkForm({ config }: { config: ShopConfig }) {
  const { t, i18n } = useTranslation();
  const [confirmationVisible, failure, sending, typedEmail, typeEmail, requestMagicLink] = useUnit([
    $confirmationVisible,
    $failure,
    $sending,
    $typedEmail,
    emailTyped,
    magicLinkRequested,
  ]);
  const [email, setEmail] = useState(typedEmail);
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const label = t('login.email');
  const trimmed = email.trim();
  const error = !trimmed
    ? t('errors.required', { field: label })
    : !isEmail(trimmed)
      ? t('errors.incorrect', { field: label })
      : null;

  if (confirmationVisible) {
    return <Alert tone="success">{t('login.magic_link.sent')}</Alert>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) {
      input.current?.focus();
      return;
    }
    if (!sending) requestMagicLink({ email: trimmed, locale: i18n.language, storeId: config.id });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.magic_link.title')} aria-busy={sending}>
      <p>{t('login.magic_link.intro')}</p>
      <TextField
        id={`${id}-email`}
        ref={input}
        label={label}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          typeEmail(event.target.value);
        }}
        onBlur={() => setTouched(true)}
        error={touched ? error : null}
      />
      {failure && <ErrorMessage>{'key' in failure ? t(failure.key) : failure.text}</ErrorMessage>}
      <Button type="submit" block busy={sending} busyLabel={t('login.magic_link.sending')}>
        {t('login.magic_link.submit')}
      </Button>
    </form>
  );
}
