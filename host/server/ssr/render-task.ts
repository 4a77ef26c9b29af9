/**
 * One server render as a render thread runs it (`render-threads.ts`; or the server's own thread with
 * SERVER_RENDER_THREADS=0): the host build's renderer, loaded once per build in each thread, renders the
 * step with a transport made here from plain values. What crosses between threads is plain data: the task
 * in, and out the step or why there is none (an error's own fields do not survive the crossing).
 */
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { RenderedStep, RenderRequest } from '../../src/server-render';
import { type PlatformReads, platformTransport } from './platform-reads';

type Renderer = typeof import('../../src/server-render');

/** A render to run: the host build's renderer file, the request without its transport, and the transport's makings. */
export interface RenderTask {
  rendererFile: string;
  request: Omit<RenderRequest, 'transport'>;
  reads: PlatformReads;
}

/** Why a render gave no step: the page falls back, logged once per release and reason. */
export interface RenderFailure {
  /** The renderer's reason (`release`, `data`, `render`), or `data` for a platform that outlived its budget. */
  reason: string;
  message: string;
  stack?: string;
}

export type RenderOutcome = { step: RenderedStep } | { failed: RenderFailure };

let loaded: { file: string; mtimeMs: number; renderer: Promise<Renderer> } | null = null;

/** The host build's renderer, loaded again when the host is rebuilt. */
async function rendererOf(file: string): Promise<Renderer> {
  const { mtimeMs } = await stat(file);
  if (loaded?.file !== file || loaded.mtimeMs !== mtimeMs) {
    const require = createRequire(import.meta.url);
    delete require.cache[file];
    const module = require(file) as { loadRenderer: () => Promise<Renderer> };
    loaded = { file, mtimeMs, renderer: module.loadRenderer() };
  }
  return loaded.renderer;
}

/** The failure as plain values, its causes' messages kept: they say which release, which request. */
function failure(error: unknown): RenderFailure {
  const reason =
    (error as { reason?: string }).reason ?? ((error as Error).name === 'TimeoutError' ? 'data' : 'render');
  const messages: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) messages.push(cause.message);
  return {
    reason,
    message: messages.join(': ') || String(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
}

/** Runs `task`: the rendered step, or why there is none. Never throws. */
export default async function renderTask(task: RenderTask): Promise<RenderOutcome> {
  try {
    const renderer = await rendererOf(task.rendererFile);
    const step = await renderer.renderStep({
      ...task.request,
      transport: platformTransport(task.reads, task.request),
    });
    return { step };
  } catch (error) {
    return { failed: failure(error) };
  }
}
