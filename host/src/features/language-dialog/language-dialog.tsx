/**
 * The shell's language dialog: every offered locale with its flag and name; choosing one
 * stores it in the `lang` cookie and reloads the page in that language.
 */
import { languageName, setLanguageCookie, useTranslation } from '@portal/shared';
import { Dialog } from '@portal/shared/ui';
import { Flag } from './flag';

interface LanguageDialogProps {
  locales: readonly string[];
  current: string;
  onClose: () => void;
  /** Reloads the page; replaced in tests. */
  reload?: () => void;
}

/** The dialog, open while rendered. */
export function LanguageDialog({
  locales,
  current,
  onClose,
  reload = () => window.location.reload(),
}: LanguageDialogProps) {
  const { t } = useTranslation();
  const choose = (lang: string) => {
    setLanguageCookie(lang);
    reload();
  };
  return (
    <Dialog
      className="rp-language-dialog"
      title={t('shell.language_dialog_title')}
      closeLabel={t('shell.close')}
      onClose={onClose}
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
    </Dialog>
  );
}
