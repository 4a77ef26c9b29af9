/**
 * The language button and dialog of 000 §2 "Shell": every shop locale with its flag and name;
 * choosing one stores it in the `lang` cookie and reloads the page in that language.
 */
import { flagCode, languageName, setLanguageCookie, useTranslation } from '@portal/shared';
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react';

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

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The header button showing the current flag, and the dialog it opens. */
export function LanguageSwitcher({
  locales,
  current,
  reload = () => window.location.reload(),
}: LanguageDialogProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  const show = () => {
    dialogRef.current?.showModal();
    setOpen(true);
  };
  const close = () => dialogRef.current?.close();
  // The native dialog fires `close` for Escape, the close button and a backdrop click alike.
  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };
  // A modal dialog makes the page inert, but Tab could still leave for the browser's own UI.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const choose = (lang: string) => {
    setLanguageCookie(lang);
    reload();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rp-language-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('shell.language_button', { language: languageName(current) })}
        onClick={show}
      >
        <Flag lang={current} />
      </button>
      <dialog
        ref={dialogRef}
        className="rp-language-dialog"
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onBackdropClick}
        onKeyDown={trapFocus}
      >
        <div className="rp-language-dialog__header">
          <h2 id={titleId}>{t('shell.language_dialog_title')}</h2>
          <button type="button" className="rp-icon-button" aria-label={t('shell.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
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
      </dialog>
    </>
  );
}
