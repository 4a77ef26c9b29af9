/** Exposed as `remote_auth/sign-in`: the sign-in screen at `/` and `/magic-link`. */
export { SignInPage as default } from './sign-in-page';
