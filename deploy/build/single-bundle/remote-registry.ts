/**
 * The single-bundle build's stand-in for the host's remote registry
 * (host/src/features/remote-step/remote-registry.ts): the same exports, but every remote page is a
 * chunk of the host's own build, imported directly instead of through Module Federation. The build
 * swaps it in (rspack.config.ts beside this file), so the application code is not forked and the two
 * builds differ only by the price of federation.
 */
import { loadFlowTexts } from '@portal/shared';
import type { ComponentType } from 'react';

/** The Module Federation names of the four remotes (as the host's registry spells them). */
export type RemoteName = 'remote_auth' | 'remote_selection' | 'remote_carriers' | 'remote_confirmation';

type PageModule = { default: ComponentType };

/**
 * Every page the remotes expose (their rspack.config.ts `exposes`), one chunk each, named `page-…`
 * so the host's main chunk leaves their libraries alone (rspack.config.ts). A test checks the
 * list against the remotes' configurations.
 */
export const PAGES: Record<string, () => Promise<PageModule>> = {
  'remote_auth/sign-in': () =>
    import(/* webpackChunkName: "page-auth-sign-in" */ '../../../remote-auth/src/pages/sign-in/index.ts'),
  'remote_auth/magic-link-landing': () =>
    import(
      /* webpackChunkName: "page-auth-magic-link-landing" */ '../../../remote-auth/src/pages/magic-link-landing/index.ts'
    ),
  'remote_auth/withdrawal': () =>
    import(
      /* webpackChunkName: "page-auth-withdrawal" */ '../../../remote-auth/src/pages/withdrawal/index.ts'
    ),
  'remote_selection/select-items': () =>
    import(
      /* webpackChunkName: "page-selection-select-items" */ '../../../remote-selection/src/pages/select-items/index.ts'
    ),
  'remote_selection/confirm-items': () =>
    import(
      /* webpackChunkName: "page-selection-confirm-items" */ '../../../remote-selection/src/pages/confirm-items/index.ts'
    ),
  'remote_carriers/carriers': () =>
    import(
      /* webpackChunkName: "page-carriers-carriers" */ '../../../remote-carriers/src/pages/carriers/index.ts'
    ),
  'remote_confirmation/order-confirmation': () =>
    import(
      /* webpackChunkName: "page-confirmation-order-confirmation" */ '../../../remote-confirmation/src/pages/order-confirmation/index.ts'
    ),
  'remote_confirmation/request-confirmation': () =>
    import(
      /* webpackChunkName: "page-confirmation-request-confirmation" */ '../../../remote-confirmation/src/pages/request-confirmation/index.ts'
    ),
  'remote_confirmation/error-screen': () =>
    import(
      /* webpackChunkName: "page-confirmation-error-screen" */ '../../../remote-confirmation/src/pages/error-screen/index.ts'
    ),
};

/** Nothing to register: the pages are in the build. Kept for the host's registry's signature. */
export function ensureRemotesRegistered(): Promise<[]> {
  return Promise.resolve([]);
}

/** Loads one page, with the flow's texts as the federated registry does. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<PageModule> {
  const load = PAGES[`${remote}/${page}`];
  if (!load) throw new RemoteLoadError(remote, page, new Error('no such page'));
  try {
    const [module] = await Promise.all([
      load(),
      remote === 'remote_auth' && page !== 'withdrawal' ? undefined : loadFlowTexts(),
    ]);
    return module;
  } catch (error) {
    throw new RemoteLoadError(remote, page, error);
  }
}

/** A page that could not be loaded. */
export class RemoteLoadError extends Error {
  constructor(remote: RemoteName, page: string, cause: unknown) {
    super(`Could not load ${remote}/${page}`, { cause });
    this.name = 'RemoteLoadError';
  }
}
