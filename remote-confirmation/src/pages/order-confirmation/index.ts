/** Exposed as `remote_confirmation/order-confirmation`: the confirmation of both flows. */
export { OrderConfirmationPage as default } from './order-confirmation-page';
