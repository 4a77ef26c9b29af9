/**
 * Confirm items (000 §2 "Confirm items", step 1 of 3): the exchanges and the returns, each with a
 * product count, the store-credit or refund choice when it is offered, and the way on or back.
 */
import {
  $consumerId,
  $featureResults,
  $gatekeepingAnswers,
  $isDemo,
  $selectedItems,
  $shopConfig,
  ErrorMessage,
  featureOn,
  fetchFeaturesFx,
  gatekeepingAnswersChanged,
  isHttpError,
  logger,
  Navigate,
  PageHeading,
  type SelectedItem,
  StepIndicator,
  stepErrorRaised,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { conversionRate } from '../../api/exchange-rates';
import { submitRequest } from '../../api/gatekeeping';
import { fetchDraft } from '../../api/purchases';
import { GatekeepingForm } from '../../features/gatekeeping-form/gatekeeping-form';
import {
  GATEKEEPING_FEATURE,
  gatekeepingOn,
  type ItemAnswers,
  missingAnswers,
  toPurchaseAssets,
} from '../../model/gatekeeping';
import {
  preselectedChoice,
  type RefundChoice,
  storeCreditHiddenReason,
  storeCreditIncentive,
} from '../../model/store-credit';

const NO_PRESELECTION = 'no-store-credit-preselection';

/** The confirm-items page. */
export function ConfirmItemsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [selected, config, features, answers, consumerId, isDemo] = useUnit([
    $selectedItems,
    $shopConfig,
    $featureResults,
    $gatekeepingAnswers,
    $consumerId,
    $isDemo,
  ]);
  const [showMissing, setShowMissing] = useState(false);
  const [rate, setRate] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const hidden = config ? storeCreditHiddenReason(selected, config.storeCredit.enabled) : 'disabled';
  const offered = hidden === null;
  const [choice, setChoice] = useState<RefundChoice | null>(() =>
    offered
      ? preselectedChoice(
          selected.map(() => 'Refund'),
          featureOn(features, NO_PRESELECTION),
        )
      : 'refund',
  );
  const [choiceError, setChoiceError] = useState(false);

  useEffect(() => {
    void fetchFeaturesFx([NO_PRESELECTION, GATEKEEPING_FEATURE]).then((results) => {
      if (results.some((result) => result.feature === NO_PRESELECTION && result.result === true))
        setChoice(null);
    });
  }, []);
  useEffect(() => {
    if (hidden === 'no-currency') logger.warn('Store credit hidden: the first item has no currency');
  }, [hidden]);
  const newerFlow = (config?.platformSlice ?? 1) >= 2;
  useEffect(() => {
    if (!newerFlow || !consumerId || isDemo) return;
    // 000 §4: a draft that is gone (404) or no longer fits (409) sends the shopper back to choose again.
    fetchDraft(consumerId).catch((error: unknown) => {
      if (isHttpError(error) && (error.status === 404 || error.status === 409)) navigate('/select-items');
      else stepErrorRaised(error);
    });
  }, [newerFlow, consumerId, isDemo, navigate]);
  const incentiveCurrency = config?.storeCredit.incentive?.currency;
  const orderCurrency = selected[0]?.orderCurrency;
  useEffect(() => {
    if (!incentiveCurrency || !orderCurrency) return;
    conversionRate(incentiveCurrency, orderCurrency).then(setRate, (error: unknown) => {
      // Without rates the incentive is not shown, and refund stays the default (000 §4).
      logger.warn('Exchange rates unavailable', { message: String(error) });
      setChoice((current) => current ?? 'refund');
    });
  }, [incentiveCurrency, orderCurrency]);

  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  if (!config) return null;

  const exchanges = selected.filter((item) => item.exchangeValue);
  const returns = selected.filter((item) => !item.exchangeValue);
  const currency = selected[0]?.orderCurrency ?? 'EUR';
  const money = (amount: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
  // The incentive's maximum is in the shop's currency: it waits for the rate into the order's.
  const needsRate = Boolean(incentiveCurrency) && incentiveCurrency !== currency;
  const incentive =
    offered && (!needsRate || rate !== null)
      ? storeCreditIncentive(selected, config.storeCredit, {
          rate: needsRate ? (rate ?? 1) : 1,
          alreadyUsed: false,
        })
      : null;

  const form = config.gatekeeping.form;
  const gatekeeping =
    form && gatekeepingOn(selected, featureOn(features, GATEKEEPING_FEATURE), isDemo) ? form : null;
  const itemAnswers = (uid: string) => (answers[uid] ?? {}) as ItemAnswers;
  const missingOf = (uid: string) =>
    gatekeeping && showMissing ? missingAnswers(gatekeeping, itemAnswers(uid)) : [];
  const formBelow = (item: SelectedItem): ReactNode =>
    gatekeeping ? (
      <GatekeepingForm
        form={gatekeeping}
        itemUid={item.uid}
        consumerId={consumerId ?? ''}
        purchaseId={item.purchaseId}
        answers={itemAnswers(item.uid)}
        missing={missingOf(item.uid)}
        onChange={(fieldId, answer) =>
          gatekeepingAnswersChanged({
            purchaseId: item.uid,
            answers: { ...itemAnswers(item.uid), [fieldId]: answer },
          })
        }
      />
    ) : null;

  const confirm = async () => {
    if (offered && !choice) {
      setChoiceError(true);
      return;
    }
    if (!gatekeeping) {
      navigate('/carriers');
      return;
    }
    // Gatekeeping: the answers go to the platform as a request instead of choosing a carrier.
    if (selected.some((item) => missingAnswers(gatekeeping, itemAnswers(item.uid)).length > 0)) {
      setShowMissing(true);
      return;
    }
    if (!consumerId) {
      navigate('/');
      return;
    }
    setSending(true);
    try {
      await submitRequest(
        consumerId,
        toPurchaseAssets(gatekeeping, selected, answers as Record<string, ItemAnswers>),
      );
      navigate('/request-confirmation');
    } catch (error) {
      if (isHttpError(error) && error.status === 404) navigate('/select-items');
      else stepErrorRaised(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section>
      <StepIndicator current={1} total={3} />
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      {exchanges.length > 0 && (
        <ItemSection title={t('confirm_items.exchanges_section')} items={exchanges} below={formBelow} />
      )}
      {returns.length > 0 && (
        <ItemSection title={t('confirm_items.returns_section')} items={returns} below={formBelow} />
      )}

      {offered && (
        <fieldset className="rp-choice" aria-describedby={choiceError ? `${id}-choice-error` : undefined}>
          <legend>{t('confirm_items.refund_choice')}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-refund`}
              checked={choice === 'store-credit'}
              onChange={() => {
                setChoice('store-credit');
                setChoiceError(false);
              }}
            />
            {t('confirm_items.store_credit')}
            {incentive && (
              <span className="rp-badge">
                {incentive.percentage
                  ? t('confirm_items.store_credit_incentive_percentage', {
                      amount: money(incentive.amount),
                      percentage: incentive.percentage,
                    })
                  : t('confirm_items.store_credit_incentive', { amount: money(incentive.amount) })}
              </span>
            )}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-refund`}
              checked={choice === 'refund'}
              onChange={() => {
                setChoice('refund');
                setChoiceError(false);
              }}
            />
            {t('confirm_items.refund')}
          </label>
          {choiceError && (
            <ErrorMessage id={`${id}-choice-error`}>
              {t('confirm_items.store_credit_selection.error')}
            </ErrorMessage>
          )}
        </fieldset>
      )}

      <div className="rp-item__actions">
        <button type="button" className="rp-button" aria-disabled={sending || undefined} onClick={confirm}>
          {gatekeeping ? t('gatekeeping.submit') : t('confirm_items.confirm')}
        </button>
        <button
          type="button"
          className="rp-button rp-button--secondary"
          onClick={() => navigate('/select-items')}
        >
          {t('confirm_items.change_selection')}
        </button>
      </div>
    </section>
  );
}

function ItemSection({
  title,
  items,
  below,
}: {
  title: string;
  items: SelectedItem[];
  below: (item: SelectedItem) => ReactNode;
}) {
  const { t } = useTranslation();
  const count = items.reduce((sum, item) => sum + (item.quantity || 1), 0);
  return (
    <section className="rp-order">
      <div className="rp-order__header">
        <h2>{title}</h2>
        <p className="rp-order__meta">{t('confirm_items.product_count', { count })}</p>
      </div>
      <ul className="rp-items" aria-label={title}>
        {items.map((item) => (
          <li key={item.uid} className="rp-item">
            {item.imageUrl ? (
              <img className="rp-item__image" src={item.imageUrl} alt="" width={88} height={88} />
            ) : (
              <span className="rp-item__image" aria-hidden="true" />
            )}
            <div className="rp-item__body">
              <h3 className="rp-item__title">{item.name}</h3>
              {item.variant && (
                <p className="rp-item__meta">{t('confirm_items.size', { size: item.variant })}</p>
              )}
              {item.exchangeVariant && (
                <p className="rp-item__meta">{t('confirm_items.new_size', { size: item.exchangeVariant })}</p>
              )}
              <p className="rp-item__meta">{t('confirm_items.reason', { reason: item.returnReason })}</p>
              {(item.returnReasonOtherText || item.returnReasonOtherComment) && (
                <p className="rp-item__meta">
                  {t('confirm_items.comment', {
                    comment: item.returnReasonOtherText ?? item.returnReasonOtherComment,
                  })}
                </p>
              )}
              <p className="rp-item__meta">{t('confirm_items.quantity', { quantity: item.quantity })}</p>
              {below(item)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
