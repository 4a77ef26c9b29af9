/** An item's gatekeeping form on confirm items, bound to the model (answers, the missing ones). */
import {
  $consumerId,
  $gatekeepingAnswers,
  type GatekeepingForm,
  type SelectedItem,
  useUnit,
} from '@portal/shared';
import { GatekeepingForm as Form } from '../../features/gatekeeping-form/gatekeeping-form';
import { $missingAnswers, gatekeepingAnswered } from '../../model/confirm-items';
import type { ItemAnswers } from '../../model/gatekeeping';

/** The shop's form under `item`. */
export function ItemGatekeeping({ form, item }: { form: GatekeepingForm; item: SelectedItem }) {
  const [answers, missing, consumerId] = useUnit([$gatekeepingAnswers, $missingAnswers, $consumerId]);
  return (
    <Form
      form={form}
      itemUid={item.uid}
      consumerId={consumerId ?? ''}
      purchaseId={item.purchaseId}
      answers={(answers[item.uid] ?? {}) as ItemAnswers}
      missing={missing[item.uid] ?? []}
      onChange={(fieldId, answer) => gatekeepingAnswered({ itemUid: item.uid, fieldId, answer })}
    />
  );
}
