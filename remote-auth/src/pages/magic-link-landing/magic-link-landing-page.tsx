/**
 * Landing after the e-mailed magic link (000 §2 "Magic-link landing"): stores the device and consumer
 * ids and moves on, or shows why the link cannot be used. The query is anyone's to write: a consumer
 * id not of the platform's format is refused before it reaches an API URL, and the error text is
 * never shown as it is (model/magic-link-landing.ts).
 */
import {
  AppLink,
  PageHeading,
  purchasesCacheInvalidated,
  setDeviceId,
  signedIn,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@portal/shared';
import { Card, ErrorMessage } from '@portal/shared/ui';
import { useEffect } from 'react';
import '../sign-in/sign-in.css';
import { isPlatformId, landingError } from '../../model/magic-link-landing';

/** The landing page. */
export function MagicLinkLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const consumerId = params.get('consumer_id');
  const deviceId = params.get('device_id');
  const problem = landingError(params.get('error'), consumerId);

  useEffect(() => {
    if (problem || !consumerId) return;
    // A device id of another format is left out; a new one is made when needed.
    if (isPlatformId(deviceId)) setDeviceId(deviceId);
    signedIn(consumerId);
    purchasesCacheInvalidated();
    navigate('/select-items', { replace: true });
  }, [problem, consumerId, deviceId, navigate]);

  if (!problem) return null;
  return (
    <Card as="section" className="rp-landing">
      <PageHeading>{t('login.magic_link.title')}</PageHeading>
      <ErrorMessage>{t(problem)}</ErrorMessage>
      <p>
        <AppLink className="rp-link" to="/magic-link">
          {t('login.magic_link.back')}
        </AppLink>
      </p>
    </Card>
  );
}
