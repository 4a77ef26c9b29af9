/**
 * Start-up of the shell: fork the page's one scope (from the values the server rendered the page with),
 * read the shop configuration the server put on the page, set up language, demo mode and the client
 * log, then render under the scope's Provider. Every start-up step acts in that scope: nothing in the
 * browser reads or writes effector's global state (docs/architecture.md#the-page-runs-in-one-scope).
 * The branding (tokens and fonts) is already on the page: the host server writes it there.
 */

import {
  createI18n,
  enterDemoFromQuery,
  initClientLogger,
  logger,
  Provider,
  pickLanguage,
  readShopConfig,
  type ShopConfig,
  shopConfigLoaded,
  startPageScope,
  startPersistence,
} from '@portal/shared';
import { SERVER_RENDERED } from '@portal/shared/page-frame';
import { allSettled } from 'effector';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startStepData } from './app/step-data';
import { startConsentNoticeIfShown } from './features/analytics/consent-notice';
import { firstStepShown } from './features/remote-step/remote-step';

/** Replaces the skeleton with a plain message: without it a failed start leaves a page that never finishes loading. */
function showUnavailable(root: HTMLElement) {
  root.textContent = 'This returns portal is not available right now. Please try again later.';
  root.setAttribute('role', 'alert');
}

async function start(root: HTMLElement) {
  // First: the server drew the notice with the page, and a shopper may answer it at once.
  startConsentNoticeIfShown();
  let config: ShopConfig;
  try {
    config = readShopConfig();
  } catch (error) {
    logger.error('Shop configuration rejected', { error: String(error) });
    showUnavailable(root);
    return;
  }
  const scope = await startPageScope();
  // A page the server rendered is hydrated from the server's values alone, as its markup was made; what
  // the tab kept is read back once the step is on screen (never over what the server sent), and only then
  // does the step take presses (`StepControls`, `@portal/shared/ui`).
  const serverRendered = root.hasAttribute(SERVER_RENDERED);
  if (!serverRendered) await startPersistence(scope);
  await allSettled(shopConfigLoaded, { scope, params: config });
  await enterDemoFromQuery(scope, window.location.search);
  // The step's data starts now, before the texts and the first render: who the shopper is is known.
  startStepData(window.location.pathname);
  // The host server read the `lang` cookie (with @fastify/cookie, on the `cookie` package, which keeps a
  // value it cannot decode instead of throwing) and wrote its choice on <html>: the browser never parses
  // cookies, and the first paint and React agree.
  const language = pickLanguage(document.documentElement.lang, config.locales);
  document.documentElement.lang = language;
  await createI18n({ config, lang: language });
  initClientLogger({
    merchantName: config.merchantName,
    merchantPlatform: config.merchantPlatform,
    language,
  });
  const app = (
    <StrictMode>
      <Provider value={scope}>
        <App config={config} language={language} />
      </Provider>
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  // Inside a transition React hydrates in slices and lets the browser in between, where a plain hydrateRoot
  // holds the main thread for the whole page (Next.js and Remix hydrate so; react.dev pull request 5040):
  // a phone's blocking time. A press meanwhile meets the step's disabled controls (StepControls).
  startTransition(() => {
    hydrateRoot(root, app);
  });
  await firstStepShown;
  await startPersistence(scope);
  // The page is the browser's now: the step's controls take presses (a change made before this read-back
  // could be put under the tab's older value).
  root.removeAttribute(SERVER_RENDERED);
}

const root = document.getElementById('root');
if (root)
  start(root).catch((error: unknown) => {
    logger.error('Shell failed to start', { error: String(error) });
    showUnavailable(root);
  });
