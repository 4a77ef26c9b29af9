/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file of a production build, so the server sends the smallest bytes without compressing anything
 * per request (`@fastify/static`'s `preCompressed` picks them by `Accept-Encoding`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The file types worth compressing: text. Images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt)$/;
/** Below this a compressed answer saves less than its headers cost; the server sends such files as they are. */
export const MIN_BYTES = 1024;

/** What one file got: the encodings written beside it (none when it was skipped). */
export interface PrecompressedFile {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses one file; an encoding that would not make it smaller is not written. */
async function precompressFile(file: string): Promise<PrecompressedFile> {
  const content = await readFile(file);
  const result: PrecompressedFile = { file, bytes: content.length };
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) {
    await writeFile(`${file}.br`, br);
    result.br = br.length;
  }
  if (gz.length < content.length) {
    await writeFile(`${file}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/** Precompresses every compressible file of at least {@link MIN_BYTES} under `dir`. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = [];
  for (const file of await filesUnder(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  // zlib's asynchronous calls run on libuv's thread pool, so this uses every core.
  return Promise.all(files.map(precompressFile));
}

/**
 * The rspack side: after the build is written, its output folder is precompressed. Reading what is on
 * disk (rather than the compilation's assets) also catches files other plugins write themselves.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) await precompressDir(outputPath);
    });
  }
}
