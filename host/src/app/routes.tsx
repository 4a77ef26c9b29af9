/**
 * The route table of both documents' section 2. Each step is a page of a remote; the host only
 * decides which one and guards it.
 */
import { Navigate, Route, Routes, useLocation } from '@portal/shared';
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

/** Every route of the portal. The first that matches wins: a fixed path before a pattern it also fits. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteStep remote="remote_auth" page="sign-in" />} />
      <Route path="/magic-link" element={<RemoteStep remote="remote_auth" page="sign-in" />} />
      <Route
        path="/login/magic-link"
        element={<RemoteStep remote="remote_auth" page="magic-link-landing" />}
      />
      <Route path="/:lang/magic-link" element={<KeepQuery to="/magic-link" />} />
      <Route path="/withdraw" element={<RemoteStep remote="remote_auth" page="withdrawal" />} />
      <Route path={ACCESSIBILITY_PATH} element={<StatementPage />} />
      <Route
        path="/select-items"
        element={guarded(<RemoteStep remote="remote_selection" page="select-items" />)}
      />
      <Route
        path="/confirm-items"
        element={guarded(<RemoteStep remote="remote_selection" page="confirm-items" />)}
      />
      <Route path="/carriers" element={guarded(<RemoteStep remote="remote_carriers" page="carriers" />)} />
      <Route path="/order-confirmation" element={orderConfirmation} />
      <Route path="/order-confirmation/:quoteUuid" element={orderConfirmation} />
      <Route path="/:lang/order-confirmation" element={orderConfirmation} />
      <Route path="/:lang/order-confirmation/:quoteUuid" element={orderConfirmation} />
      <Route
        path="/request-confirmation"
        element={guarded(<RemoteStep remote="remote_confirmation" page="request-confirmation" />)}
      />
      <Route path="*" element={<KeepQuery to="/" />} />
    </Routes>
  );
}
