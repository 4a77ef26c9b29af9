/** Exposed as `remote_selection/select-items`: step 1 of 3, the shopper's orders and their items. */
export { SelectItemsPage as default } from './select-items-page';
