/**
 * The draft flow's confirmation: its model polls the return order every 5 s until the label exists
 * (model/return-order-confirmation.ts), and the page shows what to do next for the chosen way of sending: the label (or the
 * label-less code; one label per parcel), where to drop the parcel off, a pickup's booking (when and
 * where the courier comes, and what they take), the return address for ship-it-yourself, the
 * commercial invoice from outside the EU, and, on a later visit, where the return stands.
 */
import { $shopConfig, Navigate, type ReturnOrder, useGate, useTranslation, useUnit } from '@portal/shared';
import { getBackOfReturnOrder } from '@portal/shared/get-back';
import { pickupDetails } from '@portal/shared/pickup';
import { Alert, buttonClass, LoadingState } from '@portal/shared/ui';
import { CommercialInvoiceBox } from '../../features/commercial-invoice-box';
import { GetBackList } from '../../features/get-back-list';
import { LabelButton } from '../../features/label-button';
import { PaperlessCode } from '../../features/paperless-code';
import { PickupDetails } from '../../features/pickup-details';
import { ReturnAddress } from '../../features/return-address';
import { ReturnTimeline } from '../../features/return-timeline';
import { needsCommercialInvoice } from '../../model/eu';
import {
  $invoiceFailed,
  $invoiceLoading,
  $invoiceUrl,
  $paymentRetrying,
  $redirect,
  invoiceRetried,
  paymentRetried,
  printsInvoice,
  ReturnOrderGate,
  returnOrderPolling,
} from '../../model/return-order-confirmation';
import { expectsLabel } from '../../model/return-order-progress';
import { StatusPanel } from '../../ui/status-panel';
import { AnotherSignInPanel } from './another-sign-in-panel';
import { LabelErrorPanel } from './label-error-panel';
import { endedStatusOf, PaymentEndedPanel } from './payment-ended-panel';
import { PaymentOpenPanel } from './payment-open-panel';
import { PollingTimedOutPanel } from './polling-timed-out-panel';

/** The page for return order `returnOrderId` of `consumerId`. */
export function ReturnOrderConfirmation({
  consumerId,
  returnOrderId,
}: {
  consumerId: string;
  returnOrderId: string;
}) {
  const { t } = useTranslation();
  useGate(ReturnOrderGate, { consumerId, returnOrderId });
  const [answer, progress, timedOut, redirect, checkAgain, anotherSignIns] = useUnit([
    returnOrderPolling.$answer,
    returnOrderPolling.$decision,
    returnOrderPolling.$timedOut,
    $redirect,
    returnOrderPolling.checkedAgain,
    returnOrderPolling.$anotherSignIns,
  ]);
  const [retrying, retry] = useUnit([$paymentRetrying, paymentRetried]);

  if (anotherSignIns) return <AnotherSignInPanel />;
  if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
  if (timedOut) return <PollingTimedOutPanel onCheckAgain={checkAgain} />;
  if (!answer || !progress || progress.kind === 'replaced')
    return <LoadingState label={t('shell.loading')} />;
  if (progress.kind === 'payment-ended')
    return (
      <PaymentEndedPanel
        paymentStatus={endedStatusOf(progress.paymentStatus)}
        busy={retrying}
        onPay={retry}
      />
    );
  if (progress.kind === 'label-error') return <LabelErrorPanel status={progress.status} />;
  if (progress.kind === 'payment-open') return <PaymentOpenPanel paymentUrl={answer.paymentUrl} />;
  return <ReturnOrderDetails order={answer} />;
}

/** Everything the shopper needs for a registered return. */
function ReturnOrderDetails({ order }: { order: ReturnOrder }) {
  const { t, i18n } = useTranslation();
  const [config, invoiceUrl, invoiceLoading, invoiceFailed, retryInvoice] = useUnit([
    $shopConfig,
    $invoiceUrl,
    $invoiceLoading,
    $invoiceFailed,
    invoiceRetried,
  ]);
  const shipment = order.shipment;
  const carrier = order.carrierName ?? '';
  const method = order.shippingMethod;
  const paperless = shipment?.paperlessCode;
  // A shop's own texts may hold instructions per shipping product key.
  const instructionsKey = `return_instructions.${shipment?.shippingProduct?.key ?? ''}`;
  const pickup =
    method === 'PICKUP'
      ? pickupDetails(
          {
            startsAt: shipment?.pickupStartsAt,
            endsAt: shipment?.pickupEndsAt,
            address: shipment?.pickupAddress,
            country: shipment?.sender?.countryCode,
          },
          i18n.language,
        )
      : null;
  const items = (order.returnedItems ?? []).map(({ name, quantity }) =>
    quantity > 1 ? `${t('your_returns.quantity', { count: quantity })} ${name}` : name,
  );
  return (
    <StatusPanel tone="success" title={t('order_confirmation.title')}>
      <p className="rp-lead">{t('order_confirmation.subtitle')}</p>
      <div className="rp-confirmation">
        {expectsLabel(order) &&
          (paperless ? (
            <PaperlessCode code={paperless} />
          ) : (
            <LabelButton labelUrl={shipment?.labelUrl} parcels={order.packageAmount} />
          ))}
        {method === 'IN_STORE_DROP_OFF' ? (
          <Instruction
            text={t('order_confirmation.in_store.text')}
            url={order.dropOffUrl}
            find={t('order_confirmation.in_store.find')}
          />
        ) : order.isShipItYourself ? (
          <p>{t('order_confirmation.ship_it_yourself.text')}</p>
        ) : method === 'PICKUP' ? (
          <div>
            <p>{t('order_confirmation.pickup.text', { carrier })}</p>
            {pickup && <PickupDetails pickup={pickup} items={items} />}
          </div>
        ) : (
          <Instruction
            text={t('order_confirmation.drop_off.text', { carrier })}
            url={order.dropOffUrl}
            find={t('order_confirmation.drop_off.find')}
          />
        )}
        {i18n.exists(instructionsKey) && <Alert tone="info">{t(instructionsKey)}</Alert>}
        {order.isShipItYourself && shipment?.receiver?.address && (
          <ReturnAddress companyName={shipment.receiver.companyName} address={shipment.receiver.address} />
        )}
        {needsCommercialInvoice(shipment?.sender?.countryCode) && (
          <CommercialInvoiceBox
            printed={printsInvoice(order)}
            downloadUrl={invoiceUrl ?? undefined}
            loading={invoiceLoading}
            failed={invoiceFailed}
            onRetry={retryInvoice}
          />
        )}
        <GetBackList getBack={getBackOfReturnOrder(order)} />
        <ReturnTimeline order={order} refundedAfter={config?.customizations.refundedAfter} />
        {config?.url && (
          <a className={buttonClass({ variant: 'secondary', block: true })} href={config.url}>
            {t('order_confirmation.continue_shopping')}
          </a>
        )}
      </div>
    </StatusPanel>
  );
}

/** Where to take the parcel, with the carrier's or shop's finder when there is one. */
function Instruction({ text, url, find }: { text: string; url: string | null | undefined; find: string }) {
  return (
    <div>
      <p>{text}</p>
      {url && /^https?:\/\//i.test(url) && (
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {find}
        </a>
      )}
    </div>
  );
}
