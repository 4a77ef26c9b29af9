/** The error screen for the step error on the bus. */
import { $shopConfig, $stepError, Navigate, PageHeading, useTranslation, useUnit } from '@portal/shared';
import { type ErrorKind, errorKind } from './error-kind';

const MESSAGE_KEYS: Record<Exclude<ErrorKind, 'sign-in'>, string> = {
  'internal-server-error': 'error_screen.internal_server_error',
  'server-down': 'error_screen.server_down',
  'malformed-answer': 'error_screen.malformed_answer',
  generic: 'error_screen.generic',
};

/** The error-screen page. */
export function ErrorScreenPage() {
  const { t } = useTranslation();
  const [error, config] = useUnit([$stepError, $shopConfig]);
  const kind = errorKind(error);
  if (kind === 'sign-in') return <Navigate to="/" replace />;
  const supportEmail = config?.customizations.shopSupportEmail || config?.supportEmail;
  return (
    <section className="rp-step-fallback" role="alert">
      <PageHeading>{t(MESSAGE_KEYS[kind])}</PageHeading>
      {supportEmail && (
        <a className="rp-button" href={`mailto:${supportEmail}`}>
          {t('error_screen.contact_support')}
        </a>
      )}
    </section>
  );
}
