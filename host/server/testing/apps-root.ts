/** A folder of built apps for the host server's tests that serve pages: the host's page template only. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** An APPS_ROOT whose host build is one small index.html (version 1.0.0). */
export function pagesAppsRoot(): string {
  const appsRoot = mkdtempSync(path.join(tmpdir(), 'apps-'));
  mkdirSync(path.join(appsRoot, 'host', 'dist'), { recursive: true });
  writeFileSync(path.join(appsRoot, 'host', 'package.json'), '{"name":"host","version":"1.0.0"}');
  writeFileSync(
    path.join(appsRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><html lang="nl"><head><title>Returns portal</title><!--portal-head--></head><body><div id="root"></div></body></html>',
  );
  return appsRoot;
}
