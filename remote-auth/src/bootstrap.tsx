import { mountHarness } from '@portal/shared/harness';
import { MagicLinkLandingPage } from './pages/magic-link-landing/magic-link-landing-page';
import { SignInPage } from './pages/sign-in/sign-in-page';
import { WithdrawalPage } from './pages/withdrawal/withdrawal-page';

void mountHarness('remote-auth', [
  { path: '/', label: 'Sign-in', Page: SignInPage },
  { path: '/magic-link', label: 'Magic link', Page: SignInPage },
  { path: '/login/magic-link', label: 'Magic-link landing', Page: MagicLinkLandingPage },
  { path: '/withdraw', label: 'Withdrawal', Page: WithdrawalPage },
]);
