/**
 * The run-time half of the contract with `@portal/shared`: a remote whose manifest requires a range
 * of `shared` the page's copy (the host's, loaded first) does not satisfy is refused before its entry
 * runs. Run against the older copy, an export it relies on would be `undefined`; refused, the step
 * loads its fallback release instead (remote-registry.ts). The deploy pre-flight refuses such a
 * release before it goes live (deploy/release/preflight.ts); this catches one forced live anyway.
 */
import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';

const SHARED = '@portal/shared';

/** A remote built for a `shared` the page does not run: loading it again will not help. */
export class SharedRangeError extends Error {
  constructor(remote: string, wanted: string, running: string) {
    super(`${remote} requires ${SHARED} ${wanted}, the page runs ${running}`);
    this.name = 'SharedRangeError';
  }
}

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

/** The page's version of `shared`: what the host registered (its copy is the one every page loads first). */
function runningVersion(shared: Record<string, { version?: string }[] | undefined>): string | undefined {
  return shared[SHARED]?.find((entry) => entry.version)?.version;
}

/** The Module Federation runtime plugin that checks each remote's manifest as it arrives. */
export const sharedRangePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'portal-shared-range',
  loadRemoteSnapshot(args) {
    const manifestShared = (args.manifestJson?.shared ?? []) as ManifestShared[];
    const wanted = manifestShared.find((entry) => entry.name === SHARED)?.requiredVersion;
    const running = runningVersion(args.options.shared);
    if (wanted && running && !satisfy(running, wanted))
      throw new SharedRangeError(args.moduleInfo.name, wanted, running);
    return args;
  },
});
