/**
 * Effector conventions the lint cannot see (docs/architecture.md): in the remotes, side effects are
 * wired with `sample`, never `.watch`, and a page's once-per-visit work is a gate in its model
 * (effector-react's `createGate`, taken from `@portal/shared`), never `useEffect(…, [])`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const sources = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^remote-[^/]+\/src\/.*\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file));

const offending = (pattern: RegExp) =>
  sources.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));

describe('remote code', () => {
  it('is read from the repository', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('wires side effects with sample, never .watch', () => {
    expect(offending(/\.watch\(/)).toEqual([]);
  });

  it('opens a page through its gate, never useEffect(…, [])', () => {
    expect(offending(/useEffect\(\s*\(\)\s*=>[\s\S]*?\},\s*\[\]\s*\)/)).toEqual([]);
  });
});
