/** A badge naming the platform slice, for support staff: on `?showSlice` or on a staging host. */
import { useLocation, useTranslation } from '@portal/shared';

/** True on hosts whose name has a `staging` label, e.g. `shop.staging.example.com`. */
export const isStagingHost = (hostname: string) => hostname.split('.').some((label) => label === 'staging');

/** Renders the badge when asked for. */
export function SliceBadge({ slice }: { slice: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const show = new URLSearchParams(search).has('showSlice') || isStagingHost(window.location.hostname);
  if (!show) return null;
  return <span className="rp-slice-badge">{t('shell.slice_badge', { slice })}</span>;
}
