/**
 * The quote flow's confirmation: its model polls the quote's confirmation every 2.5 s while the
 * payment is open or the label is missing (model/quote-confirmation.ts); the page then shows the next
 * steps (with the pickup window in the country's own time), the label, the FAQ; a cancelled payment
 * goes back to the carriers, an expired or failed one can be paid again.
 */
import { $shopConfig, type Confirmation, Navigate, useTranslation, useUnit } from '@portal/shared';
import { useGate } from '@portal/shared/gate';
import { getBackOfConfirmation } from '@portal/shared/get-back';
import { SHIP_IT_YOURSELF } from '@portal/shared/quotes';
import { Alert, Button, buttonClass, LoadingState } from '@portal/shared/ui';
import { CommercialInvoiceBox } from '../../features/commercial-invoice-box';
import { FaqList } from '../../features/faq-list';
import { GetBackList } from '../../features/get-back-list';
import { LabelButton } from '../../features/label-button';
import { NextSteps } from '../../features/next-steps';
import { PaperlessCode } from '../../features/paperless-code';
import { needsCommercialInvoice } from '../../model/eu';
import {
  $paymentRetrying,
  $redirect,
  paymentRetried,
  QuoteGate,
  quotePolling,
} from '../../model/quote-confirmation';
import { REFUSED_LABEL_STATUS } from '../../model/return-order-progress';
import { pickupWindow } from '../../model/time-zones';
import { StatusPanel } from '../../ui/status-panel';
import { AnotherSignInPanel } from './another-sign-in-panel';
import { LabelErrorPanel } from './label-error-panel';
import { PaymentOpenPanel } from './payment-open-panel';
import { PollingTimedOutPanel } from './polling-timed-out-panel';

/** The page for quote `quoteUuid`. */
export function QuoteConfirmation({ quoteUuid }: { quoteUuid: string }) {
  const { t } = useTranslation();
  useGate(QuoteGate, { quoteUuid });
  const [answer, progress, timedOut, redirect, checkAgain, anotherSignIns] = useUnit([
    quotePolling.$answer,
    quotePolling.$decision,
    quotePolling.$timedOut,
    $redirect,
    quotePolling.checkedAgain,
    quotePolling.$anotherSignIns,
  ]);

  if (anotherSignIns) return <AnotherSignInPanel />;
  if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
  if (timedOut) return <PollingTimedOutPanel onCheckAgain={checkAgain} />;
  if (!answer || !progress || progress.kind === 'to-carriers' || progress.kind === 'error')
    return <LoadingState label={t('shell.loading')} />;
  if (progress.kind === 'label-refused') return <LabelErrorPanel status={REFUSED_LABEL_STATUS} />;
  // Still open: the shopper has not paid (yet), so nothing is registered.
  if (answer.paymentStatus === 'open') return <PaymentOpenPanel paymentUrl={answer.paymentUrl} />;
  if (progress.kind === 'payment-error') return <PaymentError paymentStatus={progress.paymentStatus} />;
  return (
    <QuoteDetails
      confirmation={answer}
      carrierUnavailable={progress.kind === 'done' && progress.carrierUnavailable}
    />
  );
}

/** An expired or failed payment, and a new one on request (once per press; the button waits). */
function PaymentError({ paymentStatus }: { paymentStatus: 'expired' | 'failed' }) {
  const { t } = useTranslation();
  const [busy, retry] = useUnit([$paymentRetrying, paymentRetried]);
  return (
    <div role="alert">
      <StatusPanel tone="error" title={t('order_confirmation.payment_error.title')}>
        <p>{t(`order_confirmation.payment_error.${paymentStatus}`)}</p>
        <div className="rp-button-row">
          <Button onClick={() => retry()} busy={busy} busyLabel={t('shell.loading')}>
            {t('order_confirmation.payment_error.retry')}
          </Button>
        </div>
      </StatusPanel>
    </div>
  );
}

/** The registered return: the next steps, the label, the FAQ. */
function QuoteDetails({
  confirmation,
  carrierUnavailable,
}: {
  confirmation: Confirmation;
  carrierUnavailable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const config = useUnit($shopConfig);
  const shipItYourself = confirmation.courierServiceType === SHIP_IT_YOURSELF;
  const window =
    confirmation.shipmentType === 'PICKUP'
      ? pickupWindow(
          confirmation.pickupStartsAt,
          confirmation.pickupEndsAt,
          confirmation.customerCountry,
          i18n.language,
        )
      : null;
  const steps = shipItYourself
    ? [
        { title: t('order_confirmation.ship_it_yourself_steps.pack') },
        { title: t('order_confirmation.ship_it_yourself_steps.send') },
        { title: t('order_confirmation.ship_it_yourself_steps.refund') },
      ]
    : [
        { title: t('order_confirmation.whats_next.pack') },
        {
          title: window
            ? t('order_confirmation.whats_next.deliver_pickup', { ...window })
            : t('order_confirmation.whats_next.deliver_dropoff'),
        },
        { title: t('order_confirmation.whats_next.refund') },
      ];
  return (
    <StatusPanel
      tone="success"
      title={t(
        confirmation.hasExchangeItems ? 'order_confirmation.title_exchange' : 'order_confirmation.title',
      )}
    >
      <p className="rp-lead">{t('order_confirmation.subtitle')}</p>
      <div className="rp-confirmation">
        {carrierUnavailable && <Alert tone="warning">{t('order_confirmation.carrier_unavailable')}</Alert>}
        <NextSteps title={t('order_confirmation.whats_next.title')} steps={steps} />
        {confirmation.shouldHaveLabel &&
          !carrierUnavailable &&
          (confirmation.paperlessCode ? (
            <PaperlessCode code={confirmation.paperlessCode} />
          ) : (
            <LabelButton labelUrl={confirmation.labelUrl} />
          ))}
        {needsCommercialInvoice(confirmation.customerCountry) && <CommercialInvoiceBox />}
        <GetBackList getBack={getBackOfConfirmation(confirmation)} />
        {config?.url && (
          <a className={buttonClass({ variant: 'secondary', block: true })} href={config.url}>
            {t('order_confirmation.continue_shopping')}
          </a>
        )}
        <FaqList />
      </div>
    </StatusPanel>
  );
}
