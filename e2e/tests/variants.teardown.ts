/** Removes the remote variants `variants.setup.ts` built, once the infrastructure specs are done. */
import { test as teardown } from '@playwright/test';
import { removeRemoteVariant, VARIANTS } from '../support/remote-variant';

teardown('remove the remote variants', () => {
  for (const name of Object.values(VARIANTS)) removeRemoteVariant(name);
});
