/**
 * A confirmation link of another sign-in's return (the platform answered 403): said on the page, with
 * the two ways on: log out (to sign in with that return's order) or back to the shopper's own orders.
 */
import { AppLink, endSessionFx, loggedOut, useNavigate, useTranslation, useUnit } from '@portal/shared';
import { Button, buttonClass } from '@portal/shared/ui';
import { StatusPanel } from '../../ui/status-panel';

/** The panel. */
export function AnotherSignInPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [endSession, forgetShopper] = useUnit([endSessionFx, loggedOut]);
  // As the shell's log-out: the session ends, and the portal forgets the shopper even if that call fails.
  const logOut = async () => {
    await endSession();
    forgetShopper();
    navigate('/');
  };
  return (
    <div role="alert">
      <StatusPanel tone="error" title={t('order_confirmation.another_sign_in.title')}>
        <p>{t('order_confirmation.another_sign_in.text')}</p>
        <div className="rp-button-row">
          <Button onClick={logOut}>{t('shell.logout')}</Button>
          <AppLink className={buttonClass({ variant: 'secondary' })} to="/select-items">
            {t('order_confirmation.another_sign_in.back')}
          </AppLink>
        </div>
      </StatusPanel>
    </div>
  );
}
