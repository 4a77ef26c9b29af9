/** Exposed as `remote_carriers/carriers`: step 2 of 3, the carrier choice. */
export { CarriersPage as default } from './carriers-page';
