/** Exposed as `remote_selection/confirm-items`: the summary of the chosen returns and exchanges. */

/**
 * What the host server runs before it renders the page (the draft flow's selection, read from the
 * platform); the page's gate then finds the draft in the scope the browser hydrated.
 */
export { confirmItemsRequested as pageStarted } from '../../model/draft-selection';
export { ConfirmItemsPage as default } from './confirm-items-page';
