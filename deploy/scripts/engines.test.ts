/**
 * `engines` in the root package.json is a promise to whoever installs the portal: every installed
 * package must run on each Node version it admits, or `npm ci` warns (EBADENGINE) and the code
 * may fail there. Pins that keep the promise are in package.json (`overrides`, exact versions).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { root } from './run.mjs';

const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('engines', () => {
  it('admits only Node versions that every locked package supports', () => {
    const admitted: string = read('package.json').engines.node;
    const lock = read('package-lock.json') as {
      packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
    };
    const tooNarrow = Object.entries(lock.packages)
      .filter(([name]) => name.includes('node_modules/'))
      .flatMap(([name, entry]) => {
        const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return wanted && !semver.subset(admitted, wanted, { includePrerelease: false })
          ? [`${name.replace(/^.*node_modules\//, '')} wants node ${wanted}`]
          : [];
      });
    expect(tooNarrow).toEqual([]);
  });
});
