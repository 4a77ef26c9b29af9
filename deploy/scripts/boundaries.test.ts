/**
 * The import boundaries of docs/architecture.md are checked by `npm run lint` (dependency-cruiser,
 * `.dependency-cruiser.cjs`). Here each rule meets a small tree with one planted violation, so a rule
 * that stops catching what it should fails the build, and a clean tree passes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

/** A tree every rule accepts: each app layered pages → features → model → api, all meeting in shared. */
const cleanTree: Record<string, string> = {
  'shared/src/index.ts': 'export const bus = 1;\n',
  'remote-a/src/api/orders.ts':
    "import { bus } from '../../../shared/src/index';\nexport const orders = bus;\n",
  'remote-a/src/model/orders.ts': "import { orders } from '../api/orders';\nexport const $orders = orders;\n",
  'remote-a/src/features/list.tsx':
    "import { $orders } from '../model/orders';\nexport const list = $orders;\n",
  'remote-a/src/pages/page.tsx': "import { list } from '../features/list';\nexport const page = list;\n",
  'remote-b/src/model/other.ts':
    "import { bus } from '../../../shared/src/index';\nexport const other = bus;\n",
  'host/src/app/routes.ts': "import { bus } from '../../../shared/src/index';\nexport const routes = bus;\n",
  'deploy/release/cli.ts': "import { bus } from '../../shared/src/index';\nexport const cli = bus;\n",
  'shared/src/api/schemas.ts': 'export const quoteSchema = 1;\n',
  'remote-a/src/api/quotes.ts':
    "import { quoteSchema } from '../../../shared/src/api/schemas';\nexport const quotes = quoteSchema;\n",
  'shared/src/pricing.ts': 'export const priceOf = 1;\n',
  'deploy/sandbox/src/platform/volta.ts':
    "import { priceOf } from '../../../../shared/src/pricing';\nexport const volta = priceOf;\n",
};

/** One planted violation per rule: the file added to the clean tree, and the rule that must catch it. */
const planted: { rule: string; file: string; source: string }[] = [
  {
    rule: 'remote-imports-other-remote',
    file: 'remote-a/src/model/stolen.ts',
    source: "import { other } from '../../../remote-b/src/model/other';\nexport const stolen = other;\n",
  },
  {
    rule: 'outside-host-imports-host',
    file: 'deploy/release/routes.ts',
    source: "import { routes } from '../../host/src/app/routes';\nexport const copy = routes;\n",
  },
  {
    rule: 'shared-imports-an-app',
    file: 'shared/src/app.ts',
    source: "import { $orders } from '../../remote-a/src/model/orders';\nexport const copy = $orders;\n",
  },
  {
    rule: 'sandbox-imports-portal-schemas',
    file: 'deploy/sandbox/src/routes/quotes.ts',
    source:
      "import { quoteSchema } from '../../../../shared/src/api/schemas';\nexport const copy = quoteSchema;\n",
  },
  {
    rule: 'sandbox-imports-portal-schemas',
    file: 'deploy/sandbox/src/routes/drafts.ts',
    source: "import { bus } from '../../../../shared/src/index';\nexport const copy = bus;\n",
  },
  {
    rule: 'api-imports-upward',
    file: 'remote-a/src/api/upward.ts',
    source: "import { $orders } from '../model/orders';\nexport const copy = $orders;\n",
  },
  {
    rule: 'model-imports-upward',
    file: 'remote-a/src/model/upward.ts',
    source: "import { list } from '../features/list';\nexport const copy = list;\n",
  },
  {
    rule: 'feature-imports-page',
    file: 'remote-a/src/features/upward.tsx',
    source: "import { page } from '../pages/page';\nexport const copy = page;\n",
  },
  {
    rule: 'view-imports-api',
    file: 'remote-a/src/pages/fetching.tsx',
    source: "import { orders } from '../api/orders';\nexport const copy = orders;\n",
  },
  {
    rule: 'no-circular',
    file: 'shared/src/circle.ts',
    source: "import { back } from './circle-back';\nexport const circle = back;\n",
  },
];
// The circle's other half, planted with it.
const circleBack = {
  file: 'shared/src/circle-back.ts',
  source: "import { circle } from './circle';\nexport const back = () => circle;\n",
};

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  const { output } = await cruise(
    ['.'],
    { baseDir: root, ruleSet: { forbidden: config.forbidden }, validate: true, tsPreCompilationDeps: true },
    { extensions: ['.ts', '.tsx'] },
  );
  const result = output as ICruiseResult;
  return result.summary.violations.map((violation) => violation.rule.name);
}

describe('import boundaries', () => {
  it('accept a tree layered as docs/architecture.md says', async () => {
    expect(await violationsOf(cleanTree)).toEqual([]);
  });

  it.each(planted)('catch a planted $rule ($file)', async ({ rule, file, source }) => {
    const files = { ...cleanTree, [file]: source };
    if (rule === 'no-circular') files[circleBack.file] = circleBack.source;
    const violations = await violationsOf(files);
    expect(violations).toContain(rule);
    expect(new Set(violations)).toEqual(new Set([rule]));
  });
});
