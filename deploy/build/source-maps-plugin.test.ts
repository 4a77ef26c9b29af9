import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { PrecompressPlugin } from './precompress-plugin';
import { SourceMapsOutsideDistPlugin } from './source-maps-plugin';

const text = (line: string, times: number) => line.repeat(times);

describe('SourceMapsOutsideDistPlugin, with PrecompressPlugin after it', () => {
  it('leave no source map and no sourceMappingURL in the output, write the maps beside it, and precompress', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'app-'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(
      path.join(dir, 'src/index.js'),
      `import('./later.js').then((m) => m.run());\n${text('console.log("start up");\n', 60)}`,
    );
    writeFileSync(
      path.join(dir, 'src/later.js'),
      `export const run = () => {\n${text('  console.log("later");\n', 60)}};\n`,
    );
    writeFileSync(path.join(dir, 'src/style.css'), text('.a { color: red; }\n', 80));
    writeFileSync(path.join(dir, 'src/with-css.js'), "import './style.css';");

    const compiler = rspack({
      context: dir,
      mode: 'production',
      devtool: 'hidden-source-map',
      entry: { main: './src/index.js', styles: './src/with-css.js' },
      output: { path: path.join(dir, 'dist'), clean: true },
      experiments: { css: true },
      module: { rules: [{ test: /\.css$/, type: 'css' }] },
      optimization: { minimize: false },
      plugins: [new SourceMapsOutsideDistPlugin(path.join(dir, 'sourcemaps')), new PrecompressPlugin()],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve();
      }),
    );

    const dist = readdirSync(path.join(dir, 'dist'));
    expect(dist.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of dist.filter((name) => /\.(js|css)$/.test(name)))
      expect(readFileSync(path.join(dir, 'dist', file), 'utf8'), file).not.toContain('sourceMappingURL');
    const maps = readdirSync(path.join(dir, 'sourcemaps'));
    expect(maps).toEqual(expect.arrayContaining(['main.js.map', 'styles.css.map']));
    expect(maps.length).toBeGreaterThanOrEqual(3);
    expect(JSON.parse(readFileSync(path.join(dir, 'sourcemaps', 'main.js.map'), 'utf8'))).toMatchObject({
      version: 3,
    });
    expect(dist).toEqual(
      expect.arrayContaining(['main.js.br', 'main.js.gz', 'styles.css.br', 'styles.css.gz']),
    );
  });
});
