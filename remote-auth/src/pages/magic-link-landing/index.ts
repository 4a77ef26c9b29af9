/** Exposed as `remote_auth/magic-link-landing`: the landing at `/login/magic-link` after the e-mailed link. */
export { MagicLinkLandingPage as default } from './magic-link-landing-page';
