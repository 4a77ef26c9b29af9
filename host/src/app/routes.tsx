/**
 * The route table of both documents' section 2. Each step is a page of a remote; the host only
 * decides which one and guards it.
 */
import { Navigate, type RouteObject, useLocation, useRoutes } from '@portal/shared';
import { ACCESSIBILITY_PATH } from '@portal/shared/accessibility';
import { RemoteStep } from '../features/remote-step/remote-step';
import { StatementPage } from '../features/statement/statement-page';
import { RequireConsumer } from './guards';

/**
 * A redirect to `to` that keeps the query string: any other path goes to `/`, and `/{lang}/magic-link`,
 * an old link shape, to `/magic-link` (the language is chosen with the cookie instead).
 */
function KeepQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

const guarded = (element: React.ReactElement) => <RequireConsumer>{element}</RequireConsumer>;

const orderConfirmation = guarded(<RemoteStep remote="remote_confirmation" page="order-confirmation" />);

const signIn = <RemoteStep remote="remote_auth" page="sign-in" />;

/** Every route of the portal (react-router ranks them: a fixed path wins over a pattern it also fits). */
const ROUTES: RouteObject[] = [
  { path: '/', element: signIn },
  { path: '/magic-link', element: signIn },
  { path: '/login/magic-link', element: <RemoteStep remote="remote_auth" page="magic-link-landing" /> },
  { path: '/:lang/magic-link', element: <KeepQuery to="/magic-link" /> },
  { path: '/withdraw', element: <RemoteStep remote="remote_auth" page="withdrawal" /> },
  { path: ACCESSIBILITY_PATH, element: <StatementPage /> },
  { path: '/select-items', element: guarded(<RemoteStep remote="remote_selection" page="select-items" />) },
  { path: '/confirm-items', element: guarded(<RemoteStep remote="remote_selection" page="confirm-items" />) },
  { path: '/carriers', element: guarded(<RemoteStep remote="remote_carriers" page="carriers" />) },
  { path: '/order-confirmation', element: orderConfirmation },
  { path: '/order-confirmation/:quoteUuid', element: orderConfirmation },
  { path: '/:lang/order-confirmation', element: orderConfirmation },
  { path: '/:lang/order-confirmation/:quoteUuid', element: orderConfirmation },
  {
    path: '/request-confirmation',
    element: guarded(<RemoteStep remote="remote_confirmation" page="request-confirmation" />),
  },
  { path: '*', element: <KeepQuery to="/" /> },
];

/** The step at the current path. */
export function PortalRoutes() {
  return useRoutes(ROUTES);
}
