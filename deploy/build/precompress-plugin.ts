/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip written by zopfli) beside every
 * compressible file of a production build, so the server sends the smallest bytes without compressing
 * anything per request (`@fastify/static`'s `preCompressed` picks them by `Accept-Encoding`).
 *
 * Zopfli writes ordinary gzip that every client reads, about 3 % smaller than zlib's level 9 (the
 * sign-in page's scripts: 162.6 KB → 157.7 KB); it is far slower, which a build can afford once and a
 * server per request cannot.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const zlibGzip = promisify(gzip);
/** Zopfli's passes: more than one gain under 0.1 % and take longer. */
export const ZOPFLI_ITERATIONS = 1;
/**
 * What zopfli compresses: the scripts and stylesheets every page loads. The rest (a flag drawing, a
 * manifest) is fetched now and then and gets zlib's level 9: zopfli took 20 s on the host's flags alone.
 */
export const ZOPFLI_FILES = /\.(js|mjs|css)$/;

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

/** The folder of the node build inside `dist/` (create-app-config.ts): read from disk by the server, never sent. */
const NODE_BUILD = 'server';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const nodeBuild = path.join(dir, NODE_BUILD);
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.startsWith(nodeBuild))
    .map((entry) => path.join(entry.parentPath, entry.name));
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
    ZOPFLI_FILES.test(file)
      ? zopfliGzip(content, { numiterations: ZOPFLI_ITERATIONS })
      : zlibGzip(content, { level: constants.Z_BEST_COMPRESSION }),
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
  // Brotli runs on libuv's thread pool (every core); zopfli, WebAssembly on this thread, one file after
  // another while the pool works.
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
