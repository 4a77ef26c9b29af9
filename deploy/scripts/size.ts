/**
 * `npm run size`: the gzip bytes of JavaScript a browser loads for `/` (host + remote-auth + shared
 * dependencies), read from the production build, against the budget of 160 KB.
 *
 * The page is opened in Chromium to learn which scripts it really loads; each is then gzipped from
 * its `dist` file, so the figure does not depend on how the server compresses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, root, startPortal } from './servers';

const BUDGET_BYTES = 160 * 1000;
const merchant = process.env.SIZE_MERCHANT ?? 'nordwind';

const portal = await startPortal();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(`http://${merchant}.localhost:${portal.hostPort}/`, { waitUntil: 'networkidle' });
  await page.locator('form').first().waitFor();

  const rows = [...scripts].map((urlPath) => {
    const match = /^\/apps\/([^/]+)\/[^/]+\/(.+)$/.exec(urlPath);
    if (!match) throw new Error(`Unexpected script ${urlPath}`);
    const [, app, file] = match as unknown as [string, string, string];
    const bytes = readFileSync(path.join(root, app, 'dist', file));
    return { app, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  console.log(`JavaScript loaded for / (${merchant}):`);
  for (const row of rows)
    console.log(`  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.app}/${row.file}`);
  console.log(`  ${kb(total).padStart(9)} gzip in ${rows.length} files; budget ${kb(BUDGET_BYTES)}`);
  const runtimeCopies = rows.filter((row) =>
    readFileSync(path.join(root, row.app, 'dist', row.file), 'utf8').includes('Federation Runtime'),
  ).length;
  console.log(`  Module Federation runtime copies loaded: ${runtimeCopies}`);
  if (total > BUDGET_BYTES) {
    console.error('Over budget.');
    process.exitCode = 1;
  }
  if (runtimeCopies > 1) {
    console.error('The federation runtime is downloaded more than once.');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await portal.stop();
}
