/**
 * The label download (docs/business-rules.md#label-button): disabled, with a processing loader that is announced,
 * until the label exists; then it opens the label in a new window.
 */
import { useTranslation } from '@portal/shared';
import { Button, buttonClass } from '@portal/shared/ui';
import { labelDownloaded } from '../model/analytics';

/** The button for `labelUrl`, or its processing state while there is none yet. */
export function LabelButton({ labelUrl }: { labelUrl: string | null | undefined }) {
  const { t } = useTranslation();
  if (!labelUrl)
    return (
      <Button block disabled busy busyLabel={t('order_confirmation.label.processing')}>
        {t('order_confirmation.label.download')}
      </Button>
    );
  return (
    <a
      className={buttonClass({ block: true })}
      href={labelUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => labelDownloaded()}
    >
      {t('order_confirmation.label.download')}
    </a>
  );
}
