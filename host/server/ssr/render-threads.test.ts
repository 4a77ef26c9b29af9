import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testShop } from '@portal/shared/testing/shop';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderTask } from './render-task';
import { type RenderThreads, renderThreads } from './render-threads';

// Stand-ins for the host build's renderer (`host/dist/server/render.cjs`): one that renders what the
// platform's transport answers, one that gives up the way the real one does (a reason, and a cause).
const folder = mkdtempSync(path.join(tmpdir(), 'render-threads-'));
const renderer = (body: string) => {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.cjs`);
  writeFileSync(file, `exports.loadRenderer = async () => ({ renderStep: ${body} });`);
  return file;
};
const answering = renderer(`async (request) => {
  const answer = await request.transport('/features?names=gatekeeping', {});
  return { html: '<p>' + request.url + ' ' + JSON.stringify(await answer.json()) + '</p>', values: { thread: require('node:worker_threads').threadId } };
}`);
const givingUp = renderer(`async () => {
  throw Object.assign(new Error('The step data took longer than 300 ms', { cause: new Error('purchases') }), { reason: 'data' });
}`);

const task = (rendererFile: string): RenderTask => ({
  rendererFile,
  request: {
    url: '/select-items?feature.gatekeeping=true',
    config: testShop({ features: { gatekeeping: false } }),
    language: 'en',
    consumerId: 'c1',
    step: { remote: 'remote_selection', page: 'select-items', version: '1.0.0', nodeEntry: 'file:///none' },
    labelHosts: [],
    dataBudgetMs: 300,
  },
  reads: {
    cookie: 're_session=s1',
    consumerId: 'c1',
    forwarded: {},
    coreApiUrl: 'http://core.invalid',
    voltaApiUrl: 'http://volta.invalid',
    featureOverrides: ['gatekeeping'],
  },
});

const pools: RenderThreads[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe.each([1, 0])('server renders with %i render threads', (threads) => {
  const pool = renderThreads(threads);
  pools.push(pool);

  it('render with the transport made where they run, from the plain values a task carries', async () => {
    const outcome = await pool.run(task(answering));
    expect(outcome).toEqual({
      step: {
        html: '<p>/select-items?feature.gatekeeping=true [{"feature":"gatekeeping","result":true}]</p>',
        values: { thread: expect.any(Number) },
      },
    });
    // In a thread of its own, or on this one (whose id is 0 in the main thread, or vitest's worker's).
    const thread = 'step' in outcome ? outcome.step.values.thread : null;
    if (threads) expect(thread).not.toBe((await import('node:worker_threads')).threadId);
    else expect(thread).toBe((await import('node:worker_threads')).threadId);
  });

  it('say why a render gave up, with its causes, as plain values: never a throw', async () => {
    await expect(pool.run(task(givingUp))).resolves.toEqual({
      failed: {
        reason: 'data',
        message: 'The step data took longer than 300 ms: purchases',
        stack: expect.stringContaining('The step data took longer'),
      },
    });
    await expect(pool.run(task(path.join(folder, 'not-built.cjs')))).resolves.toMatchObject({
      failed: { reason: 'render', message: expect.stringContaining('no such file') },
    });
  });
});
