/**
 * One step of the flow, served by a remote. Loading shows the branded loading state; a remote that
 * cannot be loaded shows a branded fallback with a retry button while the shell keeps working.
 */
import { $shopConfig, useTranslation, useUnit } from '@portal/shared';
import { STEP_FRAMES } from '@portal/shared/page-frame';
import { buttonClass, LoadingState } from '@portal/shared/ui';
import { Suspense, useContext, useEffect, useState } from 'react';
import { prefetchNextStep } from './next-step';
import { forgetRemotePage, LoadedPages, remotePage } from './remote-page';
import { RemoteLoadError, type RemoteName } from './remote-registry';
import { StepBoundary } from './step-boundary';
import { StepErrorScreen } from './step-error-screen';
import { loadingStateShown } from './step-pending';

interface RemoteStepProps {
  remote: RemoteName;
  page: string;
}

/** Renders the page `page` of `remote`, with loading and failure states. */
export function RemoteStep({ remote, page }: RemoteStepProps) {
  const [attempt, setAttempt] = useState(0);
  // Not made here: a step entered by navigation would load again on every suspended render.
  const Page = useContext(LoadedPages)?.get(`${remote}/${page}`) ?? remotePage(remote, page);
  // React.lazy remembers a rejected load for ever: a retry forgets it and renders anew.
  const forget = () => forgetRemotePage(remote, page, Page);
  const retry = () => {
    forget();
    setAttempt((n) => n + 1);
  };
  return (
    <StepBoundary
      resetKeys={[remote, page, attempt]}
      fallback={(error) => <StepFallback error={error} onRetry={retry} onLeave={forget} />}
    >
      <Suspense fallback={<StepLoading />}>
        <Page />
        <NextStepPrefetch remote={remote} page={page} />
      </Suspense>
    </StepBoundary>
  );
}

let shown: () => void;
/**
 * Settles once a step is on screen: on a page the server rendered, its markup has been hydrated by then
 * (bootstrap.tsx reads the tab's kept values back only after it). A step that failed to load settles it
 * when it is tried again or another is shown.
 */
export const firstStepShown = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Shown with the step once its code is here: then, when the page is idle, the next step is fetched. */
function NextStepPrefetch({ remote, page }: RemoteStepProps) {
  useEffect(() => {
    shown();
    return prefetchNextStep({ remote, page });
  }, [remote, page]);
  return null;
}

// The server's first paint of the step the page opened on (host/server/skeleton.ts), taken before React
// empties `#root`: shown while the step's code loads, so the heading the shopper already sees stays
// where it is instead of giving way to a spinner and coming back. Only once: later steps load as usual.
let serverStep = typeof document === 'undefined' ? null : document.getElementById('rp-server-step');
const serverStepPath = typeof location === 'undefined' ? null : location.pathname;

function StepLoading() {
  const { t } = useTranslation();
  // The browser's address (a server render, which has none, never shows a loading state in its page).
  const pathname = typeof location === 'undefined' ? '' : location.pathname;
  // On screen, it says the step is on its way: the shell's progress bar need not.
  useEffect(loadingStateShown, []);
  // A guard that sent the shopper elsewhere (signed out: to `/`) must not show that step's heading.
  const kept = pathname === serverStepPath && serverStep;
  return kept ? (
    <div
      ref={(node) => {
        node?.append(kept);
        return () => {
          serverStep = null;
        };
      }}
    />
  ) : (
    <section aria-busy="true">
      <LoadingHeading pathname={pathname} />
      <LoadingState label={t('shell.loading')} />
    </section>
  );
}

/**
 * The page's h1 while its step loads, where the step's heading is known before its data (and its text is
 * here): the heading the step itself will show, so nothing changes when it comes.
 */
function LoadingHeading({ pathname }: { pathname: string }) {
  const { t, i18n } = useTranslation();
  const shop = useUnit($shopConfig)?.name;
  const heading = STEP_FRAMES[pathname]?.heading;
  if (!heading || !i18n.exists(heading)) return null;
  return (
    <h1 className="rp-page-heading" tabIndex={-1}>
      {t(heading, { shop })}
    </h1>
  );
}

interface StepFallbackProps {
  error: unknown;
  onRetry: () => void;
  /** Called when the failure screen goes away: the next visit of the step loads it anew. */
  onLeave: () => void;
}

function StepFallback({ error, onRetry, onLeave }: StepFallbackProps) {
  if (!(error instanceof RemoteLoadError)) return <StepErrorScreen error={error} />;
  return <RemoteUnavailable onRetry={onRetry} onLeave={onLeave} />;
}

function RemoteUnavailable({ onRetry, onLeave }: Omit<StepFallbackProps, 'error'>) {
  const { t } = useTranslation();
  // The callback of the render that failed: it forgets the failed page, never a newer one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on leaving, not on each render's new callback
  useEffect(() => onLeave, []);
  return (
    // The design system's card and button looks, without their components in the start-up chunk.
    <div role="alert">
      <section className="rp-card rp-step-fallback" aria-labelledby="rp-step-fallback-title">
        <h1 id="rp-step-fallback-title">{t('shell.step_failed_title')}</h1>
        <p>{t('shell.step_failed_body')}</p>
        <button type="button" className={buttonClass()} onClick={onRetry}>
          {t('shell.retry')}
        </button>
      </section>
    </div>
  );
}
