/** The shell's header: shop logo (or name), slice badge, language switcher and logout. */
import {
  $consumerId,
  endSessionFx,
  loggedOut,
  offeredLanguages,
  type ShopConfig,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { LanguageSwitcher } from '../features/language-dialog/language-switcher';
import { DemoBanner } from './demo-banner';
import { SliceBadge } from './slice-badge';

interface HeaderProps {
  config: ShopConfig;
  language: string;
}

/** The top of every page. */
export function Header({ config, language }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={`rp-header${config.logoCentered ? ' rp-header--centered' : ''}`}>
      <DemoBanner />
      <div className="rp-header__bar">
        {config.defaultLogo || !config.logoUrl ? (
          // Without a logo of its own the shop's name is the page's first heading.
          <h2 className="rp-shop-name rp-header__brand-slot">
            <a className="rp-header__brand" href={config.url || '/'}>
              {config.name}
            </a>
          </h2>
        ) : (
          <a className="rp-header__brand rp-header__brand-slot" href={config.url || '/'}>
            <img className="rp-logo" src={config.logoUrl} alt={config.name} />
          </a>
        )}
        <div className="rp-header__tools">
          <SliceBadge slice={config.platformSlice} />
          <LanguageSwitcher locales={offeredLanguages(config.locales)} current={language} />
          <LogoutButton label={t('shell.logout')} />
        </div>
      </div>
    </header>
  );
}

function LogoutButton({ label }: { label: string }) {
  const [consumerId, endSession, logOut] = useUnit([$consumerId, endSessionFx, loggedOut]);
  const navigate = useNavigate();
  if (!consumerId) return null;
  const logout = async () => {
    // The server session ends too; the portal forgets the shopper even if that call fails.
    await endSession();
    logOut();
    navigate('/');
  };
  return (
    <button type="button" className="rp-button rp-button--link" onClick={logout}>
      {label}
    </button>
  );
}
