/** The route guard (docs/business-rules.md#route-guard): without a consumer id only the sign-in pages are open (demo mode excepted). */
import { $consumerId, $isDemo, Navigate, useLocation, useUnit } from '@portal/shared';
import type { ReactNode } from 'react';

/** Renders `children` when the shopper is signed in or in demo mode, otherwise goes to `/`. */
export function RequireConsumer({ children }: { children: ReactNode }) {
  const [consumerId, isDemo] = useUnit([$consumerId, $isDemo]);
  const location = useLocation();
  if (!consumerId && !isDemo) return <Navigate to={{ pathname: '/', search: location.search }} replace />;
  return children;
}
