/**
 * The accessibility statement in the shell (docs/design-system.md#the-accessibility-statement). The
 * host server renders it into the page's first paint (`host/server/statement.ts`), in the shop's
 * branding and language, so it reads the same without JavaScript; the shell only keeps that markup on
 * screen. Reached by the shell's own routing instead, with no server markup on the page, it asks the
 * server for the page.
 */
import { useTranslation } from '@portal/shared';
import { LoadingState } from '@portal/shared/ui';
import { useEffect } from 'react';

// Taken before React empties `#root`, as the steps' first paint is (remote-step.tsx). Kept: the shell
// coming back to the statement (Back after logging out) shows it again.
const served = typeof document === 'undefined' ? null : document.getElementById('rp-statement');

/** Keeps the server's statement on screen, or loads the page from the server. */
export function StatementPage({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!served) reload();
  }, [reload]);
  return served ? (
    <div
      ref={(node) => {
        if (node && served) node.append(served);
      }}
    />
  ) : (
    <LoadingState label={t('shell.loading')} />
  );
}
