// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { ErrorMessage } from './error-message';
import { LoadingState } from './loading-state';
import { PageHeading } from './page-heading';
import { StepIndicator } from './step-indicator';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | null = null;
let container: HTMLElement;

async function render(element: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(element));
  return container;
}

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await createI18n({ lang: 'en' });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

describe('shared UI', () => {
  it('shows the translated step indicator', async () => {
    const view = await render(<StepIndicator current={1} total={3} />);
    expect(view.querySelector('p.rp-step-indicator')?.textContent).toBe('Step 1 of 3');
  });

  it('announces loading politely and errors at once', async () => {
    const view = await render(
      <>
        <LoadingState label="Loading…" />
        <ErrorMessage id="email-error">E-mail address is required</ErrorMessage>
      </>,
    );
    const status = view.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('Loading…');
    expect(view.querySelector('[role="alert"]')?.id).toBe('email-error');
  });

  it('moves focus to the heading of every step after the first', async () => {
    await render(<PageHeading>Sign in</PageHeading>);
    const first = container.querySelector('h1');
    expect(first?.tabIndex).toBe(-1);
    // The first step keeps the browser's starting focus, so the skip link stays first.
    expect(document.activeElement).not.toBe(first);
    await act(async () => root?.unmount());
    container.remove();

    await render(<PageHeading>Which items do you want to return?</PageHeading>);
    expect(document.activeElement).toBe(container.querySelector('h1'));
  });
});
