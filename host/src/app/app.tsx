/** The shell: header, the current step, and the error screen when a step fails. */
import {
  $stepError,
  BrowserRouter,
  type ShopConfig,
  stepErrorCleared,
  useLocation,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { appFrameClass } from '@portal/shared/page-frame';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { RemoteStep } from '../features/remote-step/remote-step';
import { Header } from '../shell/header';
import { NavigationProgress } from '../shell/navigation-progress';
import { PortalRoutes } from './routes';
import { startStepData } from './step-data';

interface AppProps {
  config: ShopConfig;
  language: string;
  /** The router: the browser's by default; the server render's knows the one location it renders. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The whole portal. */
export function App({ config, language, Router = BrowserRouter }: AppProps) {
  const { t } = useTranslation();
  return (
    <Router>
      <a className="rp-skip-link" href="#main">
        {t('shell.skip_to_content')}
      </a>
      <NavigationProgress />
      <Frame>
        <Header config={config} language={language} />
        <main id="main" className="rp-main" tabIndex={-1}>
          <CurrentStep />
        </main>
      </Frame>
    </Router>
  );
}

// The path the server painted this page for: the frame it drew (host/server/skeleton.ts). On the server
// itself there is no other path than the one rendered.
const servedPath = typeof location === 'undefined' ? null : location.pathname;

/** The frame of the page, as the server drew it (`@portal/shared/page-frame`). */
function Frame({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  return <div className={appFrameClass(pathname, servedPath ?? pathname)}>{children}</div>;
}

function CurrentStep() {
  const [stepError, clearStepError] = useUnit([$stepError, stepErrorCleared]);
  const { pathname } = useLocation();
  // An error belongs to the step it happened on: moving on forgets it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    clearStepError();
  }, [pathname]);
  // The step's data starts now, while its remote's code is still on its way.
  useEffect(() => startStepData(pathname), [pathname]);
  if (stepError) return <RemoteStep remote="remote_confirmation" page="error-screen" />;
  return <PortalRoutes />;
}
