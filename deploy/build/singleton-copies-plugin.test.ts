/**
 * The build check of docs/architecture.md#one-instance-of-every-module-with-state: a module graph as
 * the build's stats describe it, clean, then with one planted copy of a page singleton.
 */
import { describe, expect, it } from 'vitest';
import { findSingletonCopies, type StatsModule } from './singleton-copies-plugin.ts';

const module = (
  identifier: string,
  reasons: [type: string, from?: string][],
  extra: Partial<StatsModule> = {},
) => ({
  identifier,
  name: identifier,
  reasons: reasons.map(([type, moduleIdentifier]) => ({ type, moduleIdentifier })),
  ...extra,
});

/** A remote whose page reaches the HTTP client only through the shared root. */
const clean: StatsModule[] = [
  module('container entry', []),
  module('./src/pages/carriers/index.ts', [['container exposed', 'container entry']]),
  module(
    './src/pages/carriers/carriers-page.tsx + 12 modules',
    [['esm import', './src/pages/carriers/index.ts']],
    {
      modules: [{ name: './src/pages/carriers/carriers-page.tsx' }, { name: '../shared/src/submission.ts' }],
    },
  ),
  module(
    'consume shared @portal/shared',
    [['esm import', './src/pages/carriers/carriers-page.tsx + 12 modules']],
    {
      moduleType: 'consume-shared-module',
    },
  ),
  module('../shared/src/index.ts + 4 modules', [
    ['consume shared fallback', 'consume shared @portal/shared'],
  ]),
  module('../shared/src/http/client.ts + 1 modules', [['esm import', '../shared/src/index.ts + 4 modules']], {
    modules: [{ name: '../shared/src/http/client.ts' }, { name: '../shared/src/model/demo.ts' }],
  }),
  module('../node_modules/effector/effector.mjs', [['consume shared fallback', 'consume shared effector']]),
];

describe('an exposed page’s copies of page singletons', () => {
  it('finds none when every module with state is reached through a shared module', () => {
    expect(findSingletonCopies(clean)).toEqual([]);
  });

  it('catches a subpath that imports the HTTP client by relative path', () => {
    const planted = clean.map((entry) =>
      entry.identifier === '../shared/src/http/client.ts + 1 modules'
        ? {
            ...entry,
            reasons: [
              ...(entry.reasons ?? []),
              { type: 'esm import', moduleIdentifier: './src/pages/carriers/carriers-page.tsx + 12 modules' },
            ],
          }
        : entry,
    );
    expect(findSingletonCopies(planted)).toEqual([
      './src/pages/carriers/index.ts → ../shared/src/http/client.ts',
      './src/pages/carriers/index.ts → ../shared/src/model/demo.ts',
    ]);
  });

  it('catches a library with state bundled under another name (effector-react’s effector/effector.mjs)', () => {
    const planted = [
      ...clean,
      module('../node_modules/effector/effector.mjs?copy', [
        ['esm import', './src/pages/carriers/carriers-page.tsx + 12 modules'],
      ]),
    ];
    expect(findSingletonCopies(planted)).toEqual([
      './src/pages/carriers/index.ts → ../node_modules/effector/effector.mjs?copy',
    ]);
  });
});
