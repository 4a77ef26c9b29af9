/**
 * The store-credit or refund choice in confirm items' footer
 * (docs/business-rules.md#store-credit-visibility).
 */
import { useTranslation } from '@portal/shared';
import { Alert, Badge, Button, RadioGroup, StatusLine } from '@portal/shared/ui';
import { useId } from 'react';
import type { RefundChoice as Choice } from '../../model/store-credit';
import './refund-choice.css';

interface RefundChoiceProps {
  choice: Choice | null;
  onChoose: (choice: Choice) => void;
  /** The incentive shown with store credit, formatted; null when there is none. */
  incentive: { amount: string; percentage?: number } | null;
  /** The incentive could not be worked out (the exchange rates failed): said, not silently dropped. */
  incentiveUnavailable?: boolean;
  showError: boolean;
  /** The server refused the last choice (or never answered); it was put back. */
  saveFailed: boolean;
  /** The choice is being written to the draft. */
  saving: boolean;
  /** Sends the refused choice again. */
  onRetrySave: () => void;
  /** Asks for the exchange rates again, after they failed. */
  onRetryIncentive?: () => void;
}

/** Two radios, the incentive badge and the errors. */
export function RefundChoice({
  choice,
  onChoose,
  incentive,
  incentiveUnavailable = false,
  showError,
  saveFailed,
  saving,
  onRetrySave,
  onRetryIncentive,
}: RefundChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  const error = saveFailed
    ? t('confirm_items.choice_not_saved')
    : showError
      ? t('confirm_items.store_credit_selection.error')
      : null;
  return (
    <div className="rp-refund-choice">
      <RadioGroup
        name={`${id}-refund`}
        busy={saving}
        legend={t('confirm_items.refund_choice')}
        value={choice}
        onChange={(value) => onChoose(value === 'store-credit' ? 'store-credit' : 'refund')}
        error={error}
        options={[
          {
            value: 'store-credit',
            label: (
              <>
                {t('confirm_items.store_credit')}{' '}
                {incentive && (
                  <Badge tone="success">
                    {incentive.percentage
                      ? t('confirm_items.store_credit_incentive_percentage', incentive)
                      : t('confirm_items.store_credit_incentive', incentive)}
                  </Badge>
                )}
              </>
            ),
          },
          { value: 'refund', label: t('confirm_items.refund') },
        ]}
      />
      {incentiveUnavailable && !incentive && (
        <>
          <Alert tone="warning">{t('confirm_items.incentive_unavailable')}</Alert>
          {onRetryIncentive && (
            <Button variant="secondary" size="small" onClick={onRetryIncentive}>
              {t('error_screen.try_again')}
            </Button>
          )}
        </>
      )}
      {saveFailed && !saving && (
        <Button variant="secondary" size="small" onClick={onRetrySave}>
          {t('error_screen.try_again')}
        </Button>
      )}
      <StatusLine>{saving && t('confirm_items.saving_choice')}</StatusLine>
    </div>
  );
}
