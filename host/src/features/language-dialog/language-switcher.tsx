/**
 * The shell's language button, showing the current flag. The dialog it opens is loaded when
 * first needed (or when the pointer or focus reaches the button): most shoppers never open it, and
 * the sign-in page's JavaScript budget has no room for it.
 */
import { languageName, useTranslation } from '@portal/shared';
import { lazy, Suspense, useState } from 'react';
import { Flag } from './flag';

const loadDialog = () => import(/* webpackChunkName: "lazy-language-dialog" */ './language-dialog');
const LanguageDialog = lazy(() => loadDialog().then((module) => ({ default: module.LanguageDialog })));

interface LanguageSwitcherProps {
  locales: readonly string[];
  current: string;
  /** Reloads the page; replaced in tests. */
  reload?: () => void;
}

/** The header button and, once pressed, the dialog. */
export function LanguageSwitcher({ locales, current, reload }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="rp-language-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('shell.language_button', { language: languageName(current) })}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => setOpen(true)}
      >
        <Flag lang={current} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog
            locales={locales}
            current={current}
            reload={reload}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
