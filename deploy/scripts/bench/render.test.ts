import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { verdict } from './budgets';
import { checkServerRendered, countFallbacks, decodeBody, type LoadRun, renderFigures } from './render';

const run = (p99Ms: number, extra: Partial<LoadRun> = {}): LoadRun => ({
  p99Ms,
  requestsPerSecond: 100,
  requests: 500,
  failures: 0,
  answerBytes: [],
  ...extra,
});

describe('renderFigures', () => {
  it("holds the page's p99 beside the platform's two calls to the render budget, the parts for information", () => {
    const figures = renderFigures({ page: run(180), session: run(10), purchases: run(130), fallbacks: 0 });
    expect(figures.map((figure) => [figure.name, figure.value, figure.budget, verdict(figure)])).toEqual([
      ['/select-items server render, scale consumer (300 units): p99', 180, undefined, 'info'],
      ['platform: session + purchases p99 (sandbox)', 140, undefined, 'info'],
      ['/select-items server render p99 beside the platform', 40, 'serverRenderP99', 'ok'],
    ]);
    expect(
      verdict(renderFigures({ page: run(191), session: run(10), purchases: run(130), fallbacks: 0 })[2]!),
    ).toBe('over');
  });

  it('fails the budgeted figure when requests failed', () => {
    const [, , beside] = renderFigures({
      page: run(100, { failures: 3 }),
      session: run(10),
      purchases: run(20),
      fallbacks: 0,
    });
    expect(beside).toMatchObject({ value: null, error: '3 requests failed' });
    expect(verdict(beside!)).toBe('failed');
  });

  it('fails it when more than one page in a hundred was the first paint instead of the render, and notes fewer', () => {
    const over = renderFigures({ page: run(100), session: run(10), purchases: run(20), fallbacks: 6 });
    expect(over[2]).toMatchObject({ value: null });
    expect(over[2]?.error).toContain('6 of 500 pages were the first paint');
    const few = renderFigures({ page: run(100), session: run(10), purchases: run(20), fallbacks: 5 });
    expect(few[2]).toMatchObject({ value: 70 });
    expect(few[0]?.note).toContain('5 of 500 fell back to the first paint');
  });

  it("prints the sign-in page's p99 beside the renders for information, failed when its requests failed", () => {
    const figures = renderFigures({
      page: run(100),
      session: run(10),
      purchases: run(20),
      fallbacks: 0,
      beside: run(2),
    });
    expect(figures[3]).toMatchObject({ name: 'sign-in page p99 while those renders run', value: 2 });
    expect(verdict(figures[3]!)).toBe('info');
    const failed = renderFigures({
      page: run(100),
      session: run(10),
      purchases: run(20),
      fallbacks: 0,
      beside: run(2, { failures: 1 }),
    });
    expect(verdict(failed[3]!)).toBe('failed');
  });
});

describe('countFallbacks', () => {
  it('counts the answers nearer in size to the first paint than to the rendered page', () => {
    expect(countFallbacks([11_300, 7_000, 11_200, 9_000, 9_100, 6_900], 11_210, 6_889)).toBe(3);
    expect(countFallbacks([], 11_210, 6_889)).toBe(0);
  });
});

describe('decodeBody', () => {
  it('reads a body by its content-encoding, and refuses one it does not know', () => {
    const html = '<div id="root" data-server-rendered="">';
    expect(decodeBody(brotliCompressSync(html), 'br')).toBe(html);
    expect(decodeBody(gzipSync(html), 'gzip')).toBe(html);
    expect(decodeBody(Buffer.from(html), undefined)).toBe(html);
    expect(() => decodeBody(Buffer.from(html), 'zstd')).toThrow('Unexpected content-encoding zstd');
  });
});

describe('checkServerRendered', () => {
  it("passes the server's render, and refuses the first paint in one line saying why", () => {
    expect(() => checkServerRendered('<div id="root" data-server-rendered=""><h1>', 'on')).not.toThrow();
    expect(() => checkServerRendered('<div id="root"><div class="rp-server-step">', 'on')).toThrow(
      /^\/select-items was not rendered on the server \(no data-server-rendered in the page\): the render fell back/,
    );
    expect(() => checkServerRendered('<div id="root"></div>', 'off')).toThrow(
      '/select-items was not rendered on the server: the host runs with --server-render off',
    );
  });
});
