import { describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LOADER, startAfterFirstPaint } from './after-paint';

/** Runs the loader against a stand-in page; `paint()` reports the first paint as the browser would. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: string[] = [];
  let reportPaint = () => {};
  const document = {
    visibilityState,
    getElementById: () => ({ textContent: JSON.stringify({ preload: [], scripts: ['/apps/host/main.js'] }) }),
    createElement: () => ({}),
    head: { appendChild: (element: { src?: string }) => element.src && added.push(element.src) },
  };
  class PerformanceObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      reportPaint = this.callback;
    }
  }
  new Function('document', 'PerformanceObserver', 'requestAnimationFrame', AFTER_PAINT_LOADER)(
    document,
    PerformanceObserver,
    () => {},
  );
  return { added, paint: () => reportPaint() };
}

describe('the after-paint loader', () => {
  it('fetches the scripts after the first paint, however long that paint takes (up to its 4 s safety net)', () => {
    vi.useFakeTimers();
    const { added, paint } = runLoader('visible');
    vi.advanceTimersByTime(3_000);
    expect(added).toEqual([]);
    paint();
    vi.advanceTimersByTime(0);
    expect(added).toEqual(['/apps/host/main.js']);
    paint();
    vi.advanceTimersByTime(5_000);
    expect(added).toHaveLength(1);
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
