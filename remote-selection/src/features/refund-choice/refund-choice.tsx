/** The store-credit or refund choice on confirm items (000 §2 "Confirm items" footer, 001 §9 incentive). */
import { ErrorMessage, useTranslation } from '@portal/shared';
import { useId } from 'react';
import type { RefundChoice as Choice } from '../../model/store-credit';

interface RefundChoiceProps {
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
  /** The incentive shown with store credit, formatted; null when there is none. */
  incentive: { amount: string; percentage?: number } | null;
  showError: boolean;
  /** The server refused the last choice (or never answered); it was put back. */
  saveFailed: boolean;
  /** The choice is being written to the draft. */
  saving: boolean;
  /** Sends the refused choice again. */
  onRetrySave: () => void;
}

/** Two radios, the incentive badge and the errors. */
export function RefundChoice({
  choice,
  onChoose,
  incentive,
  showError,
  saveFailed,
  saving,
  onRetrySave,
}: RefundChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="rp-choice"
      aria-describedby={showError || saveFailed ? errorId : undefined}
      aria-busy={saving || undefined}
    >
      <legend>{t('confirm_items.refund_choice')}</legend>
      <label>
        <input
          type="radio"
          name={`${id}-refund`}
          checked={choice === 'store-credit'}
          onChange={() => onChoose('store-credit')}
        />
        {t('confirm_items.store_credit')}
        {incentive && (
          <span className="rp-badge">
            {incentive.percentage
              ? t('confirm_items.store_credit_incentive_percentage', incentive)
              : t('confirm_items.store_credit_incentive', incentive)}
          </span>
        )}
      </label>
      <label>
        <input
          type="radio"
          name={`${id}-refund`}
          checked={choice === 'refund'}
          onChange={() => onChoose('refund')}
        />
        {t('confirm_items.refund')}
      </label>
      {(showError || saveFailed) && (
        <ErrorMessage id={errorId}>
          {t(saveFailed ? 'confirm_items.choice_not_saved' : 'confirm_items.store_credit_selection.error')}
        </ErrorMessage>
      )}
      {saveFailed && !saving && (
        <button type="button" className="rp-button rp-button--secondary" onClick={onRetrySave}>
          {t('error_screen.try_again')}
        </button>
      )}
      {/* Always present, so the text is announced when it appears. */}
      <p className={saving ? 'rp-hint' : 'rp-visually-hidden'} role="status">
        {saving ? t('confirm_items.saving_choice') : ''}
      </p>
    </fieldset>
  );
}
