/** Exposed as `remote_auth/withdrawal`: the EU withdrawal function at `/withdraw`, without signing in. */
export { WithdrawalPage as default } from './withdrawal-page';
