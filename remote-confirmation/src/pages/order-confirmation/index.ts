/** Exposed as `remote_confirmation/order-confirmation`: the confirmation of both flows. */

/** What the page runs first in a server render: the first answer of the return its address names. */
export { confirmationStartedFx as pageStarted } from '../../model/confirmation-start';
export { OrderConfirmationPage as default } from './order-confirmation-page';
