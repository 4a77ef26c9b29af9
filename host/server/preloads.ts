/**
 * What the sign-in page will need, named in its HTML so the browser fetches it all at once instead
 * of discovering it file by file (HTML → host → remotes list → manifest → entry → page). The list
 * is read from the builds' Module Federation manifests once, at start; the page starts these
 * fetches right after its first paint (`after-paint.ts`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appPrefix } from './routes/apps';

interface Manifest {
  shared?: { assets: { js: { sync: string[] } } }[];
  exposes?: { name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }[];
  metaData?: { remoteEntry?: { name: string } };
}

const readManifest = (file: string): Manifest | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;

/** One file to fetch ahead of need: a script, or a manifest read with `fetch` (CORS mode). */
export interface PreloadHint {
  href: string;
  as: 'script' | 'fetch' | 'style';
}

/** What the sign-in page fetches ahead: for every language, and per language (its texts). */
export interface SignInPreloads {
  common: PreloadHint[];
  byLanguage: Record<string, PreloadHint>;
  /**
   * remote-auth's sign-in styles, to inline: the server's first paint uses them, and a stylesheet
   * fetched after the scripts would lay the page out late. Empty when remote-auth is deployed
   * elsewhere (its styles then come with its code).
   */
  css: string;
}

/** The sign-in page's files to fetch ahead: the host's start-up file and remote-auth's sign-in. */
export function signInPreloads(appsRoot: string, remoteAuthEntry: string | undefined): SignInPreloads {
  const links: PreloadHint[] = [];
  const byLanguage: Record<string, PreloadHint> = {};
  const script = (href: string): PreloadHint => ({ href, as: 'script' });

  const hostDist = path.join(appsRoot, 'host', 'dist');
  const hostPrefix = existsSync(hostDist) ? appPrefix(appsRoot, 'host') : null;
  if (hostPrefix) {
    const files = readdirSync(hostDist);
    for (const file of files) {
      const lang = /^locale-([a-z]+)\.[0-9a-f]{8}\.js$/.exec(file)?.[1];
      if (lang) byLanguage[lang] = script(`${hostPrefix}${file}`);
    }
    const shared = readManifest(path.join(hostDist, 'mf-manifest.json'))?.shared ?? [];
    // The shell's code travels with the shared libraries in the entry's file (deploy/build/create-app-config.ts).
    const startup = new Set(shared.flatMap((entry) => entry.assets.js.sync));
    for (const file of startup) links.push(script(`${hostPrefix}${file}`));
  }

  if (remoteAuthEntry) {
    // Deployed elsewhere: its manifest is all this server knows.
    links.push({ href: remoteAuthEntry, as: 'fetch' });
    return { common: links, byLanguage, css: '' };
  }
  const authDist = path.join(appsRoot, 'remote-auth', 'dist');
  const manifest = readManifest(path.join(authDist, 'mf-manifest.json'));
  if (!manifest) return { common: links, byLanguage, css: '' };
  const prefix = appPrefix(appsRoot, 'remote-auth');
  links.push({ href: `${prefix}mf-manifest.json`, as: 'fetch' });
  links.push(script(`${prefix}${manifest.metaData?.remoteEntry?.name || 'remoteEntry.js'}`));
  const signIn = manifest.exposes?.find((expose) => expose.name === 'sign-in');
  for (const file of signIn?.assets.js.sync ?? []) links.push(script(`${prefix}${file}`));
  // The page's own stylesheets only: what its lazy parts need comes with them, and the manifest also
  // counts the remote's dev harness among the async chunks.
  const css = (signIn?.assets.css?.sync ?? [])
    .map((file) =>
      readFileSync(path.join(authDist, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//, ''),
    )
    .join('')
    .replace(/<\/style/gi, '<\\/style');
  return { common: links, byLanguage, css };
}

/** A step's remote and the page it exposes, by route kind (`routeKind` in routes/pages.ts). */
export const STEP_REMOTES: Record<string, { app: string; expose: string }> = {
  'select-items': { app: 'remote-selection', expose: 'select-items' },
  'confirm-items': { app: 'remote-selection', expose: 'confirm-items' },
  carriers: { app: 'remote-carriers', expose: 'carriers' },
  withdraw: { app: 'remote-auth', expose: 'withdrawal' },
};

/**
 * What a step's page needs from its remote's own build, named in the HTML so it is fetched with the
 * shell instead of after it (HTML → host → manifest → entry → page): the manifest, the entry, the
 * page's chunks and stylesheets. Empty when the remote is not built here.
 */
export function stepPreloads(appsRoot: string, app: string, expose: string): PreloadHint[] {
  const manifest = readManifest(path.join(appsRoot, app, 'dist', 'mf-manifest.json'));
  if (!manifest) return [];
  const prefix = appPrefix(appsRoot, app);
  const page = manifest.exposes?.find((candidate) => candidate.name === expose);
  return [
    { href: `${prefix}mf-manifest.json`, as: 'fetch' },
    { href: `${prefix}${manifest.metaData?.remoteEntry?.name || 'remoteEntry.js'}`, as: 'script' },
    ...(page?.assets.js.sync ?? []).map((file): PreloadHint => ({ href: `${prefix}${file}`, as: 'script' })),
    ...(page?.assets.css?.sync ?? []).map((file): PreloadHint => ({ href: `${prefix}${file}`, as: 'style' })),
  ];
}

/** The `<link rel=preload>` tags of `hints` (a manifest is read with `fetch`, in CORS mode). */
export const preloadLinks = (hints: PreloadHint[]) =>
  hints
    .map(
      (hint) =>
        `<link rel="preload" as="${hint.as}" href="${hint.href}"${hint.as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`,
    )
    .join('');
