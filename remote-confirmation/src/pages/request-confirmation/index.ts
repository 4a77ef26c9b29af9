/** Exposed as `remote_confirmation/request-confirmation`: the request-submitted page (001 §2). */
export { RequestConfirmationPage as default } from './request-confirmation-page';
