/**
 * The request-submitted page: the shop reviews a guarded
 * return before it becomes one, so the shopper sees the three steps ahead (review, decision,
 * notification) and what was asked for, with the photos sent along.
 */
import {
  $gatekeepingAnswers,
  $selectedItems,
  $selectionSubmitted,
  Navigate,
  type SelectedItem,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { NextSteps } from '../../features/next-steps';
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
  const [items, answers, submitted] = useUnit([$selectedItems, $gatekeepingAnswers, $selectionSubmitted]);
  // Only a request that was sent is confirmed: a direct visit claims nothing.
  if (submitted?.kind !== 'request') return <Navigate to="/" replace />;
  const item = (entry: SelectedItem) => {
    const name = entry.name ?? entry.key;
    const photos = photosOf(answers[entry.uid]);
    return (
      <li key={entry.uid}>
        <strong>{name}</strong>{' '}
        <span>
          {entry.exchangeValue
            ? t('request_confirmation.exchange', { variant: entry.exchangeVariant ?? entry.exchangeValue })
            : t('request_confirmation.return')}
        </span>
        {photos.length > 0 && (
          <div className="rp-request-items__photos">
            {photos.map((photo, index) => (
              <img
                key={photo.url}
                src={photo.url}
                alt={t('request_confirmation.photo_alt', { index: index + 1, name })}
              />
            ))}
          </div>
        )}
      </li>
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
        <section aria-labelledby="rp-request-items">
          <h2 id="rp-request-items" className="rp-section-title">
            {t('request_confirmation.items_title')}
          </h2>
          <ul className="rp-request-items">{items.map(item)}</ul>
        </section>
      </div>
    </StatusPanel>
  );
}
