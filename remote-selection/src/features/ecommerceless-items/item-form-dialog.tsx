/**
 * The add/edit dialog of ecommerce-less shops (docs/business-rules.md#ecommerce-less-items): title, color,
 * size, quantity and a reason, checked on blur and on submit, each error tied to its field.
 */
import { itemSelected, type SelectedItem, type ShopConfig, useTranslation, useUnit } from '@portal/shared';
import { Button, Dialog, Select, TextField } from '@portal/shared/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type EcommercelessForm,
  ecommercelessSelection,
  FORM_FIELDS,
  formOf,
  formProblems,
} from '../../model/ecommerceless';
import { REASON_TYPE, type ReasonOption } from '../../model/return-reasons';
import { limitFreeText, useFreeText } from '../free-text/free-text';
import { ReturnFlowDisabledDialog } from '../return-flow-disabled/return-flow-disabled-dialog';

interface ItemFormDialogProps {
  config: ShopConfig;
  reasons: ReasonOption[];
  /** The item being edited; a new item when absent. */
  item?: SelectedItem;
  onClose: () => void;
}

type Field = (typeof FORM_FIELDS)[number];

const LABELS: Record<Field, string> = {
  title: 'select_items.ecommerceless.title_label',
  color: 'select_items.ecommerceless.color_label',
  size: 'select_items.ecommerceless.size_label',
  quantity: 'select_items.ecommerceless.quantity_label',
  reasonId: 'select_items.dialog.reason',
  otherText: 'select_items.dialog.other_text',
};

/** The dialog; it stores the item on the bus and closes when the form is valid. */
export function ItemFormDialog({ config, reasons, item, onClose }: ItemFormDialogProps) {
  const { t } = useTranslation();
  const select = useUnit(itemSelected);
  const id = useId();
  const [form, setForm] = useState<EcommercelessForm>(() => formOf(item));
  const [touched, setTouched] = useState<Set<Field>>(() => new Set());
  const [prevented, setPrevented] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});
  const problems = formProblems(form, reasons);
  const reason = reasons.find((option) => String(option.id) === form.reasonId);

  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const change = (field: Field, value: string) => setForm((current) => ({ ...current, [field]: value }));
  const freeText = useFreeText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(FORM_FIELDS));
    const first = FORM_FIELDS.find((field) => problems[field]);
    if (first || !reason) {
      inputs.current[first ?? 'reasonId']?.focus();
      return;
    }
    // A reason that prevents returns stores nothing (docs/business-rules.md#return-reasons).
    if (reason.preventsReturn) {
      setPrevented(true);
      return;
    }
    select(ecommercelessSelection(form, reason, item?.uid));
    onClose();
  };

  /** What every field has: its id, label, value, error (once touched), and the ref to focus it by. */
  const fieldProps = (field: Field) => {
    const problem = touched.has(field) ? problems[field] : undefined;
    return {
      id: `${id}-${field}`,
      label: t(LABELS[field]),
      value: form[field],
      error: problem ? t(problem.key, { field: t(LABELS[field]), example: problem.example }) : null,
      ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
        inputs.current[field] = element;
      },
      onBlur: () => touch(field),
    };
  };

  if (prevented) return <ReturnFlowDisabledDialog config={config} onClose={onClose} />;
  return (
    <Dialog
      title={t(item ? 'select_items.ecommerceless.edit_title' : 'select_items.ecommerceless.add_title')}
      closeLabel={t('select_items.dialog.close')}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit}>
        {(['title', 'color', 'size'] as const).map((field) => (
          <TextField
            key={field}
            {...fieldProps(field)}
            {...freeText(form[field])}
            type="text"
            required
            onChange={(event) => change(field, limitFreeText(event.target.value))}
          />
        ))}
        <TextField
          {...fieldProps('quantity')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          onChange={(event) => change('quantity', event.target.value)}
        />
        <Select
          {...fieldProps('reasonId')}
          required
          onChange={(event) => {
            change('reasonId', event.target.value);
            touch('reasonId');
          }}
        >
          <option value="">{t('select_items.dialog.reason_placeholder')}</option>
          {reasons.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.text}
            </option>
          ))}
        </Select>
        {reason?.type === REASON_TYPE.other && (
          <TextField
            {...fieldProps('otherText')}
            {...freeText(form.otherText)}
            type="text"
            required
            onChange={(event) => change('otherText', limitFreeText(event.target.value))}
          />
        )}
        <div className="rp-button-row">
          <Button type="submit" block>
            {t(item ? 'select_items.ecommerceless.save' : 'select_items.ecommerceless.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
