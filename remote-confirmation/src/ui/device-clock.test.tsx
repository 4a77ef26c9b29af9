// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeviceClock } from './device-clock';

function Clock() {
  return <p>{useDeviceClock() ? 'dated' : 'undated'}</p>;
}

// React's own act() environment for the client roots below.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the device's clock", () => {
  it('is not shown in a server render', () => {
    expect(renderToString(<Clock />)).toBe('<p>undated</p>');
  });

  it('is shown once the browser has hydrated the server’s markup, without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Clock />);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('dated');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('is shown at once in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Clock />);
    });
    expect(container.textContent).toBe('dated');
  });
});
