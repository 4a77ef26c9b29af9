/** The error screen for the step error on the bus. */
import {
  $consumerId,
  $shopConfig,
  $stepError,
  errorCodeOf,
  isHttpError,
  signInErrorStored,
  stepErrorCleared,
  stepRetried,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { Button, buttonClass } from '@portal/shared/ui';
import { useEffect } from 'react';
import { StatusPanel } from '../../ui/status-panel';
import { type ErrorKind, errorKind } from './error-kind';

const MESSAGE_KEYS: Record<Exclude<ErrorKind, 'sign-in'>, string> = {
  'internal-server-error': 'error_screen.internal_server_error',
  'server-down': 'error_screen.server_down',
  'malformed-answer': 'error_screen.malformed_answer',
  generic: 'error_screen.generic',
};

/** The error-screen page: the message for the error, "Try again" (the failed step in place) and "Contact support". */
export function ErrorScreenPage() {
  const { t } = useTranslation();
  const [error, config, consumerId] = useUnit([$stepError, $shopConfig, $consumerId]);
  const [storeSignInError, retry, clearError] = useUnit([signInErrorStored, stepRetried, stepErrorCleared]);
  const kind = errorKind(error);
  const navigate = useNavigate();
  useEffect(() => {
    if (kind !== 'sign-in') return;
    // The sign-in page shows what went wrong (the error is stored, then the start page).
    const code = isHttpError(error) ? errorCodeOf(error.data) : null;
    if (code) storeSignInError(code);
    navigate('/', { replace: true });
  }, [kind, error, navigate, storeSignInError]);
  if (kind === 'sign-in') return null;
  const supportEmail = config?.customizations.shopSupportEmail || config?.supportEmail;
  return (
    <div role="alert">
      <StatusPanel tone="error" title={t(MESSAGE_KEYS[kind])}>
        <div className="rp-button-row">
          {/* The step mounts again in place and asks again; the selection stays on the bus. */}
          <Button onClick={() => retry()}>{t('error_screen.try_again')}</Button>
          {supportEmail && (
            <a className={buttonClass({ variant: 'secondary' })} href={`mailto:${supportEmail}`}>
              {t('error_screen.contact_support')}
            </a>
          )}
          {/* A way back that never depends on the failed step: the orders, or the start. */}
          <Button
            variant="link"
            onClick={() => {
              clearError();
              navigate(consumerId ? '/select-items' : '/');
            }}
          >
            {t('error_screen.back')}
          </Button>
        </div>
      </StatusPanel>
    </div>
  );
}
