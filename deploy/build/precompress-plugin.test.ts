import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir, ZOPFLI_FILES } from './precompress-plugin';

const text = (line: string, times: number) => line.repeat(times);

describe('precompressDir', () => {
  it('writes brotli-11 and gzip copies of every compressible file of 1 KB or more (scripts and styles by zopfli), and nothing else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
    mkdirSync(path.join(dir, 'flags'));
    const files: Record<string, Buffer> = {
      'main.0123abcd.js': Buffer.from(text('export const shell = "starts";\n', 100)),
      'main.0123abcd.css': Buffer.from(text('.button { color: red; }\n', 100)),
      'mf-manifest.json': Buffer.from(JSON.stringify({ remotes: Array(100).fill({ name: 'x' }) })),
      'index.html': Buffer.from(`<html>${text('<p>text</p>', 200)}</html>`),
      'flags/nl.svg': Buffer.from(`<svg>${text('<path d="M0 0h10v10z"/>', 100)}</svg>`),
      'small.0123abcd.js': Buffer.from('console.log(1)'),
      // Random bytes do not shrink: writing a "compressed" copy would make the answer bigger.
      'random.0123abcd.js': randomBytes(4096),
      'photo.png': Buffer.from(text('not compressed: images are compressed already', 100)),
    };
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);

    const result = await precompressDir(dir);

    for (const file of [
      'main.0123abcd.js',
      'main.0123abcd.css',
      'mf-manifest.json',
      'index.html',
      'flags/nl.svg',
    ]) {
      const original = files[file]!;
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      // The strongest settings: the same size as compressing with them directly.
      expect(br.length).toBe(
        brotliCompressSync(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }).length,
      );
      const zlib9 = gzipSync(original, { level: 9 }).length;
      // Scripts and styles by zopfli: gzip every client reads, smaller than zlib's best; the rest zlib's best.
      if (ZOPFLI_FILES.test(file)) expect(gz.length, file).toBeLessThan(zlib9);
      else expect(gz.length, file).toBe(zlib9);
    }
    for (const file of ['small.0123abcd.js', 'random.0123abcd.js', 'photo.png']) {
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(false);
    }
    expect(
      result
        .filter((entry) => entry.br)
        .map((entry) => path.relative(dir, entry.file))
        .sort(),
    ).toEqual(['flags/nl.svg', 'index.html', 'main.0123abcd.css', 'main.0123abcd.js', 'mf-manifest.json']);
  });
});
