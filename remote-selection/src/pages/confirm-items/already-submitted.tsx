/**
 * Confirm items for a selection already submitted (Back after the request or the quote): it says so
 * and offers the way on or a fresh start, never a second submission.
 */
import { PageHeading, useTranslation, useUnit } from '@portal/shared';
import { Alert, Button } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { confirmationChosen, startOverChosen } from '../../model/confirm-items';

/** The notice and its two ways out. */
export function AlreadySubmitted({ progress }: { progress: ReactNode }) {
  const { t } = useTranslation();
  const [toConfirmation, startOver] = useUnit([confirmationChosen, startOverChosen]);
  return (
    <section>
      {progress}
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      <Alert tone="success">{t('confirm_items.already_submitted')}</Alert>
      <div className="rp-button-row">
        <Button onClick={() => toConfirmation()}>{t('confirm_items.to_confirmation')}</Button>
        <Button variant="secondary" onClick={() => startOver()}>
          {t('confirm_items.start_over')}
        </Button>
      </div>
    </section>
  );
}
