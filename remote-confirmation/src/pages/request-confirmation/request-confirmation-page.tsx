/**
 * The request-submitted page: the shop reviews a guarded
 * return before it becomes one, so the shopper sees the three steps ahead (review, decision,
 * notification) and what was asked for, with the photos sent along, and what it gets back once approved.
 */
import {
  $gatekeepingAnswers,
  $selectedItems,
  $selectionSubmitted,
  Navigate,
  useGate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import type { GetBackItem } from '@portal/shared/get-back';
import { GetBackList } from '../../features/get-back-list';
import { NextSteps } from '../../features/next-steps';
import { $requestGetBack, RequestGetBackGate } from '../../model/request-get-back';
import { StatusPanel } from '../../ui/status-panel';
import '../../ui/confirmation.css';

interface Photo {
  url: string;
  mimeType: string;
}

const isPhoto = (value: unknown): value is Photo =>
  typeof value === 'object' && value !== null && typeof (value as Photo).url === 'string';

/** The photos among an item's answers, in field order. */
function photosOf(answers: unknown): Photo[] {
  if (typeof answers !== 'object' || answers === null) return [];
  return Object.values(answers).flatMap((answer) => (Array.isArray(answer) ? answer.filter(isPhoto) : []));
}

/** The request-confirmation page. */
export function RequestConfirmationPage() {
  const { t } = useTranslation();
  const [items, answers, submitted, getBack] = useUnit([
    $selectedItems,
    $gatekeepingAnswers,
    $selectionSubmitted,
    $requestGetBack,
  ]);
  useGate(RequestGetBackGate);
  // Only a request that was sent is confirmed: a direct visit claims nothing.
  if (submitted?.kind !== 'request') return <Navigate to="/" replace />;
  // Each item's photos, under it in the list of what comes back.
  const photosOfItem = (entry: GetBackItem) => {
    const photos = photosOf(answers[entry.key]);
    if (photos.length === 0) return null;
    return (
      <div className="rp-request-items__photos">
        {photos.map((photo, index) => (
          <img
            key={photo.url}
            src={photo.url}
            alt={t('request_confirmation.photo_alt', { index: index + 1, name: entry.name })}
          />
        ))}
      </div>
    );
  };
  return (
    <StatusPanel tone="success" title={t('request_confirmation.title')}>
      <p className="rp-lead">{t('request_confirmation.subtitle')}</p>
      <div className="rp-confirmation">
        <NextSteps
          title={t('request_confirmation.steps_title')}
          steps={['review', 'decision', 'notification'].map((step) => ({
            title: t(`request_confirmation.steps.${step}.title`),
            text: t(`request_confirmation.steps.${step}.text`),
          }))}
        />
        {items.length > 0 && <GetBackList getBack={getBack} pending itemExtra={photosOfItem} />}
      </div>
    </StatusPanel>
  );
}
