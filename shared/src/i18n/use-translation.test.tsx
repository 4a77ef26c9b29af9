// @vitest-environment jsdom
import { act, memo, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { useTranslation } from './use-translation';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

it('gives the page’s texts, the same t until the language changes, and the new texts after', async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const i18n = await createI18n({ lang: 'nl' });
  const seen = new Set<unknown>();
  const Loading = memo(function Loading() {
    const { t } = useTranslation();
    useEffect(() => {
      seen.add(t);
    });
    return <p>{t('shell.loading')}</p>;
  });
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(<Loading />));
  expect(container.textContent).toBe('Laden…');
  await act(async () => root.render(<Loading />));
  expect(seen.size).toBe(1);

  i18n.addResourceBundle('en', 'translation', { shell: { loading: 'Loading…' } });
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(container.textContent).toBe('Loading…');
  expect(seen.size).toBe(2);
  await act(async () => root.unmount());
});
