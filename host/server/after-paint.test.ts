import { describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, startAfterFirstPaint } from './after-paint';

type PaintName = 'first-paint' | 'first-contentful-paint';

/**
 * Runs the loader against a stand-in page; `paint(name)` reports a paint as the browser would, `parsed()`
 * ends the document's parsing (`readyState` 'loading' until then; 'interactive' from the start by default).
 */
function runLoader(
  visibilityState: 'visible' | 'hidden',
  readyState: 'loading' | 'interactive' = 'interactive',
) {
  const added: string[] = [];
  const preloaded: string[] = [];
  let reportPaint = (_list: { getEntriesByName: (name: string) => unknown[] }) => {};
  const whenParsed: (() => void)[] = [];
  const document = {
    visibilityState,
    readyState,
    getElementById: () => ({
      textContent: JSON.stringify({
        preload: [{ href: '/apps/host/main.js', as: 'script' }],
        scripts: ['/apps/host/main.js'],
      }),
    }),
    createElement: () => ({}),
    head: {
      appendChild: (element: { src?: string; href?: string }) => {
        if (element.src) added.push(element.src);
        if (element.href) preloaded.push(element.href);
      },
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') whenParsed.push(listener);
    },
  };
  const parsed = () => {
    document.readyState = 'interactive';
    for (const listener of whenParsed.splice(0)) listener();
  };
  class PerformanceObserver {
    constructor(private readonly callback: typeof reportPaint) {}
    observe() {
      reportPaint = this.callback;
    }
  }
  new Function('document', 'PerformanceObserver', 'requestAnimationFrame', AFTER_PAINT_LOADER)(
    document,
    PerformanceObserver,
    () => {},
  );
  const paint = (paintName: PaintName) =>
    reportPaint({ getEntriesByName: (name) => (name === paintName ? [{ name }] : []) });
  return { added, preloaded, paint, parsed };
}

describe('the after-paint loader', () => {
  it('fetches the scripts after the first paint, however long that paint takes (up to its 4 s safety net)', () => {
    vi.useFakeTimers();
    const { added, paint } = runLoader('visible');
    vi.advanceTimersByTime(3_000);
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(added).toEqual(['/apps/host/main.js']);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(5_000);
    expect(added).toHaveLength(1);
    vi.useRealTimers();
  });

  it('waits past a first paint without content (the background) for the heading to be drawn', () => {
    vi.useFakeTimers();
    const { added, paint } = runLoader('visible');
    paint('first-paint');
    vi.advanceTimersByTime(1_000);
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(added).toEqual(['/apps/host/main.js']);
    vi.useRealTimers();
  });

  it('starts a hidden tab at once: it draws nothing to wait for', () => {
    vi.useFakeTimers();
    expect(runLoader('hidden').added).toEqual(['/apps/host/main.js']);
    vi.useRealTimers();
  });

  it('on a page still arriving, fetches the scripts at the first paint and runs them once the document is parsed', () => {
    vi.useFakeTimers();
    const { added, preloaded, paint, parsed } = runLoader('visible', 'loading');
    paint('first-contentful-paint');
    vi.advanceTimersByTime(0);
    expect(preloaded).toEqual(['/apps/host/main.js']);
    // The rest of the HTML (the cards below, the scope the page hydrates from) has not been read yet.
    expect(added).toEqual([]);
    parsed();
    expect(added).toEqual(['/apps/host/main.js']);
    vi.useRealTimers();
  });

  it('in a hidden tab started before its body arrived, runs the scripts only once the document is parsed', () => {
    vi.useFakeTimers();
    const { added, parsed } = runLoader('hidden', 'loading');
    expect(added).toEqual([]);
    parsed();
    expect(added).toEqual(['/apps/host/main.js']);
    vi.useRealTimers();
  });

  it('fetches the deferred scripts it took among the preloads, first, and each once', () => {
    const html =
      '<head><script defer src="/apps/host/main.js"></script></head><body><div id="root"></div></body>';
    const plan = (preload: { href: string; as: 'script' | 'fetch' | 'style' }[]) =>
      JSON.parse(
        /<script id="after-paint" type="application\/json">(.*?)<\/script>/.exec(
          startAfterFirstPaint(html, preload),
        )?.[1] ?? '{}',
      );
    const entry = { href: '/apps/remote-selection/remoteEntry.js', as: 'script' as const };
    expect(plan([entry])).toEqual({
      preload: [{ href: '/apps/host/main.js', as: 'script' }, entry],
      scripts: ['/apps/host/main.js'],
    });
    expect(plan([{ href: '/apps/host/main.js', as: 'script' }]).preload).toEqual([
      { href: '/apps/host/main.js', as: 'script' },
    ]);
    expect(startAfterFirstPaint(html, [])).not.toContain('<script defer');
  });

  it('with the scripts fetched with the HTML, names them in the head and leaves the loader the other files and the scripts to run', () => {
    const html = '<head><script defer src="/apps/host/main.js"></script></head><body></body>';
    const entry = { href: '/apps/remote-selection/mf-manifest.json', as: 'fetch' as const };
    const page = startAfterFirstPaint(html, [entry], 'scripts-with-html');
    const head = page.slice(0, page.indexOf('<script id="after-paint"'));
    expect(head).toBe('<head><link rel="preload" as="script" href="/apps/host/main.js">');
    const plan = /<script id="after-paint" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(plan ?? 'null')).toEqual({ preload: [entry], scripts: ['/apps/host/main.js'] });
  });

  it('starts anyway in a browser that never reports a paint', () => {
    vi.useFakeTimers();
    const { added } = runLoader('visible');
    vi.advanceTimersByTime(4_000);
    expect(added).toEqual(['/apps/host/main.js']);
    vi.useRealTimers();
  });

  it('leaves a page without deferred scripts as it is', () => {
    expect(startAfterFirstPaint('<head></head>', [])).toBe('<head></head>');
  });
});
