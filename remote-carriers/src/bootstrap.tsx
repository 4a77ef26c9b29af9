import { mountHarness } from '@portal/shared/harness';
import { CarriersPage } from './pages/carriers/carriers-page';

void mountHarness('remote-carriers', [{ path: '/carriers', label: 'Carriers', Page: CarriersPage }]);
