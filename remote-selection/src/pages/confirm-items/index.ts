/** Exposed as `remote_selection/confirm-items`: the summary of the chosen returns and exchanges. */
export { ConfirmItemsPage as default } from './confirm-items-page';
