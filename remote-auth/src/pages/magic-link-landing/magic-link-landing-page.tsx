/**
 * Landing after the e-mailed magic link: stores the device and consumer
 * ids and moves on, or shows why the link cannot be used. The query is anyone's to write: a consumer
 * id not of the platform's format is refused before it reaches an API URL, and the error text is
 * never shown as it is (model/magic-link-landing.ts).
 */
import {
  AppLink,
  Navigate,
  PageHeading,
  useGate,
  useSearchParams,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { Card, ErrorMessage } from '@portal/shared/ui';
import '../sign-in/sign-in.css';
import { $signedInByLink, landingError, MagicLinkLandingGate } from '../../model/magic-link-landing';

/** The landing page. */
export function MagicLinkLandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const consumerId = params.get('consumer_id');
  const deviceId = params.get('device_id');
  const error = params.get('error');
  const problem = landingError(error, consumerId);
  useGate(MagicLinkLandingGate, { consumerId, deviceId, error });
  const signedInByLink = useUnit($signedInByLink);

  if (signedInByLink) return <Navigate to="/select-items" replace />;
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
