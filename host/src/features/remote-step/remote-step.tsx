/**
 * One step of the flow, served by a remote. Loading shows the branded loading state; a remote that
 * cannot be loaded shows a branded fallback with a retry button while the shell keeps working.
 */
import { LoadingState, useTranslation } from '@portal/shared';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { loadRemotePage, RemoteLoadError, type RemoteName } from './remote-registry';
import { StepErrorScreen } from './step-error-screen';

interface RemoteStepProps {
  remote: RemoteName;
  page: string;
}

/** Renders the page `page` of `remote`, with loading and failure states. */
export function RemoteStep({ remote, page }: RemoteStepProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy remembers a rejected load forever.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to force a new load
  const Page = useMemo<ComponentType>(
    () => lazy(() => loadRemotePage(remote, page)),
    [remote, page, attempt],
  );
  return (
    <ErrorBoundary
      resetKeys={[remote, page, attempt]}
      fallbackRender={(props) => <StepFallback {...props} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<StepLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

function StepLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('shell.loading')} />;
}

function StepFallback({ error, onRetry }: FallbackProps & { onRetry: () => void }) {
  if (!(error instanceof RemoteLoadError)) return <StepErrorScreen error={error} />;
  return <RemoteUnavailable onRetry={onRetry} />;
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="rp-step-fallback" role="alert" aria-labelledby="rp-step-fallback-title">
      <h1 id="rp-step-fallback-title">{t('shell.step_failed_title')}</h1>
      <p>{t('shell.step_failed_body')}</p>
      <button type="button" className="rp-button" onClick={onRetry}>
        {t('shell.retry')}
      </button>
    </section>
  );
}
