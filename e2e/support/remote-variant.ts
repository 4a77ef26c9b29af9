/**
 * A copy of a remote with one change, built on its own: what another team's next release of a step
 * looks like, for the tests that ship a step without touching the host. `npm test` builds the
 * variants the infrastructure specs share once, with the apps, before the browser run
 * (`e2e/support/build-variants.ts`); a spec run on its own builds the one it needs if it is missing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The background the changed builds give the status panel's success mark. */
export const CHANGED_MARK = 'rgb(1, 2, 3)';

/**
 * Builds a copy of `remote` under `.tmp/<name>/` with its source file `file` changed by `change`, and
 * returns the copy's folder (its build, the browser's and the node build, is in `dist/`).
 */
function buildRemoteVariant(
  name: string,
  remote: string,
  file: string,
  change: (source: string) => string,
): string {
  const variantRoot = path.join(root, '.tmp', name);
  const copy = path.join(variantRoot, remote);
  rmSync(variantRoot, { recursive: true, force: true });
  mkdirSync(variantRoot, { recursive: true });
  cpSync(path.join(root, remote), copy, {
    recursive: true,
    filter: (source) => !/[\\/](dist|sourcemaps|node_modules)$/.test(source),
  });
  // The remote's build configuration imports the project's shared build setup by relative path.
  symlinkSync(path.join(root, 'deploy'), path.join(variantRoot, 'deploy'));
  const source = path.join(copy, file);
  const before = readFileSync(source, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`The variant ${name} changes nothing in ${remote}/${file}`);
  writeFileSync(source, after);
  execFileSync('npx', ['rspack', 'build', '-c', path.join(copy, 'rspack.config.ts')], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return copy;
}

/** What the marked select items shows above its heading: a release whose markup differs. */
export const SELECTION_MARKER = 'Release with a marker';

/** The variants the infrastructure specs share, by the folder each is built in. */
export const VARIANTS = {
  /** remote-confirmation, the status panel's success mark in CHANGED_MARK: a release that looks different. */
  changedMark: 'variant-changed-mark',
  /** remote-confirmation built against a newer `shared` (`buildAgainstNewerShared`). */
  newerShared: 'variant-newer-shared',
  /** remote-selection, select items with SELECTION_MARKER in its markup: a release that renders differently. */
  markedSelection: 'variant-marked-selection',
} as const;

type Variant = (typeof VARIANTS)[keyof typeof VARIANTS];

const RECIPES: Record<Variant, { remote: string; build: () => string }> = {
  [VARIANTS.changedMark]: {
    remote: 'remote-confirmation',
    build: () =>
      buildRemoteVariant(
        VARIANTS.changedMark,
        'remote-confirmation',
        'src/ui/status-panel.css',
        (css) => `${css}\n.rp-status-panel__mark { background: ${CHANGED_MARK}; }\n`,
      ),
  },
  [VARIANTS.newerShared]: {
    remote: 'remote-confirmation',
    build: () =>
      buildAgainstNewerShared(
        VARIANTS.newerShared,
        'remote-confirmation',
        'src/pages/order-confirmation/index.ts',
      ),
  },
  [VARIANTS.markedSelection]: {
    remote: 'remote-selection',
    build: () =>
      buildRemoteVariant(
        VARIANTS.markedSelection,
        'remote-selection',
        'src/pages/select-items/select-items-page.tsx',
        // The orders' page opens with the marker (the first `<section>` is theirs).
        (page) =>
          page.replace('<section>', () => `<section><p data-release-marker="">${SELECTION_MARKER}</p>`),
      ),
  },
};

/** Builds every shared variant afresh (`npm test` does, once, before the browser run). */
export const buildVariants = () => Object.values(RECIPES).map((recipe) => recipe.build());

/**
 * The folder of a shared variant (its build in `dist/`), built first if it is not there, or was built
 * before builds had a node build (a release without one is refused).
 */
export function variantFolder(name: Variant): string {
  const folder = path.join(root, '.tmp', name, RECIPES[name].remote);
  if (!existsSync(path.join(folder, 'dist', 'server', 'remoteEntry.js'))) RECIPES[name].build();
  return folder;
}

/** The export the newer `shared` of `buildAgainstNewerShared` adds, and its version. */
export const NEWER_SHARED = { version: '1.2.0', export: 'returnPolicyNotice' } as const;

/**
 * Builds a copy of `remote` under `.tmp/<name>/` against a newer `@portal/shared` (a copy of it at
 * version NEWER_SHARED.version, with one export added that the remote's `page` module calls when it
 * runs), the remote requiring `^`that version: another team's release made after `shared` moved on.
 * Run against the host's older `shared`, the added export would be `undefined` and the page throw.
 */
function buildAgainstNewerShared(name: string, remote: string, page: string): string {
  const variantRoot = path.join(root, '.tmp', name);
  const copy = path.join(variantRoot, remote);
  const shared = path.join(variantRoot, 'node_modules', '@portal', 'shared');
  rmSync(variantRoot, { recursive: true, force: true });
  mkdirSync(path.dirname(shared), { recursive: true });
  cpSync(path.join(root, remote), copy, {
    recursive: true,
    filter: (source) => !/[\\/](dist|sourcemaps|node_modules)$/.test(source),
  });
  cpSync(path.join(root, 'shared'), shared, {
    recursive: true,
    filter: (source) => !/[\\/]node_modules$/.test(source),
  });
  symlinkSync(path.join(root, 'deploy'), path.join(variantRoot, 'deploy'));
  const setVersion = (file: string, edit: (pkg: Record<string, unknown>) => void) => {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    edit(pkg);
    writeFileSync(file, JSON.stringify(pkg, null, 2));
  };
  setVersion(path.join(shared, 'package.json'), (pkg) => {
    pkg.version = NEWER_SHARED.version;
  });
  setVersion(path.join(copy, 'package.json'), (pkg) => {
    (pkg.dependencies as Record<string, string>)['@portal/shared'] = `^${NEWER_SHARED.version}`;
  });
  const index = path.join(shared, 'src', 'index.ts');
  writeFileSync(
    index,
    `${readFileSync(index, 'utf8')}\n/** Added in ${NEWER_SHARED.version}. */\nexport const ${NEWER_SHARED.export} = (): string => 'new';\n`,
  );
  const pageModule = path.join(copy, page);
  writeFileSync(
    pageModule,
    `import { ${NEWER_SHARED.export} } from '@portal/shared';\n${NEWER_SHARED.export}();\n${readFileSync(pageModule, 'utf8')}`,
  );
  execFileSync('npx', ['rspack', 'build', '-c', path.join(copy, 'rspack.config.ts')], {
    cwd: copy,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return copy;
}
