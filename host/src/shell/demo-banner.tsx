/** The shell's banner shown while demo mode is on (docs/business-rules.md#demo-mode). */
import { $isDemo, demoExited, useNavigate, useTranslation, useUnit } from '@portal/shared';

/** Shows the demo notice and the way out of demo mode. */
export function DemoBanner() {
  const [isDemo, exitDemo] = useUnit([$isDemo, demoExited]);
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!isDemo) return null;
  return (
    <div className="rp-demo-banner">
      <p>{t('shell.demo_banner')}</p>
      <button
        type="button"
        className="rp-button rp-button--secondary"
        onClick={() => {
          exitDemo();
          navigate('/');
        }}
      >
        {t('shell.exit_demo')}
      </button>
    </div>
  );
}
