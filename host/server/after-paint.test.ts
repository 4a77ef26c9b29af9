import { describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, startAfterFirstPaint } from './after-paint';

type PaintName = 'first-paint' | 'first-contentful-paint';

/** Runs the loader against a stand-in page; `paint(name)` reports a paint as the browser would. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: string[] = [];
  let reportPaint = (_list: { getEntriesByName: (name: string) => unknown[] }) => {};
  const document = {
    visibilityState,
    getElementById: () => ({ textContent: JSON.stringify({ preload: [], scripts: ['/apps/host/main.js'] }) }),
    createElement: () => ({}),
    head: { appendChild: (element: { src?: string }) => element.src && added.push(element.src) },
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
  return { added, paint };
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
