/**
 * The item dialog (000 §2 "Item dialog"): for an exchangeable item a choice between exchange (first,
 * preselected) and return; the exchange form (sizes) or the return-reason form; one select button
 * submits whichever form is active. A reason that prevents returns shows the "return flow disabled"
 * dialog instead and stores nothing.
 */
import { ErrorMessage, itemSelected, ModalDialog, type ShopConfig, useTranslation } from '@portal/shared';
import { sortBySize, usesDropdown } from '@portal/shared/sizes';
import { type FormEvent, useId, useState } from 'react';
import { exchangeChosen } from '../../model/exchange';
import type { PortalItem } from '../../model/portal-items';
import { REASON_TYPE, type ReasonOption, reasonError } from '../../model/return-reasons';
import { returnSelection } from '../../model/selected-item';
import { ReturnFlowDisabledDialog } from '../return-flow-disabled/return-flow-disabled-dialog';

interface ItemDialogProps {
  item: PortalItem;
  config: ShopConfig;
  reasons: ReasonOption[];
  quantity: number;
  onClose: () => void;
}

/** The dialog for one item. */
export function ItemDialog({ item, config, reasons, quantity, onClose }: ItemDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const canExchange = item.exchangeable && Boolean(item.variant) && item.exchangeOptions.length > 0;
  const [mode, setMode] = useState<'exchange' | 'return'>(canExchange ? 'exchange' : 'return');
  const [size, setSize] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [prevented, setPrevented] = useState(false);

  const sizes = sortBySize(item.exchangeOptions, (option) => option.title);
  const reason = reasons.find((candidate) => candidate.id === reasonId);
  const error =
    mode === 'exchange' ? (size ? null : 'select_items.dialog.size_required') : reasonError(reason, comment);

  if (prevented) return <ReturnFlowDisabledDialog config={config} onClose={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    if (mode === 'exchange') {
      const target = sizes.find((option) => option.value === size);
      if (target) exchangeChosen({ item, target, reasons, quantity });
      onClose();
      return;
    }
    if (!reason) return;
    if (reason.preventsReturn) {
      setPrevented(true);
      return;
    }
    itemSelected(returnSelection(item, reason, comment, quantity));
    onClose();
  };

  const errorId = `${id}-error`;
  return (
    <ModalDialog
      title={t('select_items.dialog.title', { title: item.title })}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {canExchange && (
          <fieldset className="rp-choice">
            <legend>{t('select_items.dialog.choice')}</legend>
            <label>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'exchange'}
                onChange={() => setMode('exchange')}
              />
              {t('select_items.dialog.exchange')}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === 'return'}
                onChange={() => setMode('return')}
              />
              {t('select_items.dialog.return')}
            </label>
            <p className="rp-hint">{t('select_items.dialog.exchange_promotion')}</p>
          </fieldset>
        )}

        {mode === 'exchange' ? (
          usesDropdown(sizes.length) ? (
            <div className="rp-field">
              <label htmlFor={`${id}-size`}>{t('select_items.dialog.new_size')}</label>
              <select
                id={`${id}-size`}
                className="rp-input"
                value={size}
                onChange={(event) => setSize(event.target.value)}
                aria-invalid={submitted && error ? true : undefined}
                aria-describedby={submitted && error ? errorId : undefined}
              >
                <option value="">{t('select_items.dialog.size_placeholder')}</option>
                {sizes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.title}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <fieldset className="rp-choice" aria-describedby={submitted && error ? errorId : undefined}>
              <legend>{t('select_items.dialog.new_size')}</legend>
              {sizes.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={option.value}
                    checked={size === option.value}
                    onChange={() => setSize(option.value)}
                  />
                  {option.title}
                </label>
              ))}
            </fieldset>
          )
        ) : (
          <>
            <div className="rp-field">
              <label htmlFor={`${id}-reason`}>{t('select_items.dialog.reason')}</label>
              <select
                id={`${id}-reason`}
                className="rp-input"
                value={reasonId}
                onChange={(event) => {
                  setReasonId(event.target.value);
                  setComment('');
                }}
                aria-invalid={submitted && error === 'select_items.dialog.reason_required' ? true : undefined}
                aria-describedby={submitted && error ? errorId : undefined}
              >
                <option value="">{t('select_items.dialog.reason_placeholder')}</option>
                {reasons.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.text}
                  </option>
                ))}
              </select>
            </div>
            {reason && (reason.allowsComment || reason.type === REASON_TYPE.other) && (
              <CommentField
                id={`${id}-comment`}
                reason={reason}
                value={comment}
                onChange={setComment}
                invalid={submitted && Boolean(error)}
                errorId={errorId}
              />
            )}
          </>
        )}
        {submitted && error && <ErrorMessage id={errorId}>{t(error)}</ErrorMessage>}
        <button type="submit" className="rp-button">
          {t('select_items.dialog.submit')}
        </button>
      </form>
    </ModalDialog>
  );
}

interface CommentFieldProps {
  id: string;
  reason: ReasonOption;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  errorId: string;
}

/** Free text, or radios when the reason offers comment options (000 §5). */
function CommentField({ id, reason, value, onChange, invalid, errorId }: CommentFieldProps) {
  const { t } = useTranslation();
  const label =
    reason.type === REASON_TYPE.other
      ? t('select_items.dialog.other_text')
      : (reason.commentLabel ?? t('select_items.dialog.comment'));
  if (reason.commentOptions.length > 0) {
    return (
      <fieldset className="rp-choice" aria-describedby={invalid ? errorId : undefined}>
        <legend>{label}</legend>
        {reason.commentOptions.map((option) => (
          <label key={option}>
            <input type="radio" name={id} checked={value === option} onChange={() => onChange(option)} />
            {option}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="rp-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="rp-input rp-textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );
}
