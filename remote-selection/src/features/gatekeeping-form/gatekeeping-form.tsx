/** The shop's dynamic form below an item on confirm items (000 §2, §3 "Gatekeeping form"). */
import { ErrorMessage, type GatekeepingForm as Form, useTranslation } from '@portal/shared';
import { type Answer, type ItemAnswers, sortedFields, type UploadedFile } from '../../model/gatekeeping';
import { PhotoUpload } from './photo-upload';

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
  return (
    <fieldset className="rp-gatekeeping">
      <legend>{form.title}</legend>
      {form.description && <p>{form.description}</p>}
      {sortedFields(form).map((field) => {
        const id = `gk-${itemUid}-${field.id}`;
        const errorId = `${id}-error`;
        const invalid = missing.includes(field.id);
        const label = field.required ? `${field.label} *` : field.label;
        const error = invalid ? (
          <ErrorMessage key="error" id={errorId}>
            {t('errors.required', { field: field.label })}
          </ErrorMessage>
        ) : null;
        const described =
          [field.description ? `${id}-description` : null, invalid ? errorId : null]
            .filter(Boolean)
            .join(' ') || undefined;
        const description = field.description ? (
          <p key="description" id={`${id}-description`} className="rp-item__meta">
            {field.description}
          </p>
        ) : null;
        switch (field.type) {
          case 'ShortText':
          case 'Paragraph': {
            const Tag = field.type === 'Paragraph' ? 'textarea' : 'input';
            return (
              <div className="rp-field" key={field.id}>
                <label htmlFor={id}>{label}</label>
                {description}
                <Tag
                  id={id}
                  className={`rp-input${field.type === 'Paragraph' ? ' rp-textarea' : ''}`}
                  placeholder={field.placeholder}
                  value={(answers[field.id] as string | undefined) ?? ''}
                  onChange={(event) => onChange(field.id, event.target.value)}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={described}
                />
                {error}
              </div>
            );
          }
          case 'SingleChoice':
          case 'MultiChoice': {
            const chosen = (answers[field.id] as string[] | undefined) ?? [];
            return (
              <fieldset className="rp-choice" key={field.id} aria-describedby={described}>
                <legend>{label}</legend>
                {description}
                {field.options.map((option) => (
                  <label key={option.id}>
                    <input
                      type={field.type === 'SingleChoice' ? 'radio' : 'checkbox'}
                      name={id}
                      checked={chosen.includes(option.label)}
                      onChange={(event) =>
                        onChange(
                          field.id,
                          field.type === 'SingleChoice'
                            ? [option.label]
                            : event.target.checked
                              ? [...chosen, option.label]
                              : chosen.filter((label) => label !== option.label),
                        )
                      }
                    />
                    {option.label}
                  </label>
                ))}
                {error}
              </fieldset>
            );
          }
          case 'FileUpload':
            return (
              <div key={field.id}>
                {description}
                <PhotoUpload
                  label={label}
                  consumerId={consumerId}
                  purchaseId={purchaseId}
                  files={(answers[field.id] as UploadedFile[] | undefined) ?? []}
                  onChange={(files) => onChange(field.id, files)}
                  invalid={invalid}
                  errorId={errorId}
                />
                {error}
              </div>
            );
          default:
            return null;
        }
      })}
    </fieldset>
  );
}
