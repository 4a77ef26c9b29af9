import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFingerprint } from './build-fingerprint.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A remote's folder with two sources, in a workspace of its own. */
function remote(): string {
  const workspace = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
  made.push(workspace);
  const dir = path.join(workspace, 'remote-x');
  mkdirSync(path.join(dir, 'src/ui'), { recursive: true });
  writeFileSync(path.join(workspace, 'package-lock.json'), '{"lockfileVersion":3}');
  writeFileSync(path.join(dir, 'src/index.ts'), 'export {};\n');
  writeFileSync(path.join(dir, 'src/ui/panel.css'), '.panel { color: red; }\n');
  return dir;
}

const fingerprint = (dir: string) => buildFingerprint([path.join(dir, 'src')]);

describe('buildFingerprint', () => {
  it('is the same for the same sources wherever they are: builds stay reproducible', () => {
    const one = remote();
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'fingerprint-copy-'));
    made.push(elsewhere);
    cpSync(path.dirname(one), elsewhere, { recursive: true });
    const copy = path.join(elsewhere, 'remote-x');
    expect(fingerprint(copy)).toBe(fingerprint(one));
    expect(fingerprint(one)).toMatch(/^[0-9a-f]{6}$/);
  });

  it('changes with any byte of a source, with a renamed file and with the lock file', () => {
    const dir = remote();
    const before = fingerprint(dir);
    writeFileSync(path.join(dir, 'src/ui/panel.css'), '.panel { color: red; }\n\n');
    const edited = fingerprint(dir);
    expect(edited).not.toBe(before);
    rmSync(path.join(dir, 'src/ui/panel.css'));
    writeFileSync(path.join(dir, 'src/ui/panels.css'), '.panel { color: red; }\n\n');
    expect(fingerprint(dir)).not.toBe(edited);
    const renamed = fingerprint(dir);
    writeFileSync(path.join(dir, '../package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(fingerprint(dir)).not.toBe(renamed);
  });

  it('leaves out installed packages and earlier builds', () => {
    const dir = remote();
    const before = fingerprint(dir);
    for (const folder of ['node_modules', 'dist', 'sourcemaps']) {
      mkdirSync(path.join(dir, 'src', folder));
      writeFileSync(path.join(dir, 'src', folder, 'file.js'), String(Math.random()));
    }
    expect(fingerprint(dir)).toBe(before);
  });
});
