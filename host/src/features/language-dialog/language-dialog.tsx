/**
 * The language button and dialog of 000 §2 "Shell": every shop locale with its flag and name;
 * choosing one stores it in the `lang` cookie and reloads the page in that language.
 */
import { flagCode, languageName, ModalDialog, setLanguageCookie, useTranslation } from '@portal/shared';
import { useState } from 'react';

interface LanguageDialogProps {
  locales: readonly string[];
  current: string;
  /** Reloads the page; replaced in tests. */
  reload?: () => void;
}

/** A language's flag (000 §2 mapping), decorative next to the language's name. */
function Flag({ lang }: { lang: string }) {
  return (
    <img
      className="rp-flag"
      src={`${__PUBLIC_PATH__}flags/${flagCode(lang)}.svg`}
      alt=""
      width={24}
      height={18}
    />
  );
}

/** The header button showing the current flag, and the dialog it opens. */
export function LanguageSwitcher({
  locales,
  current,
  reload = () => window.location.reload(),
}: LanguageDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (lang: string) => {
    setLanguageCookie(lang);
    reload();
  };

  return (
    <>
      <button
        type="button"
        className="rp-language-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('shell.language_button', { language: languageName(current) })}
        onClick={() => setOpen(true)}
      >
        <Flag lang={current} />
      </button>
      {open && (
        <ModalDialog
          className="rp-language-dialog"
          title={t('shell.language_dialog_title')}
          closeLabel={t('shell.close')}
          onClose={() => setOpen(false)}
        >
          <ul className="rp-language-list">
            {locales.map((lang) => (
              <li key={lang}>
                <button
                  type="button"
                  lang={lang}
                  aria-current={lang === current ? 'true' : undefined}
                  onClick={() => choose(lang)}
                >
                  <Flag lang={lang} /> {languageName(lang)}
                </button>
              </li>
            ))}
          </ul>
        </ModalDialog>
      )}
    </>
  );
}
