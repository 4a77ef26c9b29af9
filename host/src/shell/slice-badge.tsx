/** A badge naming the platform slice, for support staff: on `?showSlice` or on a staging host. */
import { useLocation, useTranslation } from '@portal/shared';
import { useSyncExternalStore } from 'react';

/** True on hosts whose name has a `staging` label, e.g. `shop.staging.example.com`. */
export const isStagingHost = (hostname: string) => hostname.split('.').some((label) => label === 'staging');

/** Renders the badge when asked for. */
export function SliceBadge({ slice }: { slice: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  // The host name is the browser's: a server render (and so the hydration) shows the badge on `?showSlice` only.
  const staging = useSyncExternalStore(
    noChanges,
    () => isStagingHost(window.location.hostname),
    () => false,
  );
  const show = new URLSearchParams(search).has('showSlice') || staging;
  if (!show) return null;
  return <span className="rp-slice-badge">{t('shell.slice_badge', { slice })}</span>;
}

// A page's host name never changes while it is open.
const noChanges = () => () => undefined;
