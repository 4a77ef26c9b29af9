/** The store-credit or refund choice on confirm items, bound to its model (model/draft.ts, confirm-items.ts). */
import { $selectedItems, useTranslation, useUnit } from '@portal/shared';
import { formatPrice } from '@portal/shared/ui';
import { RefundChoice } from '../../features/refund-choice/refund-choice';
import {
  $choiceMissing,
  $incentive,
  exchangeRatesRetried,
  orderCurrencyOf,
  refundChoicePicked,
} from '../../model/confirm-items';
import {
  $draftUpdateFailed,
  $incentiveUnavailable,
  $refundChoice,
  choiceSaveRetried,
  updateDraftFx,
} from '../../model/draft';

/** The radios with the incentive, the errors and the save state. */
export function StoreCreditChoice() {
  const { i18n } = useTranslation();
  const [choice, incentive, incentiveUnavailable, missing, saveFailed, saving, items] = useUnit([
    $refundChoice,
    $incentive,
    $incentiveUnavailable,
    $choiceMissing,
    $draftUpdateFailed,
    updateDraftFx.pending,
    $selectedItems,
  ]);
  const [pick, retrySave, retryRates] = useUnit([
    refundChoicePicked,
    choiceSaveRetried,
    exchangeRatesRetried,
  ]);
  const money = (amount: number) => formatPrice(amount, orderCurrencyOf(items), i18n.language);
  return (
    <RefundChoice
      choice={choice}
      onChoose={(next) => pick(next)}
      incentive={
        incentive ? { amount: money(incentive.amount), percentage: incentive.percentage ?? undefined } : null
      }
      incentiveUnavailable={incentiveUnavailable}
      showError={missing}
      saveFailed={saveFailed}
      saving={saving}
      onRetrySave={() => retrySave()}
      onRetryIncentive={() => retryRates()}
    />
  );
}
