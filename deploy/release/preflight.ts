/**
 * The checks before a promote: the version is published, its manifest exposes every page the host
 * loads from that step, and each shared singleton it requires is a version the host provides.
 */
import semver from 'semver';
import type { Step } from './environment';
import { REMOTES } from './remotes';
import { type ReleaseStore, releaseKey } from './store';

/** The host's shared libraries: name → the version it provides. */
export type HostShared = Record<string, string>;

interface Manifest {
  exposes?: { name: string }[];
  shared?: { name: string; version?: string; requiredVersion?: string; singleton?: boolean }[];
}

/** The host's shared versions from its build's `mf-manifest.json`. */
export function hostSharedFrom(manifest: Manifest): HostShared {
  return Object.fromEntries(
    (manifest.shared ?? []).flatMap((entry) => (entry.version ? [[entry.name, entry.version]] : [])),
  );
}

/** What is wrong with promoting `version` of `step` onto this host; empty when nothing is. */
export async function preflight(
  store: ReleaseStore,
  step: Step,
  version: string,
  host: HostShared,
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
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name.replace(/^\.\//, '')));
  const expected = REMOTES.find((remote) => remote.app === step)?.pages ?? [];
  for (const page of expected)
    if (!exposed.has(page)) problems.push(`missing the exposed module "${page}" the host loads`);
  for (const shared of manifest.shared ?? []) {
    const provided = host[shared.name];
    const wanted = shared.requiredVersion;
    // Only singletons must fit the host's copy: any other shared module can come with the remote.
    if (!shared.singleton || !wanted || wanted === '*') continue;
    if (!provided) problems.push(`shared "${shared.name}" ${wanted} is not provided by the host`);
    else if (!semver.satisfies(provided, wanted, { includePrerelease: true }))
      problems.push(`shared "${shared.name}" requires ${wanted}, the host has ${provided}`);
  }
  return problems;
}
