/**
 * Gatekeeping on confirm items, bound to the model: an item's form (answers, the missing ones), and
 * the state of the guarding toggle while it is not known.
 */
import {
  $consumerId,
  $gatekeepingAnswers,
  type GatekeepingForm,
  type SelectedItem,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { Alert, Button, LoadingState } from '@portal/shared/ui';
import { GatekeepingForm as Form } from '../../features/gatekeeping-form/gatekeeping-form';
import { $missingAnswers, gatekeepingAnswered } from '../../model/confirm-items';
import { type Gatekeeping, gatekeepingToggleRequested, type ItemAnswers } from '../../model/gatekeeping';

/** The shop's form under `item`. */
export function ItemGatekeeping({ form, item }: { form: GatekeepingForm; item: SelectedItem }) {
  const [answers, missing, consumerId, answer] = useUnit([
    $gatekeepingAnswers,
    $missingAnswers,
    $consumerId,
    gatekeepingAnswered,
  ]);
  return (
    <Form
      form={form}
      itemUid={item.uid}
      consumerId={consumerId ?? ''}
      purchaseId={item.purchaseId}
      answers={(answers[item.uid] ?? {}) as ItemAnswers}
      missing={missing[item.uid] ?? []}
      onChange={(fieldId, value) => answer({ itemUid: item.uid, fieldId, answer: value })}
    />
  );
}

/** The toggle is being read, or could not be read (with Try again); nothing once it is known. */
export function GatekeepingToggleState({ status }: { status: Gatekeeping['status'] }) {
  const { t } = useTranslation();
  const askAgain = useUnit(gatekeepingToggleRequested);
  if (status === 'reading') return <LoadingState label={t('gatekeeping.toggle_reading')} />;
  if (status !== 'unreadable') return null;
  return (
    <>
      <Alert tone="error">{t('gatekeeping.toggle_unreadable')}</Alert>
      <Button variant="secondary" onClick={() => askAgain()}>
        {t('gatekeeping.toggle_retry')}
      </Button>
    </>
  );
}
