import { mountHarness } from '@portal/shared/harness';
import { ConfirmItemsPage } from './pages/confirm-items/confirm-items-page';
import { SelectItemsPage } from './pages/select-items/select-items-page';

void mountHarness('remote-selection', [
  { path: '/select-items', label: 'Select items', Page: SelectItemsPage },
  { path: '/confirm-items', label: 'Confirm items', Page: ConfirmItemsPage },
]);
