/** Exposed as `remote_confirmation/error-screen`: shows the step error on the bus (docs/business-rules.md#error-screens). */
export { ErrorScreenPage as default } from './error-screen-page';
