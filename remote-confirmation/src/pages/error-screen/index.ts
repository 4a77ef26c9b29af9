/** Exposed as `remote_confirmation/error-screen`: shows the step error on the bus (001 §2 "Error screens"). */
export { ErrorScreenPage as default } from './error-screen-page';
