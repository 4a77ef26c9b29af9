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
  $shopConfig,
  $signInDetails,
  ErrorMessage,
  featureOn,
  fetchFeaturesFx,
  gatekeepingAnswersChanged,
  getDeviceId,
  getSessionId,
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
import { isAllowedPaymentUrl, PaymentRedirectRefusedError } from '@portal/shared/payment';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { conversionRate } from '../../api/exchange-rates';
import { submitRequest } from '../../api/gatekeeping';
import { createQuote } from '../../api/quotes';
import { GatekeepingForm } from '../../features/gatekeeping-form/gatekeeping-form';
import { ItemSection } from '../../features/item-summary/item-section';
import { RefundChoice } from '../../features/refund-choice/refund-choice';
import '../../model/demo-data';
import {
  $draftUpdateFailed,
  $refundChoice,
  draftGone,
  draftOpened,
  refundChoiceMade,
  refundChoicePreset,
} from '../../model/draft';
import {
  GATEKEEPING_FEATURE,
  gatekeepingOn,
  type ItemAnswers,
  missingAnswers,
  toPurchaseAssets,
} from '../../model/gatekeeping';
import { loadPricelistsFx } from '../../model/pricelists';
import {
  confirmationPath,
  isSelfShipping,
  pricelistQuery,
  selfShippingQuote,
  suspectConfirmationPath,
  toQuoteItems,
  usesQuoteFlow,
} from '../../model/quote-flow';
import { preselectedChoice, storeCreditHiddenReason, storeCreditIncentive } from '../../model/store-credit';

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
  const [choice, saveFailed, pricelistsLoading] = useUnit([
    $refundChoice,
    $draftUpdateFailed,
    loadPricelistsFx.pending,
  ]);
  const [showMissing, setShowMissing] = useState(false);
  const [rate, setRate] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [choiceError, setChoiceError] = useState(false);
  const [termsAgreed, setTermsAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const termsId = useId();
  const hidden = config ? storeCreditHiddenReason(selected, config.storeCredit.enabled) : 'disabled';
  const offered = hidden === null;
  const quoteFlow = config ? usesQuoteFlow(config) : false;
  const ecommerceless = Boolean(config?.isEcommerceless);

  // Opening the page: the preselected choice, the toggles, and the draft or the pricelists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the selection the page opened with
  useEffect(() => {
    refundChoicePreset(
      offered
        ? preselectedChoice(
            selected.map(() => 'Refund'),
            featureOn(features, NO_PRESELECTION),
          )
        : 'refund',
    );
    void fetchFeaturesFx([NO_PRESELECTION, GATEKEEPING_FEATURE]).then((results) => {
      if (results.some((result) => result.feature === NO_PRESELECTION && result.result === true))
        refundChoicePreset(null);
    });
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
    if (hidden === 'no-currency') logger.warn('Store credit hidden: the first item has no currency');
  }, [hidden]);
  const incentiveCurrency = config?.storeCredit.incentive?.currency;
  const orderCurrency = selected[0]?.orderCurrency;
  useEffect(() => {
    if (!incentiveCurrency || !orderCurrency) return;
    conversionRate(incentiveCurrency, orderCurrency).then(setRate, (error: unknown) => {
      // Without rates the incentive is not shown, and refund stays the default (000 §4).
      logger.warn('Exchange rates unavailable', { message: String(error) });
      if ($refundChoice.getState() === null) refundChoicePreset('refund');
    });
  }, [incentiveCurrency, orderCurrency]);

  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  if (!config) return null;

  const exchanges = selected.filter((item) => item.exchangeValue);
  const returns = selected.filter((item) => !item.exchangeValue);
  const exchangeableReturns =
    config.customizations.exchangeFeatureEnabled && returns.some((item) => item.exchangeable);
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
  const selfShipping = quoteFlow && !pricelistsLoading && isSelfShipping(pricelists);

  const form = config.gatekeeping.form;
  const gatekeeping =
    form && gatekeepingOn(selected, featureOn(features, GATEKEEPING_FEATURE), isDemo) ? form : null;
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

  const sendRequest = async () => {
    if (!gatekeeping) return;
    if (selected.some((item) => missingAnswers(gatekeeping, itemAnswers(item.uid)).length > 0)) {
      setShowMissing(true);
      return;
    }
    if (!consumerId) {
      navigate('/');
      return;
    }
    try {
      await submitRequest(
        consumerId,
        toPurchaseAssets(gatekeeping, selected, answers as Record<string, ItemAnswers>),
      );
      navigate('/request-confirmation');
    } catch (error) {
      if (isHttpError(error) && error.status === 404) navigate('/select-items');
      else stepErrorRaised(error);
    }
  };

  // 001 §4 "Confirm-items hand-off": the self-shipping pricelist's first item, quoted at once.
  const createSelfShippingQuote = async () => {
    if (!pricelists) return;
    if (isDemo) {
      navigate(DEMO_CONFIRMATION);
      return;
    }
    try {
      const quote = await createQuote(
        selfShippingQuote(
          pricelists,
          toQuoteItems(selected, { choice, orderNumber: signIn?.orderNumber, ecommerceless }),
          { locale: i18n.language, deviceId: getDeviceId(), sessionId: getSessionId() },
        ),
      );
      if (quote.paymentUrl) {
        if (!isAllowedPaymentUrl(quote.paymentUrl)) throw new PaymentRedirectRefusedError(quote.paymentUrl);
        window.location.assign(quote.paymentUrl);
        return;
      }
      const path = confirmationPath(quote.quoteUuid);
      if (suspectConfirmationPath(path)) logger.error('Suspect confirmation URL', { path });
      navigate(path);
    } catch (error) {
      stepErrorRaised(error);
    }
  };

  const confirm = async () => {
    if (sending || (quoteFlow && pricelistsLoading)) return;
    if (offered && !choice) {
      setChoiceError(true);
      return;
    }
    if (selfShipping && !termsAgreed) {
      setTermsError(true);
      return;
    }
    if (!gatekeeping && !selfShipping) {
      navigate('/carriers');
      return;
    }
    setSending(true);
    try {
      await (gatekeeping ? sendRequest() : createSelfShippingQuote());
    } finally {
      setSending(false);
    }
  };

  const busy = sending || (quoteFlow && pricelistsLoading);
  return (
    <section aria-busy={busy || undefined}>
      <StepIndicator current={1} total={3} />
      <PageHeading>{t('confirm_items.title')}</PageHeading>
      {(exchanges.length > 0 || exchangeableReturns) && (
        <ItemSection title={t('confirm_items.exchanges_section')} items={exchanges} below={formBelow}>
          {exchangeableReturns && (
            <p className="rp-hint">
              {t('confirm_items.exchange_hint')}{' '}
              <button
                type="button"
                className="rp-button rp-button--link"
                onClick={() => navigate('/select-items')}
              >
                {t('confirm_items.exchange_instead')}
              </button>
            </p>
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
          showError={choiceError}
          saveFailed={saveFailed}
        />
      )}

      {selfShipping && (
        <div className="rp-field rp-terms">
          <label>
            <input
              type="checkbox"
              checked={termsAgreed}
              onChange={(event) => {
                setTermsAgreed(event.target.checked);
                setTermsError(false);
              }}
              aria-invalid={termsError || undefined}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
            />{' '}
            {t('confirm_items.terms')}
          </label>
          {termsError && (
            <ErrorMessage id={`${termsId}-error`}>{t('confirm_items.terms_error')}</ErrorMessage>
          )}
        </div>
      )}

      <div className="rp-item__actions">
        <button type="button" className="rp-button" aria-disabled={busy || undefined} onClick={confirm}>
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
      {sending && !gatekeeping && (
        <p role="status" className="rp-hint">
          {t('confirm_items.creating_quote')}
        </p>
      )}
    </section>
  );
}
