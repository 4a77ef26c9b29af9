/**
 * The photo control of a FileUpload field (docs/business-rules.md#uploads): a placeholder while
 * uploading, a message naming what failed, thumbnails that can be enlarged or deleted, hidden at 5 photos.
 * The uploads and their limits are the model's (model/photo-upload.ts).
 */
import { useTranslation, useUnit } from '@portal/shared';
import { Button, buttonClass, Dialog, ErrorMessage } from '@portal/shared/ui';
import { type ChangeEvent, useState } from 'react';
import { UPLOAD_LIMITS, UPLOAD_TEXT_VALUES, type UploadedFile } from '../../model/gatekeeping';
import { $photosUploading, $uploadRefusals, photoFieldKey, photosChosen } from '../../model/photo-upload';
import './photo-upload.css';

interface PhotoUploadProps {
  id: string;
  /** The selected item and the form's field the photos answer. */
  itemUid: string;
  fieldId: string;
  label: string;
  /** The field's description. */
  hint?: string;
  consumerId: string;
  purchaseId: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  /** The field is required and has no photo yet. */
  error: string | null;
}

/** The control. */
export function PhotoUpload({
  id,
  itemUid,
  fieldId,
  label,
  hint,
  consumerId,
  purchaseId,
  files,
  onChange,
  error,
}: PhotoUploadProps) {
  const { t } = useTranslation();
  const [uploadingByField, refusals, choosePhotos] = useUnit([
    $photosUploading,
    $uploadRefusals,
    photosChosen,
  ]);
  const fieldKey = photoFieldKey({ itemUid, fieldId });
  const uploading = uploadingByField[fieldKey] ?? 0;
  const refusal = refusals[fieldKey];
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const enlargedFile = enlarged === null ? undefined : files[enlarged];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    choosePhotos({ itemUid, fieldId, consumerId, purchaseId, files: chosen });
  };

  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="rp-photo-upload">
      <span className="rp-photo-upload__label" id={`${id}-label`}>
        {label}
      </span>
      {hint && (
        <p className="rp-photo-upload__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ul className="rp-thumbnails" aria-labelledby={`${id}-label`}>
        {files.map((file, index) => (
          <li key={file.url}>
            <button type="button" className="rp-thumbnail" onClick={() => setEnlarged(index)}>
              <img
                src={file.url}
                alt={t('gatekeeping.photo', { number: index + 1 })}
                width={72}
                height={72}
              />
            </button>
            <Button
              variant="link"
              size="small"
              onClick={() => onChange(files.filter((other) => other.url !== file.url))}
            >
              {t('gatekeeping.delete_photo', { number: index + 1 })}
            </Button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={`uploading-${index}`}>
            <span className="rp-thumbnail rp-thumbnail--loading" role="status">
              <span className="rp-spinner" aria-hidden="true" />
              <span className="rp-visually-hidden">{t('gatekeeping.uploading')}</span>
            </span>
          </li>
        ))}
      </ul>
      {files.length + uploading < UPLOAD_LIMITS.files && (
        // The input is inside its label, so the label (drawn as a button) shows the keyboard focus.
        <label className={`${buttonClass({ variant: 'secondary', size: 'small' })} rp-upload-button`}>
          <input
            className="rp-visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
          />
          {t('gatekeeping.add_photos')}
        </label>
      )}
      {error && <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>}
      {/* A new element for each refusal, so the same refusal twice is announced twice. */}
      {refusal && (
        <ErrorMessage key={refusal.number}>
          {t(`gatekeeping.upload_error.${refusal.problem}`, UPLOAD_TEXT_VALUES)}
        </ErrorMessage>
      )}
      {enlarged !== null && enlargedFile && (
        <Dialog title={label} closeLabel={t('select_items.dialog.close')} onClose={() => setEnlarged(null)}>
          <img
            className="rp-photo-large"
            src={enlargedFile.url}
            alt={t('gatekeeping.photo', { number: enlarged + 1 })}
          />
        </Dialog>
      )}
    </div>
  );
}
