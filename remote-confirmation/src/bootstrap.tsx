import { mountHarness } from '@portal/shared/harness';
import { ErrorScreenPage } from './pages/error-screen/error-screen-page';
import { OrderConfirmationPage } from './pages/order-confirmation/order-confirmation-page';
import { RequestConfirmationPage } from './pages/request-confirmation/request-confirmation-page';

void mountHarness('remote-confirmation', [
  { path: '/order-confirmation', label: 'Order confirmation', Page: OrderConfirmationPage },
  { path: '/request-confirmation', label: 'Request confirmation', Page: RequestConfirmationPage },
  { path: '/error', label: 'Error screen', Page: ErrorScreenPage },
]);
