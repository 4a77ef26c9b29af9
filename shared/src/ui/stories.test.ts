/**
 * The catalogue (`npm run catalogue`) covers the whole design system: every component the package
 * exports is rendered by a story, every component file has its stories file next to it, and every
 * stories file has a title. Adding a component without a story fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as designSystem from './index';

const UI_DIR = fileURLToPath(new URL('.', import.meta.url));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const storyFiles = filesUnder(UI_DIR)
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => ({ name: relative(UI_DIR, file), source: readFileSync(file, 'utf8') }));

/** The value names a file imports from the design system's own modules ('./button', '../field'). */
function localImports(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.matchAll(/import\s+(?!type\s)\{([^}]*)\}\s*from\s*'\.{1,2}\/[^']+'/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const [name, alias] = specifier.trim().split(/\s+as\s+/);
      if (!name || name.startsWith('type ')) continue;
      names.add(alias ?? name);
    }
  }
  return names;
}

/** The components: the exported values named in PascalCase (buttonClass, formatPrice… are helpers). */
const components = Object.entries(designSystem)
  .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
  .map(([name]) => name);

describe('the design-system catalogue', () => {
  it('finds the stories and the components', () => {
    expect(storyFiles.length).toBeGreaterThan(0);
    expect(components).toContain('Button');
    expect(components).not.toContain('buttonClass');
  });

  it.each(components)('has a story that renders %s', (component) => {
    const rendering = storyFiles.filter(
      ({ source }) => localImports(source).has(component) && new RegExp(`<${component}[\\s/>]`).test(source),
    );
    expect(
      rendering.map(({ name }) => name),
      `no *.stories.tsx imports and renders <${component}>`,
    ).not.toEqual([]);
  });

  it('has a stories file next to every component file', () => {
    const componentFiles = readdirSync(UI_DIR).filter(
      (file) => file.endsWith('.tsx') && !file.endsWith('.stories.tsx') && !file.endsWith('.test.tsx'),
    );
    const missing = componentFiles.filter(
      (file) => !storyFiles.some(({ name }) => name === `${basename(file, '.tsx')}.stories.tsx`),
    );
    expect(missing).toEqual([]);
  });

  it.each(storyFiles.map(({ name, source }) => [name, source]))(
    '%s default-exports a title and has stories',
    (_name, source) => {
      expect(source).toMatch(/export default \{\s*title: '[^']+'/);
      expect(source).toMatch(/export const [A-Z]\w*: Story/);
    },
  );

  it('gives every stories file its own title', () => {
    const titles = storyFiles.map(({ source }) => /export default \{\s*title: '([^']+)'/.exec(source)?.[1]);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
