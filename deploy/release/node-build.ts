/**
 * A release's node build (issue 37): the same source built for the host server's render, published in
 * `server/` beside the browser build under the same version. The browser build's `mf-manifest.json`
 * says where its entry is (`metaData.ssrRemoteEntry`, deploy/build/create-app-config.ts `NODE_ENTRY`);
 * `publish`, the pre-flight and the host server all read it here.
 */
import { z } from 'zod';

// One folder or file name: the entry is read from inside the release, never from beside it.
const segment = z
  .string()
  .regex(/^[\w.-]+$/)
  .refine((name) => name !== '.' && name !== '..');

const manifestSchema = z.object({
  metaData: z.object({ ssrRemoteEntry: z.object({ path: segment, name: segment }).optional() }).optional(),
});

/**
 * The node entry's path inside the release (`server/remoteEntry.js`), as the manifest records it;
 * null when it records none (a build from before node builds) or an entry outside the release.
 */
export function nodeEntryOf(manifest: unknown): { folder: string; file: string } | null {
  const parsed = manifestSchema.safeParse(manifest);
  const entry = parsed.success ? parsed.data.metaData?.ssrRemoteEntry : undefined;
  return entry ? { folder: entry.path, file: `${entry.path}/${entry.name}` } : null;
}
