/** Exposed as `remote_carriers/carriers`: step 2 of 3, the carrier choice (001 §2 "Carriers screen"). */
export { CarriersPage as default } from './carriers-page';
