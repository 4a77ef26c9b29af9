/**
 * The label download (docs/business-rules.md#label-button): disabled, with a processing loader that is announced,
 * until the label exists; then it opens the label in a new window. A return of several parcels has
 * one label per parcel in the one file: the button and a line say how many.
 */
import { useTranslation, useUnit } from '@portal/shared';
import { Button, buttonClass } from '@portal/shared/ui';
import { labelDownloaded } from '../model/analytics';

/** The button for `labelUrl`, or its processing state while there is none yet. */
export function LabelButton({
  labelUrl,
  parcels,
}: {
  labelUrl: string | null | undefined;
  /** How many parcels (one label each); one when the answer does not say. */
  parcels?: number | null;
}) {
  const { t } = useTranslation();
  const downloaded = useUnit(labelDownloaded);
  const count = { count: parcels ?? 1 };
  const several = count.count > 1 && (
    <p className="rp-label-parcels">{t('order_confirmation.label.parcels', count)}</p>
  );
  if (!labelUrl)
    return (
      <>
        <Button block disabled busy busyLabel={t('order_confirmation.label.processing_count', count)}>
          {t('order_confirmation.label.download_count', count)}
        </Button>
        {several}
      </>
    );
  return (
    <>
      <a
        className={buttonClass({ block: true })}
        href={labelUrl}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => downloaded()}
      >
        {t('order_confirmation.label.download_count', count)}
      </a>
      {several}
    </>
  );
}
