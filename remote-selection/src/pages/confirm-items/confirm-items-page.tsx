/**
 * Confirm items (000 §2 "Confirm items", step 1 of 3): the exchanges and the returns, each with a
 * product count; the store-credit or refund choice when it is offered (written to the newer flow's
 * draft optimistically); in the quote flow the terms for the self-shipping pricelist, which creates
 * the quote at once; the gatekeeping form and request; and the way on or back.
 */
import {
  $consumerId,
  $featureResults,
  $gatekeepingAnswers,
  $isDemo,
  $pricelists,
  $selectedItems,
  $selectionSubmitted,
  $shopConfig,
  $signInDetails,
  featureOn,
  fetchFeaturesFx,
  gatekeepingAnswersChanged,
  getDeviceId,
  getSessionId,
  logger,
  Navigate,
  PageHeading,
  purchasesCacheInvalidated,
  type QuoteResponse,
  refundChoiceStored,
  type SelectedItem,
  selectionCleared,
  stepErrorRaised,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { isAllowedPaymentUrl, PaymentRedirectRefusedError } from '@portal/shared/payment';
import { Alert, Button, Checkbox, formatPrice, LoadingState, StepProgress } from '@portal/shared/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { conversionRate } from '../../api/exchange-rates';
import { GatekeepingForm } from '../../features/gatekeeping-form/gatekeeping-form';
import { ItemSection } from '../../features/item-summary/item-section';
import { RefundChoice } from '../../features/refund-choice/refund-choice';
import '../../model/demo-data';
import {
  confirmationPath,
  isSelfShipping,
  pricelistQuery,
  suspectConfirmationPath,
  toQuoteItems,
  usesQuoteFlow,
} from '@portal/shared/quotes';
import {
  $draftUpdateFailed,
  $incentiveUnavailable,
  $refundChoice,
  choiceSaveRetried,
  draftGone,
  draftOpened,
  exchangeRatesFailed,
  fetchDraftFx,
  preselectionToggleRead,
  refundChoiceMade,
  refundChoiceOpened,
  updateDraftFx,
} from '../../model/draft';
import {
  $gatekeeping,
  gatekeepingKnown,
  gatekeepingToggleRequested,
  type ItemAnswers,
  missingAnswers,
  REQUEST_CONFIRMATION,
  requestSendPressed,
  submitRequestFx,
  toPurchaseAssets,
} from '../../model/gatekeeping';
import { loadPricelistsFx } from '../../model/pricelists';
import { createQuoteFx, quoteCreatePressed, selfShippingQuote } from '../../model/quote-flow';
import { storeCreditHiddenReason, storeCreditIncentive } from '../../model/store-credit';

const NO_PRESELECTION = 'no-store-credit-preselection';
/** Where demo mode's self-shipping quote lands (000 §4). */
const DEMO_CONFIRMATION = '/order-confirmation/123';

/** The confirm-items page. */
export function ConfirmItemsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [selected, config, features, answers, consumerId, isDemo, pricelists, signIn] = useUnit([
    $selectedItems,
    $shopConfig,
    $featureResults,
    $gatekeepingAnswers,
    $consumerId,
    $isDemo,
    $pricelists,
    $signInDetails,
  ]);
  const [choice, saveFailed, pricelistsLoading, incentiveUnavailable] = useUnit([
    $refundChoice,
    $draftUpdateFailed,
    loadPricelistsFx.pending,
    $incentiveUnavailable,
  ]);
  const [gatekeepingState, submitted, requestSending, quoteSending] = useUnit([
    $gatekeeping,
    $selectionSubmitted,
    submitRequestFx.pending,
    createQuoteFx.pending,
  ]);
  const sending = requestSending || quoteSending;
  // The draft's fetch and the choice's save have no button of their own: they are shown here.
  const [draftLoading, choiceSaving] = useUnit([fetchDraftFx.pending, updateDraftFx.pending]);
  const [showMissing, setShowMissing] = useState(false);
  const [rate, setRate] = useState<number | null>(null);
  const [choiceError, setChoiceError] = useState(false);
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const termsId = useId();
  const hidden = config ? storeCreditHiddenReason(selected, config.storeCredit.enabled) : 'disabled';
  const offered = hidden === null;
  const quoteFlow = config ? usesQuoteFlow(config) : false;
  const ecommerceless = Boolean(config?.isEcommerceless);

  // Opening the page: the preselected choice, the toggles, and the draft or the pricelists. A
  // selection already submitted loads nothing: the page only says so (Back never resubmits).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the selection the page opened with
  useEffect(() => {
    if (submitted) return;
    refundChoiceOpened({ offered, noPreselection: featureOn(features, NO_PRESELECTION) });
    // A display toggle that cannot be read stays off; the guarding one is asked on its own.
    fetchFeaturesFx([NO_PRESELECTION]).then(
      (results) =>
        preselectionToggleRead(
          results.some((result) => result.feature === NO_PRESELECTION && result.result === true),
        ),
      () => undefined,
    );
    gatekeepingToggleRequested();
    if (!quoteFlow) {
      if (consumerId && !isDemo) draftOpened(consumerId);
      return;
    }
    // Ecommerce-less pricelists depend on the country only: select items loaded them already.
    if (ecommerceless && pricelists) return;
    const query = pricelistQuery(selected, { ecommerceless, country: signIn?.country, storeCredit: offered });
    void loadPricelistsFx(query).catch(() => undefined);
  }, []);
  useEffect(() => draftGone.watch(() => navigate('/select-items')), [navigate]);
  useEffect(() => {
    // 001 §4 "Confirm-items hand-off": pay first, or the confirmation at once.
    const quoteCreated = (quote: QuoteResponse) => {
      if (quote.paymentUrl) {
        if (isAllowedPaymentUrl(quote.paymentUrl)) window.location.assign(quote.paymentUrl);
        else stepErrorRaised(new PaymentRedirectRefusedError(quote.paymentUrl));
        return;
      }
      const path = confirmationPath(quote.quoteUuid);
      if (suspectConfirmationPath(path)) logger.error('Suspect confirmation URL', { path });
      navigate(path);
    };
    const subscriptions = [
      submitRequestFx.done.watch(() => navigate(REQUEST_CONFIRMATION)),
      createQuoteFx.doneData.watch(quoteCreated),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [navigate]);
  useEffect(() => {
    if (hidden === 'no-currency') logger.warn('Store credit hidden: the first item has no currency');
  }, [hidden]);
  const incentiveCurrency = config?.storeCredit.incentive?.currency;
  const orderCurrency = selected[0]?.orderCurrency;
  useEffect(() => {
    if (!incentiveCurrency || !orderCurrency) return;
    conversionRate(incentiveCurrency, orderCurrency).then(setRate, (error: unknown) => {
      // Without rates the incentive is not shown, and refund stays the default (000 §4).
      logger.warn('Exchange rates unavailable', { message: String(error) });
      exchangeRatesFailed();
    });
  }, [incentiveCurrency, orderCurrency]);

  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  if (!config) return null;
  const progress = (
    <StepProgress current={1} total={3} label={t('steps.indicator', { current: 1, total: 3 })} />
  );
  if (submitted) {
    return (
      <section>
        {progress}
        <PageHeading>{t('confirm_items.title')}</PageHeading>
        <Alert tone="success">{t('confirm_items.already_submitted')}</Alert>
        <div className="rp-button-row">
          <Button onClick={() => navigate(submitted.next)}>{t('confirm_items.to_confirmation')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              selectionCleared();
              purchasesCacheInvalidated();
              navigate('/select-items');
            }}
          >
            {t('confirm_items.start_over')}
          </Button>
        </div>
      </section>
    );
  }

  const exchanges = selected.filter((item) => item.exchangeValue);
  const returns = selected.filter((item) => !item.exchangeValue);
  const exchangeableReturns =
    config.customizations.exchangeFeatureEnabled && returns.some((item) => item.exchangeable);
  const currency = selected[0]?.orderCurrency ?? 'EUR';
  const money = (amount: number) => formatPrice(amount, currency, i18n.language);
  // The incentive's maximum is in the shop's currency: it waits for the rate into the order's.
  const needsRate = Boolean(incentiveCurrency) && incentiveCurrency !== currency;
  const incentive =
    offered && (!needsRate || rate !== null)
      ? storeCreditIncentive(selected, config.storeCredit, {
          rate: needsRate ? (rate ?? 1) : 1,
          alreadyUsed: false,
        })
      : null;
  const selfShipping = quoteFlow && !pricelistsLoading && isSelfShipping(pricelists);

  const gatekeeping = gatekeepingState.status === 'on' ? gatekeepingState.form : null;
  // Until the guarding toggle is known the page cannot be confirmed: it never assumes "off".
  const gatekeepingUnknown = !gatekeepingKnown(gatekeepingState);
  const itemAnswers = (uid: string) => (answers[uid] ?? {}) as ItemAnswers;
  const formBelow = (item: SelectedItem): ReactNode =>
    gatekeeping ? (
      <GatekeepingForm
        form={gatekeeping}
        itemUid={item.uid}
        consumerId={consumerId ?? ''}
        purchaseId={item.purchaseId}
        answers={itemAnswers(item.uid)}
        missing={showMissing ? missingAnswers(gatekeeping, itemAnswers(item.uid)) : []}
        onChange={(fieldId, answer) =>
          gatekeepingAnswersChanged({
            purchaseId: item.uid,
            answers: { ...itemAnswers(item.uid), [fieldId]: answer },
          })
        }
      />
    ) : null;

  // The model sends it once: never while a request is under way, never for a submitted selection.
  const sendRequest = () => {
    if (!gatekeeping) return;
    if (selected.some((item) => missingAnswers(gatekeeping, itemAnswers(item.uid)).length > 0)) {
      setShowMissing(true);
      return;
    }
    if (!consumerId) {
      navigate('/');
      return;
    }
    requestSendPressed({
      consumerId,
      purchaseAssets: toPurchaseAssets(gatekeeping, selected, answers as Record<string, ItemAnswers>),
    });
  };

  // 001 §4 "Confirm-items hand-off": the self-shipping pricelist's first item, quoted at once.
  const createSelfShippingQuote = () => {
    if (!pricelists) return;
    if (isDemo) {
      navigate(DEMO_CONFIRMATION);
      return;
    }
    quoteCreatePressed(
      selfShippingQuote(
        pricelists,
        toQuoteItems(selected, { choice, orderNumber: signIn?.orderNumber, ecommerceless }),
        { locale: i18n.language, deviceId: getDeviceId(), sessionId: getSessionId() },
      ),
    );
  };

  const confirm = () => {
    if (sending || gatekeepingUnknown || (quoteFlow && pricelistsLoading)) return;
    if (offered && !choice) {
      setChoiceError(true);
      return;
    }
    if (selfShipping && !termsAgreed) {
      setTermsError(true);
      return;
    }
    if (!gatekeeping && !selfShipping) {
      // The older flow's quote is created on carriers: it needs the choice made here.
      if (offered && choice) refundChoiceStored(choice);
      navigate('/carriers');
      return;
    }
    if (gatekeeping) sendRequest();
    else createSelfShippingQuote();
  };

  // Not yet confirmable: the gatekeeping toggle or the pricelists are not known. Sending has its own busy state.
  const waiting = gatekeepingUnknown || (quoteFlow && pricelistsLoading);
  return (
    <section aria-busy={sending || waiting || draftLoading || choiceSaving || undefined}>
      {progress}
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      {(exchanges.length > 0 || exchangeableReturns) && (
        <ItemSection title={t('confirm_items.exchanges_section')} items={exchanges} below={formBelow}>
          {exchangeableReturns && (
            <Alert>
              <p>
                {t('confirm_items.exchange_hint')}{' '}
                <Button variant="link" onClick={() => navigate('/select-items')}>
                  {t('confirm_items.exchange_instead')}
                </Button>
              </p>
            </Alert>
          )}
        </ItemSection>
      )}
      {returns.length > 0 && (
        <ItemSection title={t('confirm_items.returns_section')} items={returns} below={formBelow} />
      )}

      {offered && (
        <RefundChoice
          choice={choice}
          onChoose={(next) => {
            refundChoiceMade({ choice: next, consumerId: isDemo ? null : consumerId, items: selected });
            setChoiceError(false);
          }}
          incentive={
            incentive
              ? { amount: money(incentive.amount), percentage: incentive.percentage ?? undefined }
              : null
          }
          incentiveUnavailable={incentiveUnavailable}
          showError={choiceError}
          saveFailed={saveFailed}
          saving={choiceSaving}
          onRetrySave={() => choiceSaveRetried()}
        />
      )}

      {selfShipping && (
        <Checkbox
          id={termsId}
          label={t('confirm_items.terms')}
          checked={termsAgreed}
          onChange={(checked) => {
            setTermsAgreed(checked);
            setTermsError(false);
          }}
          error={termsError ? t('confirm_items.terms_error') : null}
        />
      )}

      {(draftLoading || (quoteFlow && pricelistsLoading)) && (
        <LoadingState label={t('confirm_items.loading')} />
      )}
      {gatekeepingState.status === 'reading' && <LoadingState label={t('gatekeeping.toggle_reading')} />}
      {gatekeepingState.status === 'unreadable' && (
        <>
          <Alert tone="error">{t('gatekeeping.toggle_unreadable')}</Alert>
          <Button variant="secondary" onClick={() => gatekeepingToggleRequested()}>
            {t('gatekeeping.toggle_retry')}
          </Button>
        </>
      )}
      <div className="rp-button-row rp-confirm-actions">
        <Button
          busy={sending}
          busyLabel={gatekeeping ? t('gatekeeping.sending') : t('confirm_items.creating_quote')}
          aria-disabled={waiting || undefined}
          onClick={confirm}
        >
          {gatekeeping ? t('gatekeeping.submit') : t('confirm_items.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => navigate('/select-items')}>
          {t('confirm_items.change_selection')}
        </Button>
      </div>
    </section>
  );
}
