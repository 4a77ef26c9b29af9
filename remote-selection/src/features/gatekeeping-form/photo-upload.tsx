/**
 * The photo control of a FileUpload field (000 §4 "Uploads"): a placeholder while uploading, the
 * spec's messages on failure, thumbnails that can be enlarged or deleted, hidden at 5 photos.
 */
import { ErrorMessage, ModalDialog, useTranslation } from '@portal/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { uploadPhotos } from '../../api/gatekeeping';
import {
  refusedUploadProblem,
  UPLOAD_LIMITS,
  UPLOAD_TEXT_VALUES,
  type UploadedFile,
  type UploadProblem,
  uploadProblem,
} from '../../model/gatekeeping';

interface PhotoUploadProps {
  label: string;
  consumerId: string;
  purchaseId: string;
  files: UploadedFile[];
  onChange: (files: UploadedFile[]) => void;
  invalid: boolean;
  errorId: string;
}

/** The control. */
export function PhotoUpload({
  label,
  consumerId,
  purchaseId,
  files,
  onChange,
  invalid,
  errorId,
}: PhotoUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [enlarged, setEnlarged] = useState<UploadedFile | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const rejected = uploadProblem(chosen, files.length);
    setProblem(rejected);
    if (rejected) return;
    setUploading(chosen.length);
    try {
      const uploaded = await uploadPhotos(consumerId, purchaseId, chosen);
      onChange([...files, ...uploaded]);
    } catch (error) {
      setProblem(refusedUploadProblem(error));
    } finally {
      setUploading(0);
    }
  };

  return (
    <div className="rp-field">
      <span className="rp-field__label" id={`${id}-label`}>
        {label}
      </span>
      <ul className="rp-thumbnails" aria-labelledby={`${id}-label`}>
        {files.map((file, index) => (
          <li key={file.url}>
            <button type="button" className="rp-thumbnail" onClick={() => setEnlarged(file)}>
              <img
                src={file.url}
                alt={t('gatekeeping.photo', { number: index + 1 })}
                width={72}
                height={72}
              />
            </button>
            <button
              type="button"
              className="rp-button rp-button--link"
              onClick={() => onChange(files.filter((other) => other.url !== file.url))}
            >
              {t('gatekeeping.delete_photo', { number: index + 1 })}
            </button>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={`uploading-${index}`} className="rp-thumbnail rp-thumbnail--loading" role="status">
            <span className="rp-spinner" aria-hidden="true" />
            <span className="rp-visually-hidden">{t('gatekeeping.uploading')}</span>
          </li>
        ))}
      </ul>
      {files.length + uploading < UPLOAD_LIMITS.files && (
        <>
          <label htmlFor={`${id}-input`} className="rp-button rp-button--secondary rp-upload-button">
            {t('gatekeeping.add_photos')}
          </label>
          <input
            id={`${id}-input`}
            className="rp-visually-hidden"
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={choose}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
        </>
      )}
      {problem && <ErrorMessage>{t(`gatekeeping.upload_error.${problem}`, UPLOAD_TEXT_VALUES)}</ErrorMessage>}
      {enlarged && (
        <ModalDialog
          title={label}
          closeLabel={t('select_items.dialog.close')}
          onClose={() => setEnlarged(null)}
        >
          <img className="rp-photo-large" src={enlarged.url} alt="" />
        </ModalDialog>
      )}
    </div>
  );
}
