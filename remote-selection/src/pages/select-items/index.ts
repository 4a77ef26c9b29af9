/** Exposed as `remote_selection/select-items`: step 1 of 3, the shopper's orders and their items. */

/** What the page runs when it opens: the host server runs it before it renders the page. */
export { selectItemsEntered as pageStarted } from '../../model/select-items';
export { SelectItemsPage as default } from './select-items-page';
