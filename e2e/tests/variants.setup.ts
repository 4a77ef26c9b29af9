/**
 * Builds, once per run, the copies of remote-confirmation the infrastructure specs publish and serve
 * (e2e/support/remote-variant.ts): two rspack builds that each spec used to make for itself.
 */
import { test as setup } from '@playwright/test';
import {
  buildAgainstNewerShared,
  buildRemoteVariant,
  CHANGED_MARK,
  VARIANTS,
} from '../support/remote-variant';

setup('build the remote variants', () => {
  setup.setTimeout(180_000);
  buildRemoteVariant(
    VARIANTS.changedMark,
    'remote-confirmation',
    `.rp-status-panel__mark { background: ${CHANGED_MARK}; }`,
  );
  buildAgainstNewerShared(
    VARIANTS.newerShared,
    'remote-confirmation',
    'src/pages/order-confirmation/index.ts',
  );
});
