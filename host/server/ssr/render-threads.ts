/**
 * Where server renders run. A render is tens of milliseconds of CPU (the scale consumer's 300 cards about
 * 35): on the server's own thread every other request (a page from the cache, `/features`, the API proxy of
 * other shoppers) waits behind it, and two renders wait for each other. A pool of render threads (piscina)
 * takes them off that thread and runs as many at once as there are threads; with `threads` 0 they run on
 * the server's own thread (a one-core machine, or a test).
 *
 * The threads start with the first render, not with the server: a server that never renders a step (one
 * with SERVER_RENDER off, most unit tests) starts none. Each thread loads the host's renderer and the
 * releases' node builds itself, once per build.
 */
import { Piscina } from 'piscina';
import renderTask, { type RenderOutcome, type RenderTask } from './render-task';

export interface RenderThreads {
  run(task: RenderTask): Promise<RenderOutcome>;
  /** Ends the threads (the server is closing); a render under way settles first. */
  close(): Promise<void>;
}

/** The TypeScript loader the server runs under, for the threads too: inherited, or named when the server has none. */
const threadExecArgv = () =>
  process.execArgv.some((argument) => argument.includes('tsx'))
    ? process.execArgv
    : [...process.execArgv, '--import', 'tsx'];

/** Renders in `threads` threads, or on this one when `threads` is 0. */
export function renderThreads(threads: number): RenderThreads {
  if (threads === 0) return { run: renderTask, close: async () => {} };
  let pool: Piscina<RenderTask, RenderOutcome> | null = null;
  return {
    run(task) {
      pool ??= new Piscina({
        filename: new URL('./render-task.ts', import.meta.url).href,
        minThreads: threads,
        maxThreads: threads,
        // A render waits for the platform too: the thread takes the next page meanwhile.
        concurrentTasksPerWorker: 4,
        // A thread blocked in Atomics.wait would not run the fetches its renders wait for.
        atomics: 'disabled',
        execArgv: threadExecArgv(),
      });
      return pool.run(task);
    },
    async close() {
      await pool?.close();
    },
  };
}
