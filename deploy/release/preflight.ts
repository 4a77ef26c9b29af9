/**
 * The checks before a promote: the version is published, it carries its node build (its manifest
 * records the entry and the store holds it: the host server renders the step with it), its manifest
 * exposes every page the host loads from that step, each shared singleton it requires is a version the host provides (the range
 * of `@portal/shared` its package declares included), and every name it imports from the `shared`
 * the page takes from the host is one the host's build exports (each build records both in its
 * manifest: deploy/build/shared-contract-plugin.ts).
 */
import semver from 'semver';
import type { Step } from './environment';
import { nodeEntryOf } from './node-build';
import { REMOTES } from './remotes';
import { missingSharedNames, type SharedContract, sharedContractOf } from './shared-contract';
import { type ReleaseStore, releaseKey } from './store';

/** The host's shared libraries: name → the version it provides. */
export type HostShared = Record<string, string>;

/** What the pre-flight knows of the live host build. */
export interface HostBuild {
  shared: HostShared;
  /** What its `@portal/shared` exports; null for a build that recorded nothing. */
  contract: SharedContract | null;
}

interface Manifest {
  exposes?: { name: string }[];
  shared?: { name: string; version?: string; requiredVersion?: string; singleton?: boolean }[];
  metaData?: unknown;
}

/** The host's shared versions and `shared` contract from its build's `mf-manifest.json`. */
export function hostBuildFrom(manifest: Manifest): HostBuild {
  return {
    shared: Object.fromEntries(
      (manifest.shared ?? []).flatMap((entry) => (entry.version ? [[entry.name, entry.version]] : [])),
    ),
    contract: sharedContractOf(manifest),
  };
}

/** What is wrong with promoting `version` of `step` onto this host; empty when nothing is. */
export async function preflight(
  store: ReleaseStore,
  step: Step,
  version: string,
  host: HostBuild,
): Promise<string[]> {
  const object = await store.get(releaseKey(step, version));
  if (!object) return [`${step} ${version} is not published in ${store.description}`];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(object.body.toString('utf8')) as Manifest;
  } catch {
    return [`${step} ${version}: mf-manifest.json is not JSON`];
  }
  const problems: string[] = [];
  const nodeEntry = nodeEntryOf(manifest);
  if (!nodeEntry)
    problems.push(
      'its mf-manifest.json records no node build (metaData.ssrRemoteEntry): build it again and publish a new version',
    );
  else if (!(await store.exists(releaseKey(step, version, nodeEntry.file))))
    problems.push(`its node build ${nodeEntry.file} is not in ${store.description}: publish a new version`);
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name.replace(/^\.\//, '')));
  const expected = REMOTES.find((remote) => remote.app === step)?.pages ?? [];
  for (const page of expected)
    if (!exposed.has(page)) problems.push(`missing the exposed module "${page}" the host loads`);
  for (const shared of manifest.shared ?? []) {
    const provided = host.shared[shared.name];
    const wanted = shared.requiredVersion;
    // Only singletons must fit the host's copy: any other shared module can come with the remote.
    if (!shared.singleton || !wanted || wanted === '*') continue;
    if (!provided) problems.push(`shared "${shared.name}" ${wanted} is not provided by the host`);
    else if (!semver.satisfies(provided, wanted, { includePrerelease: true }))
      problems.push(`shared "${shared.name}" requires ${wanted}, the host has ${provided}`);
  }
  const contract = sharedContractOf(manifest);
  // The `shared` entry points the page takes from the host, not from the remote's own copy.
  const fromHost = Object.keys(host.shared).filter((name) => name.startsWith('@portal/shared'));
  if (contract && host.contract) problems.push(...missingSharedNames(contract, host.contract, fromHost));
  else if (contract && fromHost.some((name) => (contract.imports[name] ?? []).length > 0))
    problems.push(
      'the host build records no @portal/shared exports, so its imports cannot be checked: build the host again',
    );
  return problems;
}
