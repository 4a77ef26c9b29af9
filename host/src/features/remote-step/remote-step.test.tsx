// @vitest-environment jsdom

import { createI18n, loadFlowTexts } from '@portal/shared';
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRemotePage, RemoteLoadError } from './remote-registry';
import { RemoteStep } from './remote-step';
import { useStepPending } from './step-pending';

vi.mock('./remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./remote-registry')>()),
  loadRemotePage: vi.fn(),
}));

const load = vi.mocked(loadRemotePage);

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * A shell whose step changes in a transition, as the router's navigation does: the same RemoteStep,
 * as both routes render it, with the next step's remote and page.
 */
function mountShell(
  probe?: (pending: boolean) => void,
  pages = { first: 'confirm-items', next: 'carriers' },
) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  let navigate: () => void = () => undefined;
  function Shell() {
    const [carriers, setCarriers] = useState(false);
    navigate = () => startTransition(() => setCarriers(true));
    return carriers ? (
      <RemoteStep remote="remote_carriers" page={pages.next} />
    ) : (
      <RemoteStep remote="remote_selection" page={pages.first} />
    );
  }
  function Probe() {
    probe?.(useStepPending());
    return null;
  }
  root.render(
    <>
      <Probe />
      <Shell />
    </>,
  );
  return { container, root, navigate: () => navigate() };
}

const failingLoad = () =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new RemoteLoadError('remote_carriers', 'carriers', new Error('500'))), 5),
  );

/** Waits (real time) until `done` holds, at most `ms`. */
async function until(done: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(async () => {
  // The shell runs on React's own scheduler here, as in the browser, not inside act().
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  // The page's texts, as the shell has them before it renders a step.
  await createI18n({ lang: 'nl' });
});
afterEach(() => {
  vi.restoreAllMocks();
  load.mockReset();
  document.body.innerHTML = '';
});

describe('RemoteStep entered by navigation (a transition)', () => {
  it('loads a failing remote once and shows the failure screen, instead of loading again for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockImplementation(async () => ({ default: () => <p>previous step</p> }));
    const { container, root, navigate } = mountShell();
    await until(() => container.textContent === 'previous step');
    load.mockReset();
    load.mockImplementation(failingLoad);
    navigate();
    await until(() => container.querySelector('[role="alert"]') !== null || load.mock.calls.length > 5);
    expect(container.querySelector('[role="alert"] h1')).not.toBeNull();
    // Give a loop the time to show itself: no further load starts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);

    // Try again loads anew, once, and shows the step when it comes.
    load.mockImplementation(async () => ({ default: () => <p>carriers page</p> }));
    container.querySelector('button')?.click();
    await until(() => container.textContent === 'carriers page');
    expect(container.textContent).toBe('carriers page');
    expect(load).toHaveBeenCalledTimes(2);
    root.unmount();
  });
});

describe('the shell told that a step is on its way (its progress bar)', () => {
  it('only while the next step loads behind the step on screen, not while a loading state shows', async () => {
    const seen: boolean[] = [];
    let arrive: (page: { default: () => React.ReactElement }) => void = () => undefined;
    const nextLoad = () =>
      new Promise<{ default: () => React.ReactElement }>((resolve) => (arrive = resolve));
    load.mockImplementation(nextLoad);
    // Pages no other test loaded: the shell keeps every loaded page.
    const { container, root, navigate } = mountShell((pending) => seen.push(pending), {
      first: 'select-items',
      next: 'carriers-again',
    });
    // The page's first step: its loading state is on screen, so no bar.
    await until(() => load.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).not.toContain(true);
    arrive({ default: () => <p>previous step</p> });
    await until(() => container.textContent === 'previous step');

    navigate();
    await until(() => seen.at(-1) === true);
    expect(container.textContent).toBe('previous step');
    arrive({ default: () => <p>carriers page</p> });
    await until(() => container.textContent === 'carriers page' && seen.at(-1) === false);
    expect(seen.at(-1)).toBe(false);
    root.unmount();
  });
});

describe('the loading state of a step whose code is on its way', () => {
  it("has the step's h1 where it is known before the step's data, once its text is here", async () => {
    window.history.pushState({}, '', '/carriers');
    load.mockImplementation(() => new Promise(() => undefined));
    const first = mountShell(undefined, { first: 'carriers', next: 'carriers' });
    await until(() => first.container.querySelector('[role="status"]') !== null);
    // The flow's texts are not here yet: no heading rather than a key.
    expect(first.container.querySelector('h1')).toBeNull();
    first.root.unmount();

    await loadFlowTexts();
    const second = mountShell(undefined, { first: 'carriers', next: 'carriers' });
    await until(() => second.container.querySelector('h1') !== null);
    expect(second.container.querySelector('h1')?.textContent).toBe('Hoe wil je je retour versturen?');
    expect(second.container.querySelector('[role="status"]')).not.toBeNull();
    second.root.unmount();

    // A page whose heading comes with its data has none while it loads.
    window.history.pushState({}, '', '/order-confirmation');
    const third = mountShell(undefined, { first: 'order-confirmation', next: 'order-confirmation' });
    await until(() => third.container.querySelector('[role="status"]') !== null);
    expect(third.container.querySelector('h1')).toBeNull();
    third.root.unmount();
    window.history.pushState({}, '', '/');
  });
});
