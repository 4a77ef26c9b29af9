/**
 * The item dialog (docs/business-rules.md#exchange-sizes and #return-reasons there): for an
 * exchangeable item a choice between exchange (first, preselected) and return; the exchange form
 * (sizes) or the return-reason form; one select button submits whichever form is active. A reason
 * that prevents returns shows the "return flow disabled" dialog instead and stores nothing.
 */
import { itemSelected, type ShopConfig, useTranslation, useUnit } from '@portal/shared';
import { sortBySize, usesDropdown } from '@portal/shared/sizes';
import { Button, Dialog, RadioGroup, Select, TextArea } from '@portal/shared/ui';
import { type FormEvent, useId, useState } from 'react';
import { exchangeChosen, canExchange as offersExchange } from '../../model/exchange';
import type { PortalItem } from '../../model/portal-items';
import { REASON_TYPE, type ReasonOption, reasonError } from '../../model/return-reasons';
import { returnSelection } from '../../model/selected-item';
import { limitFreeText, useFreeText } from '../free-text/free-text';
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
  const [select, chooseExchange] = useUnit([itemSelected, exchangeChosen]);
  const id = useId();
  const canExchange = offersExchange(item);
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
  // Each error is shown at the field it is about.
  const shown = submitted && error ? t(error) : null;
  const reasonMissing = error === 'select_items.dialog.reason_required';

  if (prevented) return <ReturnFlowDisabledDialog config={config} onClose={onClose} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    if (mode === 'exchange') {
      const target = sizes.find((option) => option.value === size);
      if (target) chooseExchange({ item, target, reasons, quantity });
      onClose();
      return;
    }
    if (!reason) return;
    if (reason.preventsReturn) {
      setPrevented(true);
      return;
    }
    select(returnSelection(item, reason, comment, quantity));
    onClose();
  };

  return (
    <Dialog
      title={t('select_items.dialog.title', { title: item.title })}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {canExchange && (
          <RadioGroup
            name={`${id}-mode`}
            legend={t('select_items.dialog.choice')}
            value={mode}
            onChange={(value) => setMode(value === 'exchange' ? 'exchange' : 'return')}
            options={[
              {
                value: 'exchange',
                label: t('select_items.dialog.exchange'),
                description: t('select_items.dialog.exchange_promotion'),
              },
              { value: 'return', label: t('select_items.dialog.return') },
            ]}
          />
        )}

        {mode === 'exchange' ? (
          usesDropdown(sizes.length) ? (
            <Select
              id={`${id}-size`}
              label={t('select_items.dialog.new_size')}
              value={size}
              onChange={(event) => setSize(event.target.value)}
              error={shown}
            >
              <option value="">{t('select_items.dialog.size_placeholder')}</option>
              {sizes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.title}
                </option>
              ))}
            </Select>
          ) : (
            <RadioGroup
              name={`${id}-size`}
              legend={t('select_items.dialog.new_size')}
              value={size || null}
              onChange={setSize}
              options={sizes.map((option) => ({ value: option.value, label: option.title }))}
              error={shown}
            />
          )
        ) : (
          <>
            <Select
              id={`${id}-reason`}
              label={t('select_items.dialog.reason')}
              value={reasonId}
              onChange={(event) => {
                setReasonId(event.target.value);
                setComment('');
              }}
              error={reasonMissing ? shown : null}
            >
              <option value="">{t('select_items.dialog.reason_placeholder')}</option>
              {reasons.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.text}
                </option>
              ))}
            </Select>
            {reason && (reason.allowsComment || reason.type === REASON_TYPE.other) && (
              <CommentField
                id={`${id}-comment`}
                reason={reason}
                value={comment}
                onChange={setComment}
                error={reasonMissing ? null : shown}
              />
            )}
          </>
        )}
        <div className="rp-button-row">
          <Button type="submit" block>
            {t('select_items.dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

interface CommentFieldProps {
  id: string;
  reason: ReasonOption;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

/** Free text, or radios when the reason offers comment options. */
function CommentField({ id, reason, value, onChange, error }: CommentFieldProps) {
  const { t } = useTranslation();
  const freeText = useFreeText();
  const label =
    reason.type === REASON_TYPE.other
      ? t('select_items.dialog.other_text')
      : (reason.commentLabel ?? t('select_items.dialog.comment'));
  if (reason.commentOptions.length > 0) {
    return (
      <RadioGroup
        name={id}
        legend={label}
        value={value || null}
        onChange={onChange}
        options={reason.commentOptions.map((option) => ({ value: option, label: option }))}
        error={error}
      />
    );
  }
  return (
    <TextArea
      id={id}
      label={label}
      value={value}
      {...freeText(value)}
      onChange={(event) => onChange(limitFreeText(event.target.value))}
      error={error}
    />
  );
}
