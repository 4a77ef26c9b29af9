/**
 * The quote flow's confirmation: its model polls the quote's confirmation every 2.5 s while the
 * payment is open or the label is missing (model/quote-confirmation.ts); the page then shows the next
 * steps, a pickup's booking (its window in the country's own time, its address), the label (one per
 * parcel), or for ship-it-yourself the return address and reference, and the FAQ; a payment that ended
 * unpaid can be paid again (a cancelled one goes back to the carriers when this tab holds its selection).
 */
import { $shopConfig, type Confirmation, Navigate, useGate, useTranslation, useUnit } from '@portal/shared';
import { getBackOfConfirmation } from '@portal/shared/get-back';
import { pickupDetails } from '@portal/shared/pickup';
import { SHIP_IT_YOURSELF } from '@portal/shared/quotes';
import { Alert, buttonClass, LoadingState } from '@portal/shared/ui';
import { CommercialInvoiceBox } from '../../features/commercial-invoice-box';
import { FaqList } from '../../features/faq-list';
import { GetBackList } from '../../features/get-back-list';
import { LabelButton } from '../../features/label-button';
import { NextSteps } from '../../features/next-steps';
import { PaperlessCode } from '../../features/paperless-code';
import { PickupDetails } from '../../features/pickup-details';
import { ReturnAddress } from '../../features/return-address';
import { needsCommercialInvoice } from '../../model/eu';
import {
  $paymentRetrying,
  $redirect,
  paymentRetried,
  QuoteGate,
  quotePolling,
} from '../../model/quote-confirmation';
import { REFUSED_LABEL_STATUS } from '../../model/return-order-progress';
import { StatusPanel } from '../../ui/status-panel';
import { AnotherSignInPanel } from './another-sign-in-panel';
import { LabelErrorPanel } from './label-error-panel';
import { PaymentEndedPanel } from './payment-ended-panel';
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
  const [retrying, retry] = useUnit([$paymentRetrying, paymentRetried]);

  if (anotherSignIns) return <AnotherSignInPanel />;
  if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
  if (timedOut) return <PollingTimedOutPanel onCheckAgain={checkAgain} />;
  if (!answer || !progress || progress.kind === 'replaced' || progress.kind === 'error')
    return <LoadingState label={t('shell.loading')} />;
  if (progress.kind === 'label-refused') return <LabelErrorPanel status={REFUSED_LABEL_STATUS} />;
  // Still open: the shopper has not paid (yet), so nothing is registered.
  if (answer.paymentStatus === 'open') return <PaymentOpenPanel paymentUrl={answer.paymentUrl} />;
  if (progress.kind === 'payment-error')
    return <PaymentEndedPanel paymentStatus={progress.paymentStatus} busy={retrying} onPay={retry} />;
  return (
    <QuoteDetails
      confirmation={answer}
      carrierUnavailable={progress.kind === 'done' && progress.carrierUnavailable}
    />
  );
}

/** The registered return: the next steps, the pickup, the label or the return address, the FAQ. */
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
  const pickup =
    confirmation.shipmentType === 'PICKUP'
      ? pickupDetails(
          {
            startsAt: confirmation.pickupStartsAt,
            endsAt: confirmation.pickupEndsAt,
            address: confirmation.pickupAddress,
            country: confirmation.customerCountry,
          },
          i18n.language,
        )
      : null;
  const receiver = confirmation.receiver;
  const steps = shipItYourself
    ? [
        { title: t('order_confirmation.ship_it_yourself_steps.pack') },
        { title: t('order_confirmation.ship_it_yourself_steps.send') },
        { title: t('order_confirmation.ship_it_yourself_steps.refund') },
      ]
    : [
        { title: t('order_confirmation.whats_next.pack') },
        {
          // The booking itself is shown once, in its own section below.
          title:
            confirmation.shipmentType !== 'PICKUP'
              ? t('order_confirmation.whats_next.deliver_dropoff')
              : pickup
                ? t('order_confirmation.whats_next.deliver_pickup')
                : t('order_confirmation.whats_next.deliver_pickup_at_home'),
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
        {pickup && <PickupDetails pickup={pickup} />}
        {shipItYourself && receiver?.address && (
          <ReturnAddress
            companyName={receiver.companyName}
            address={receiver.address}
            reference={confirmation.reference}
          />
        )}
        {confirmation.shouldHaveLabel &&
          !carrierUnavailable &&
          (confirmation.paperlessCode ? (
            <PaperlessCode code={confirmation.paperlessCode} />
          ) : (
            <LabelButton labelUrl={confirmation.labelUrl} parcels={confirmation.parcelAmount} />
          ))}
        {needsCommercialInvoice(confirmation.customerCountry) && <CommercialInvoiceBox />}
        <GetBackList getBack={getBackOfConfirmation(confirmation)} />
        {config?.url && (
          <a className={buttonClass({ variant: 'secondary', block: true })} href={config.url}>
            {t('order_confirmation.continue_shopping')}
          </a>
        )}
        <FaqList shipItYourself={shipItYourself} />
      </div>
    </StatusPanel>
  );
}
