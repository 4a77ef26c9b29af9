/**
 * The route table of both documents' section 2. Each step is a page of a remote; the host only
 * decides which one and guards it.
 */
import { Navigate, Route, Routes, useLocation } from '@portal/shared';
import { RemoteStep } from '../features/remote-step/remote-step';
import { RequireConsumer } from './guards';

/** Any other path goes to `/`, keeping the query string. */
function ToSignIn() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

/** `/{lang}/magic-link` is an old link shape: the language is chosen with the cookie instead. */
function ToMagicLink() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/magic-link', search }} replace />;
}

const guarded = (element: React.ReactElement) => <RequireConsumer>{element}</RequireConsumer>;

const orderConfirmation = guarded(<RemoteStep remote="remote_confirmation" page="order-confirmation" />);

/** Every route of the portal. */
export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RemoteStep remote="remote_auth" page="sign-in" />} />
      <Route path="/magic-link" element={<RemoteStep remote="remote_auth" page="sign-in" />} />
      <Route path="/:lang/magic-link" element={<ToMagicLink />} />
      <Route
        path="/login/magic-link"
        element={<RemoteStep remote="remote_auth" page="magic-link-landing" />}
      />
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
      <Route path="*" element={<ToSignIn />} />
    </Routes>
  );
}
