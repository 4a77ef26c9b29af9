/**
 * The contract between an app and `@portal/shared`, as its build records it in `mf-manifest.json`
 * (`metaData.sharedContract`, written by deploy/build/shared-contract-plugin.ts), and the check the
 * pre-flight makes with it: every name a remote imports from the `shared` the host provides must be
 * one that copy exports (an export added to `shared` is otherwise `undefined` at run time).
 */
import { z } from 'zod';

const names = z.array(z.string());

/** What one build records about `@portal/shared`. */
export const sharedContractSchema = z.object({
  package: z.literal('@portal/shared'),
  /** The version of `shared` this build bundles (and, for the host, the one every page runs). */
  version: z.string(),
  /** The range the app's package.json declares. */
  requiredVersion: z.string(),
  /** Import specifier (`@portal/shared`, `@portal/shared/ui`) → the names the app's own code imports. */
  imports: z.record(z.string(), names).default({}),
  /** Entry point → the names it exports, for the entry points this build contains. */
  exports: z.record(z.string(), names).default({}),
});
export type SharedContract = z.infer<typeof sharedContractSchema>;

/** A build's contract from its parsed `mf-manifest.json`; null when the build recorded none. */
export function sharedContractOf(manifest: unknown): SharedContract | null {
  const recorded = (manifest as { metaData?: { sharedContract?: unknown } } | null)?.metaData?.sharedContract;
  const result = sharedContractSchema.safeParse(recorded);
  return result.success ? result.data : null;
}

/**
 * The names the remote imports from the `shared` the page takes from the host that the host's copy
 * does not export; empty when none. `sharedAtRunTime` are the specifiers the page takes from the host
 * (the Module Federation singletons): a subpath a remote bundles itself brings its own names. The
 * ranges are compared by the pre-flight's singleton check, from the manifests' `shared` lists.
 */
export function missingSharedNames(
  remote: SharedContract,
  host: SharedContract,
  sharedAtRunTime: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const specifier of sharedAtRunTime) {
    const wanted = (remote.imports[specifier] ?? []).filter((name) => name !== '*');
    if (wanted.length === 0) continue;
    const provided = host.exports[specifier] ?? [];
    const missing = wanted.filter((name) => !provided.includes(name));
    if (missing.length > 0)
      problems.push(
        `it imports ${missing.map((name) => `"${name}"`).join(', ')} from ${specifier}, which the host's ${host.package} ${host.version} does not export`,
      );
  }
  return problems;
}
