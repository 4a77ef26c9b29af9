/**
 * The dev harness every remote mounts its pages in (`npm run dev -w <remote>`): the pages with a
 * sample shop configuration, real i18n and the real bus, without the host. Not part of the
 * shared singleton: only remotes' own dev entries import `@portal/shared/harness`.
 */
import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { parseShopConfig } from './config/shop-config';
import { createI18n, loadFlowTexts } from './i18n/create-i18n';
import { startPageScope } from './model/page-scope';
import { startPersistence } from './model/persistence';
import { shopConfigLoaded } from './model/shop';
import { AppLink } from './ui/app-link';
// The host page loads the design system's styles in the portal; the harness has no host.
import './ui/design-system.css';

/** One page of the remote under a path of the harness. */
export interface HarnessPage {
  path: string;
  label: string;
  Page: ComponentType;
}

const SAMPLE_CONFIG = {
  id: 'harness',
  name: 'Harness shop',
  url: 'https://example.com',
  supportEmail: 'support@example.com',
  locales: ['en', 'nl', 'de'],
  platformSlice: 2,
  merchantName: 'harness',
  merchantPlatform: 'SHOPIFY',
};

/** Renders `pages` into `#root` with links between them. */
export async function mountHarness(title: string, pages: HarnessPage[]): Promise<void> {
  const config = parseShopConfig(SAMPLE_CONFIG);
  // One scope for the page, as the host's start-up makes it.
  const scope = await startPageScope();
  await startPersistence(scope);
  await allSettled(shopConfigLoaded, { scope, params: config });
  await createI18n({ config, lang: 'en' });
  await loadFlowTexts();
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <Provider value={scope}>
      <BrowserRouter>
        <header className="rp-header">
          <nav aria-label={title}>
            {pages.map(({ path, label }) => (
              <AppLink key={path} to={path}>
                {label}
              </AppLink>
            ))}
          </nav>
        </header>
        <main className="rp-main">
          <Routes>
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </main>
      </BrowserRouter>
    </Provider>,
  );
}
