/**
 * `@portal/shared/testing`: rendering the steps' components in unit tests (jsdom), for every app: the page's i18n in English with the flow texts, a
 * React root per test, and a way to type into a field so React sees it.
 */

import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createI18n, loadFlowTexts } from '../i18n/create-i18n';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/** English texts, as the shopper's page has them after sign-in. */
export async function setUpTexts() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  await createI18n({ lang: 'en' });
  await loadFlowTexts();
}

/** Renders `element` into a fresh container in the document. */
export async function render(element: ReactNode): Promise<HTMLElement> {
  await cleanUp();
  const target = document.createElement('div');
  document.body.append(target);
  container = target;
  const current = createRoot(target);
  root = current;
  await act(async () => current.render(element));
  return target;
}

/** Renders `element` into the root `render` made, as a later state of the same page. */
export async function rerender(element: ReactNode): Promise<HTMLElement> {
  const current = root;
  if (!current || !container) throw new Error('rerender before render');
  await act(async () => current.render(element));
  return container;
}

/** Unmounts what `render` rendered. */
export async function cleanUp() {
  const current = root;
  if (current) await act(async () => current.unmount());
  container?.remove();
  root = null;
  container = null;
}

/** Types `text` into a field the way a browser does, so React's onChange runs. */
export async function type(field: HTMLInputElement, text: string) {
  await act(async () => {
    field.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
