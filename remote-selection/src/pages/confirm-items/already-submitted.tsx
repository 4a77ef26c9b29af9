/**
 * Confirm items for a selection already submitted (Back after the request or the quote): it says so
 * and offers the way on or a fresh start, never a second submission.
 */
import { PageHeading, useTranslation } from '@portal/shared';
import { Alert, Button } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { confirmationChosen, startOverChosen } from '../../model/confirm-items';

/** The notice and its two ways out. */
export function AlreadySubmitted({ progress }: { progress: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section>
      {progress}
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      <Alert tone="success">{t('confirm_items.already_submitted')}</Alert>
      <div className="rp-button-row">
        <Button onClick={() => confirmationChosen()}>{t('confirm_items.to_confirmation')}</Button>
        <Button variant="secondary" onClick={() => startOverChosen()}>
          {t('confirm_items.start_over')}
        </Button>
      </div>
    </section>
  );
}
