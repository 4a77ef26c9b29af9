/** Exposed as `remote_carriers/carriers`: step 2 of 3, the carrier choice. */

/**
 * What the host server runs before it renders the page (the draft flow's selection, draft and toggles,
 * read from the platform); the page's gate then finds them in the scope the browser hydrated.
 */
export { carriersRequested as pageStarted } from '../../model/carriers-draft';
export { CarriersPage as default } from './carriers-page';
