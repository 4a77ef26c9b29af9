/**
 * Landing after the e-mailed magic link (000 §2 "Magic-link landing"): stores the device and consumer
 * ids and moves on, or shows the error the link carried.
 */
import {
  AppLink,
  ErrorMessage,
  PageHeading,
  purchasesCacheInvalidated,
  setDeviceId,
  signedIn,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@portal/shared';
import { useEffect } from 'react';

/** The landing page. */
export function MagicLinkLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const error = params.get('error');
  const consumerId = params.get('consumer_id');
  const deviceId = params.get('device_id');

  useEffect(() => {
    if (error || !consumerId) return;
    if (deviceId) setDeviceId(deviceId);
    signedIn(consumerId);
    purchasesCacheInvalidated();
    navigate('/select-items', { replace: true });
  }, [error, consumerId, deviceId, navigate]);

  if (!error && consumerId) return null;
  return (
    <section className="rp-card">
      <PageHeading>{t('login.magic_link.title')}</PageHeading>
      <ErrorMessage>{t('login.magic_link.error', { code: error ?? 'missing_consumer_id' })}</ErrorMessage>
      <p>
        <AppLink to="/magic-link">{t('login.magic_link.back')}</AppLink>
      </p>
    </section>
  );
}
