/** Exposed as `remote_confirmation/order-confirmation`: the confirmation of both flows (001 §2). */
export { OrderConfirmationPage as default } from './order-confirmation-page';
