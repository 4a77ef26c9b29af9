/**
 * The portal's apps as the release domain knows them: the four remotes (steps), each with its Module
 * Federation name, package folder, the host server's variable that can move it, and the pages the
 * host loads from it. A release must expose every one of those pages (the pre-flight checks).
 */

/** The four remotes, in the order the host lists them. */
export const REMOTES = [
  {
    name: 'remote_auth',
    app: 'remote-auth',
    env: 'REMOTE_AUTH_ENTRY',
    pages: ['sign-in', 'magic-link-landing', 'withdrawal'],
  },
  {
    name: 'remote_selection',
    app: 'remote-selection',
    env: 'REMOTE_SELECTION_ENTRY',
    pages: ['select-items', 'confirm-items'],
  },
  { name: 'remote_carriers', app: 'remote-carriers', env: 'REMOTE_CARRIERS_ENTRY', pages: ['carriers'] },
  {
    name: 'remote_confirmation',
    app: 'remote-confirmation',
    env: 'REMOTE_CONFIRMATION_ENTRY',
    pages: ['order-confirmation', 'request-confirmation', 'error-screen'],
  },
] as const;

/** Every app the host server serves under `/apps/{app}/{version}/`. */
export const APPS = ['host', ...REMOTES.map((remote) => remote.app)] as const;
