/**
 * Start-up of the shell: read the shop configuration the server put on the page, set up language,
 * demo mode and the client log, then render. The branding (tokens and fonts) is already on the page:
 * the host server writes it there.
 */
import {
  createI18n,
  enterDemoFromQuery,
  getLanguageFromCookie,
  initClientLogger,
  logger,
  pickLanguage,
  readShopConfig,
  type ShopConfig,
  shopConfigLoaded,
  startPersistence,
} from '@portal/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

async function start(root: HTMLElement) {
  let config: ShopConfig;
  try {
    config = readShopConfig();
  } catch (error) {
    logger.error('Shop configuration rejected', { error: String(error) });
    root.textContent = 'This returns portal is not available right now. Please try again later.';
    root.setAttribute('role', 'alert');
    return;
  }
  await startPersistence();
  shopConfigLoaded(config);
  const language = pickLanguage(getLanguageFromCookie(), config.locales);
  document.documentElement.lang = language;
  await createI18n({ config, lang: language });
  enterDemoFromQuery(window.location.search);
  initClientLogger({
    merchantName: config.merchantName,
    merchantPlatform: config.merchantPlatform,
    language,
  });
  createRoot(root).render(
    <StrictMode>
      <App config={config} language={language} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
