/**
 * Demo sign-in (docs/business-rules.md#demo-mode): a fixed test order number, any e-mail, no network. The demo adapter
 * answers the sign-in call after 500 ms.
 */
import { registerDemoHandler } from '@portal/shared';

/** The order number demo mode accepts. */
export const DEMO_ORDER_NUMBER = 'DEMO-1001';
/** The e-mail address the demo hint suggests. */
export const DEMO_EMAIL = 'demo@returns-portal.example';
/** The consumer id of the demo shopper. */
export const DEMO_CONSUMER_ID = 'demo-consumer';

registerDemoHandler({ method: 'POST', path: '/api/v0/auth/consumer' }, () => ({ id: DEMO_CONSUMER_ID }));
registerDemoHandler({ method: 'POST', path: '/api/v0/auth/magic-link' }, () => undefined);
