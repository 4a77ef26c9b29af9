import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { SharedContractPlugin } from './shared-contract-plugin';

/** An app beside its own `@portal/shared` 1.2.0, with two entry points, one re-exporting a module. */
function fixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'));
  const shared = path.join(dir, 'node_modules', '@portal', 'shared');
  mkdirSync(path.join(shared, 'src'), { recursive: true });
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(shared, 'package.json'),
    JSON.stringify({
      name: '@portal/shared',
      version: '1.2.0',
      exports: { '.': './src/index.js', './ui': './src/ui.js', './ui/design.css': './src/design.css' },
    }),
  );
  writeFileSync(
    path.join(shared, 'src/index.js'),
    "export const logger = {};\nexport function httpRequest() {}\nexport * from './more.js';\n",
  );
  writeFileSync(path.join(shared, 'src/more.js'), 'export const returnPolicyNotice = () => "new";\n');
  writeFileSync(path.join(shared, 'src/ui.js'), 'export const Button = 1;\nexport const Card = 2;\n');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0' }));
  writeFileSync(
    path.join(dir, 'src/index.js'),
    [
      "import { httpRequest, returnPolicyNotice } from '@portal/shared';",
      'httpRequest(returnPolicyNotice());',
      "import('@portal/shared/ui').then(({ Button }) => console.log(Button));",
    ].join('\n'),
  );
  return dir;
}

describe('SharedContractPlugin', () => {
  it('records the names the app imports from shared and its subpaths, and what shared exports', async () => {
    const dir = fixture();
    const plugin = new SharedContractPlugin(dir, '^1.2.0');
    const compiler = rspack({
      context: dir,
      mode: 'production',
      entry: { main: './src/index.js' },
      output: { path: path.join(dir, 'dist'), clean: true },
      optimization: { minimize: false },
      plugins: [plugin],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve();
      }),
    );
    expect(plugin.contract).toEqual({
      package: '@portal/shared',
      version: '1.2.0',
      requiredVersion: '^1.2.0',
      imports: {
        '@portal/shared': ['httpRequest', 'returnPolicyNotice'],
        // An import() takes the module as a whole.
        '@portal/shared/ui': ['*'],
      },
      exports: {
        '@portal/shared': ['httpRequest', 'logger', 'returnPolicyNotice'],
        '@portal/shared/ui': ['Button', 'Card'],
      },
    });
  });
});
