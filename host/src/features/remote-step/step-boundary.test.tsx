// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StepBoundary } from './step-boundary';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let failing = true;
function Step() {
  if (failing) throw new Error('step broke');
  return <p>step shown</p>;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => vi.restoreAllMocks());

describe('StepBoundary', () => {
  it('shows the fallback with the error, and the step again once a reset key changes', async () => {
    // React logs caught errors; the test expects them.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const root = createRoot(container);
    const view = (attempt: number) => (
      <StepBoundary resetKeys={['remote', attempt]} fallback={(error) => <p>fallback: {String(error)}</p>}>
        <Step />
      </StepBoundary>
    );
    failing = true;
    await act(async () => root.render(view(0)));
    expect(container.textContent).toBe('fallback: Error: step broke');

    // Same keys: the fallback stays even though the step would work now.
    failing = false;
    await act(async () => root.render(view(0)));
    expect(container.textContent).toBe('fallback: Error: step broke');

    await act(async () => root.render(view(1)));
    expect(container.textContent).toBe('step shown');
    await act(async () => root.unmount());
  });
});
