/**
 * Comments and docs point at the rules in our own words (docs/business-rules.md and friends), never at
 * the specification's section numbers, a document this repository does not contain. Every such pointer
 * must land on a heading that exists, so a renamed rule cannot leave comments pointing nowhere.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|css|md|json|ya?ml|conf|sh|html)$/;
const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(
    (file) => TEXT.test(file) && !file.endsWith('package-lock.json') && !file.startsWith('.changeset/'),
  );
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The anchors of a markdown file's headings, as GitHub makes them. */
function anchorsOf(doc: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of read(doc).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) anchors.add(slugger.slug(heading[1]!.replace(/`/g, '').trim()));
  }
  return anchors;
}

/**
 * The section sign that opens a section number of the specification (a document number, then the sign,
 * then the section); standards such as WCAG and RFCs may keep theirs. Built from its code point so
 * that this file does not flag itself.
 */
const SPEC_SECTION = /\u00a7/;

describe('pointers to the rules', () => {
  it('never cite the specification by section number', () => {
    const citing = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          SPEC_SECTION.test(line) && !/WCAG|RFC/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });

  it('land on a heading that exists', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    for (const file of files) {
      // A docs file with an anchor from anywhere, and a markdown file with an anchor relative to a markdown file.
      const pattern = file.endsWith('.md')
        ? /\(([\w./-]+\.md)#([\w-]+)\)/g
        : /\b(docs\/[\w.-]+\.md)#([\w-]+)/g;
      for (const [, target, anchor] of read(file).matchAll(pattern)) {
        const doc = file.endsWith('.md') ? normalize(join(dirname(file), target!)) : target!;
        if (!anchors.has(doc)) anchors.set(doc, files.includes(doc) ? anchorsOf(doc) : new Set());
        if (!anchors.get(doc)!.has(anchor!)) broken.push(`${file}: ${doc}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
