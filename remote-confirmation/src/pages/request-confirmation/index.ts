/** Exposed as `remote_confirmation/request-confirmation`: the request-submitted page. */
export { RequestConfirmationPage as default } from './request-confirmation-page';
