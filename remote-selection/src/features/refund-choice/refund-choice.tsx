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
  /** The server refused the last choice; it was put back. */
  saveFailed: boolean;
}

/** Two radios, the incentive badge and the errors. */
export function RefundChoice({ choice, onChoose, incentive, showError, saveFailed }: RefundChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="rp-choice" aria-describedby={showError || saveFailed ? errorId : undefined}>
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
    </fieldset>
  );
}
