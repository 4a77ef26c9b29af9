/**
 * One step of the flow, served by a remote. Loading shows the branded loading state; a remote that
 * cannot be loaded shows a branded fallback with a retry button while the shell keeps working.
 */
import { useTranslation } from '@portal/shared';
import { buttonClass, LoadingState } from '@portal/shared/ui';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { loadRemotePage, RemoteLoadError, type RemoteName } from './remote-registry';
import { StepBoundary } from './step-boundary';
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
    <StepBoundary
      resetKeys={[remote, page, attempt]}
      fallback={(error) => <StepFallback error={error} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<StepLoading />}>
        <Page />
      </Suspense>
    </StepBoundary>
  );
}

function StepLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('shell.loading')} />;
}

function StepFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!(error instanceof RemoteLoadError)) return <StepErrorScreen error={error} />;
  return <RemoteUnavailable onRetry={onRetry} />;
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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
