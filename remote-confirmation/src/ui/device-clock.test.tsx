// @vitest-environment jsdom

import type { ReturnOrder } from '@portal/shared';
import { setUpTexts } from '@portal/shared/testing';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaperlessCode } from '../features/paperless-code';
import { ReturnTimeline } from '../features/return-timeline';
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

describe('dates the server cannot know', () => {
  const moved: ReturnOrder = {
    id: 'ro-1',
    isShipItYourself: false,
    shipment: {
      trackingUpdates: [
        { status: 'LABEL_CREATED', timestamp: '2026-11-20T10:00:00Z' },
        { status: 'HANDED_IN', timestamp: '2026-11-21T10:00:00Z' },
      ],
    },
  };

  it('keep their lines in the server’s markup, empty until hydrated, so nothing moves when they come', async () => {
    await setUpTexts();
    const timeline = renderToString(<ReturnTimeline order={moved} />);
    // Each reached stage's line is there, without its date.
    expect(timeline.match(/<span class="rp-timeline__at"><\/span>/g)).toHaveLength(2);
    const code = renderToString(
      <PaperlessCode code={{ code: 'ABC123', validUntil: '2026-12-20T10:00:00Z' }} />,
    );
    expect(code).toContain('<p class="rp-paperless__valid"></p>');
    const container = document.createElement('div');
    container.innerHTML = timeline;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <ReturnTimeline order={moved} />);
    });
    expect(container.querySelectorAll('.rp-timeline__at')[1]?.textContent).toMatch(/2026/);
  });
});
