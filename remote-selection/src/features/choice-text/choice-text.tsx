/**
 * What the shopper chose for an item, in words: "Exchange for size XL", "Reason: Other — too short".
 * The forms an exchange's reason is stored in while it is looked up ("pending: M -> XL", "error: …")
 * are for the servers: here they become a spinner, or an announced note that the look-up failed.
 */
import { type SelectedItem, useTranslation, useUnit } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { exchangeReasonRetried } from '../../model/exchange';
import { type ChoiceDescription, describeChoice } from '../../model/selected-item';
import './choice-text.css';

/** The choice in one line, as on the item's card. */
export function ChoiceText({ item }: { item: SelectedItem }) {
  const { t } = useTranslation();
  const retryLookup = useUnit(exchangeReasonRetried);
  const choice = describeChoice(item);
  if (choice.kind === 'return') {
    return (
      <>
        {choice.comment
          ? t('select_items.reason_with_comment', { reason: choice.reason, comment: choice.comment })
          : t('select_items.reason', { reason: choice.reason })}
      </>
    );
  }
  if (choice.kind === 'product') {
    const product = t('select_items.exchange_product_to', {
      product: choice.product,
      variant: choice.variant,
    });
    return <>{choice.reason ? `${product} (${choice.reason})` : product}</>;
  }
  const exchange = t('select_items.exchange_to', { size: choice.size });
  return (
    <>
      {choice.reason ? `${exchange} (${choice.reason})` : exchange}
      <LookupState lookup={choice.lookup} onRetry={() => retryLookup(item.uid)} />
    </>
  );
}

/** Where the look-up of an exchange's reason stands, when it is not done: running or failed. */
export function LookupState({
  lookup,
  onRetry,
}: {
  lookup: Extract<ChoiceDescription, { kind: 'exchange' }>['lookup'];
  /** Looks the reason up again after a failure (the note then offers "Try again"). */
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (lookup !== 'pending' && lookup !== 'failed') return null;
  const pending = lookup === 'pending';
  // One live region in the same place for both states, so a failed look-up is announced as it happens.
  return (
    <>
      {pending ? (
        <span className="rp-spinner rp-spinner--small rp-choice-text__spinner" aria-hidden="true" />
      ) : null}
      <span className={pending ? 'rp-visually-hidden' : 'rp-choice-text__note'} role="status">
        {t(pending ? 'select_items.exchange_reason.pending' : 'select_items.exchange_reason.failed')}
      </span>
      {!pending && onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('error_screen.try_again')}
        </Button>
      ) : null}
    </>
  );
}
