/**
 * The shop's dynamic form below an item on confirm items (docs/business-rules.md#gatekeeping-form). It spans
 * the item's card, under the item's picture and text, so its fields have room on a phone.
 */
import { type GatekeepingForm as Form, useTranslation } from '@portal/shared';
import { CheckboxGroup, RadioGroup, TextArea, TextField } from '@portal/shared/ui';
import { type Answer, type ItemAnswers, sortedFields, type UploadedFile } from '../../model/gatekeeping';
import { limitFreeText, useFreeText } from '../free-text/free-text';
import { PhotoUpload } from './photo-upload';
import './gatekeeping-form.css';

interface GatekeepingFormProps {
  form: Form;
  itemUid: string;
  consumerId: string;
  purchaseId: string;
  answers: ItemAnswers;
  missing: string[];
  onChange: (fieldId: string, answer: Answer) => void;
}

/** The fields of one item. */
export function GatekeepingForm({
  form,
  itemUid,
  consumerId,
  purchaseId,
  answers,
  missing,
  onChange,
}: GatekeepingFormProps) {
  const { t } = useTranslation();
  const freeText = useFreeText();
  return (
    <fieldset className="rp-gatekeeping">
      <legend>{form.title}</legend>
      {form.description && <p className="rp-gatekeeping__description">{form.description}</p>}
      {sortedFields(form).map((field) => {
        const id = `gk-${itemUid}-${field.id}`;
        const label = field.required ? `${field.label} *` : field.label;
        const error = missing.includes(field.id) ? t('errors.required', { field: field.label }) : null;
        const hint = field.description || undefined;
        switch (field.type) {
          case 'ShortText':
          case 'Paragraph': {
            const Control = field.type === 'Paragraph' ? TextArea : TextField;
            const value = (answers[field.id] as string | undefined) ?? '';
            return (
              <Control
                key={field.id}
                id={id}
                label={label}
                hint={hint}
                error={error}
                placeholder={field.placeholder || undefined}
                value={value}
                {...freeText(value)}
                onChange={(event) => onChange(field.id, limitFreeText(event.target.value))}
              />
            );
          }
          case 'SingleChoice':
          case 'MultiChoice': {
            const chosen = (answers[field.id] as string[] | undefined) ?? [];
            const options = field.options.map((option) => ({ value: option.label, label: option.label }));
            return field.type === 'SingleChoice' ? (
              <RadioGroup
                key={field.id}
                name={id}
                legend={label}
                hint={hint}
                options={options}
                value={chosen[0] ?? null}
                onChange={(value) => onChange(field.id, [value])}
                error={error}
              />
            ) : (
              <CheckboxGroup
                key={field.id}
                name={id}
                legend={label}
                hint={hint}
                options={options}
                values={chosen}
                onChange={(values) => onChange(field.id, values)}
                error={error}
              />
            );
          }
          case 'FileUpload':
            return (
              <PhotoUpload
                key={field.id}
                id={id}
                itemUid={itemUid}
                fieldId={field.id}
                label={label}
                hint={hint}
                consumerId={consumerId}
                purchaseId={purchaseId}
                files={(answers[field.id] as UploadedFile[] | undefined) ?? []}
                onChange={(files) => onChange(field.id, files)}
                error={error}
              />
            );
          default:
            return null;
        }
      })}
    </fieldset>
  );
}
