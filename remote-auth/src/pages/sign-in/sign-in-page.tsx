/**
 * The two-sided sign-in screen: the shop's image on one side, the
 * order-number form (or the magic-link form) on the other.
 */
import { $shopConfig, PageHeading, useLocation, useNavigate, useTranslation, useUnit } from '@portal/shared';
import { Button, LoadingState } from '@portal/shared/ui';
import { lazy, Suspense } from 'react';
import { signInImagePosition } from '../../model/sign-in-image';
import './sign-in.css';
import { OrderNumberForm } from '../../features/order-number-form/order-number-form';

// Most shoppers sign in with their order number: the magic-link form is fetched when asked for.
const MagicLinkForm = lazy(() =>
  import('../../features/magic-link-form/magic-link-form').then((module) => ({
    default: module.MagicLinkForm,
  })),
);

/** The sign-in page, at `/` and (magic-link form) at `/magic-link`. */
export function SignInPage() {
  const config = useUnit($shopConfig);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (!config) return null;

  const magicLinkEnabled = config.customizations.magicLinkEnabled;
  const showMagicLink = magicLinkEnabled && pathname === '/magic-link';

  return (
    <div className="rp-sign-in">
      {config.loginLeftSideImageUrl && (
        // Decorative: the shop's mood picture says nothing the page does not. The host server renders
        // the same element in the first paint (host/server/skeleton.ts), so nothing moves.
        <img
          className="rp-sign-in__image"
          src={config.loginLeftSideImageUrl}
          alt=""
          // Lazy: phones, which do not show it, then never fetch it; larger screens preload it.
          loading="lazy"
          fetchPriority="high"
          style={{ objectPosition: signInImagePosition(config.leftSideImageBackgroundPosition) }}
        />
      )}
      <div className="rp-sign-in__form">
        <PageHeading>{t('login.title', { shop: config.name })}</PageHeading>
        {showMagicLink ? (
          <Suspense fallback={<LoadingState label={t('shell.loading')} />}>
            <MagicLinkForm config={config} />
          </Suspense>
        ) : (
          <OrderNumberForm config={config} />
        )}
        {magicLinkEnabled && (
          <Button
            variant="link"
            className="rp-switch-form"
            onClick={() => navigate({ pathname: showMagicLink ? '/' : '/magic-link', search })}
          >
            {showMagicLink ? t('login.magic_link.switch_back') : t('login.magic_link.switch')}
          </Button>
        )}
      </div>
    </div>
  );
}
