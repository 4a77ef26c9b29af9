/**
 * The newer flow's confirmation (001 §2, §4 "Polling, newer flow"): it polls the return order every 5 s
 * until the label exists and shows what to do next for the chosen way of sending: the label (or the
 * label-less code), where to drop the parcel off, the return address for ship-it-yourself, the
 * commercial invoice from outside the EU, and, on a later visit, where the return stands.
 */
import {
  $isDemo,
  $shopConfig,
  isHttpError,
  type ReturnOrder,
  stepErrorRaised,
  useNavigate,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { Alert, buttonClass, LoadingState } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { fetchCommercialInvoice, fetchReturnOrder } from '../../api/confirmation';
import { CommercialInvoiceBox } from '../../features/commercial-invoice-box';
import { LabelButton } from '../../features/label-button';
import { PaperlessCode } from '../../features/paperless-code';
import { ReturnAddress } from '../../features/return-address';
import { ReturnTimeline } from '../../features/return-timeline';
import { needsCommercialInvoice } from '../../model/eu';
import { expectsLabel, RETURN_ORDER_POLL_MS, returnOrderProgress } from '../../model/return-order-progress';
import { usePoll } from '../../model/use-poll';
import { StatusPanel } from '../../ui/status-panel';
import { LabelErrorPanel } from './label-error-panel';
import { PaymentOpenPanel } from './payment-open-panel';
import { finishReturn } from './session-end';

/** The page for return order `returnOrderId` of `consumerId`. */
export function ReturnOrderConfirmation({
  consumerId,
  returnOrderId,
}: {
  consumerId: string;
  returnOrderId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isDemo = useUnit($isDemo);
  const { answer, progress, error } = usePoll(
    `${consumerId}/${returnOrderId}`,
    () => fetchReturnOrder(consumerId, returnOrderId),
    // Demo mode's sample label is bundled with this remote, wherever it is served from.
    (order) => (isDemo ? returnOrderProgress(order, () => true) : returnOrderProgress(order)),
    RETURN_ORDER_POLL_MS,
  );

  useEffect(() => {
    if (!error) return;
    // Not the shopper's, no such return, or no session for it: nothing to confirm, and nobody to
    // blame (001 §4): a 401 or 403 here is no wrong sign-in.
    if (isHttpError(error) && [401, 403, 404].includes(error.status)) navigate('/', { replace: true });
    else stepErrorRaised(error);
  }, [error, navigate]);
  const [invoiceUrl, setInvoiceUrl] = useState<string>();
  useEffect(() => {
    if (progress?.kind === 'to-carriers')
      navigate('/carriers', { replace: true, state: { paymentStatus: progress.paymentStatus } });
  }, [progress, navigate]);
  useEffect(() => {
    if (progress?.kind !== 'done' || !answer) return;
    let active = true;
    // The invoice needs the session: it is fetched before the finished return ends it.
    const invoice = printsInvoice(answer)
      ? fetchCommercialInvoice(answer.id).then(
          (url) => active && setInvoiceUrl(url),
          () => undefined,
        )
      : Promise.resolve();
    void invoice.then(() =>
      finishReturn(
        returnOrderId,
        progress.logout,
        `/order-confirmation?id=${encodeURIComponent(consumerId)}&returnOrderId=${encodeURIComponent(returnOrderId)}`,
      ),
    );
    return () => {
      active = false;
    };
  }, [progress, answer, returnOrderId, consumerId]);

  if (!answer || !progress || progress.kind === 'to-carriers')
    return <LoadingState label={t('shell.loading')} />;
  if (progress.kind === 'label-error') return <LabelErrorPanel status={progress.status} />;
  if (progress.kind === 'payment-open') return <PaymentOpenPanel paymentUrl={answer.paymentUrl} />;
  return <ReturnOrderDetails order={answer} invoiceUrl={invoiceUrl} />;
}

/** Whether the shopper prints the commercial invoice: shipping it themselves, from outside the EU. */
const printsInvoice = (order: ReturnOrder) =>
  order.isShipItYourself && needsCommercialInvoice(order.shipment?.sender?.countryCode);

/** Everything the shopper needs for a registered return. */
function ReturnOrderDetails({ order, invoiceUrl }: { order: ReturnOrder; invoiceUrl?: string }) {
  const { t, i18n } = useTranslation();
  const config = useUnit($shopConfig);
  const shipment = order.shipment;
  const carrier = order.carrierName ?? '';
  const method = order.shippingMethod;
  const paperless = shipment?.paperlessCode;
  // A shop's own texts may hold instructions per shipping product key (001 §2).
  const instructionsKey = `return_instructions.${shipment?.shippingProduct?.key ?? ''}`;
  return (
    <StatusPanel tone="success" title={t('order_confirmation.title')}>
      <p className="rp-lead">{t('order_confirmation.subtitle')}</p>
      <div className="rp-confirmation">
        {expectsLabel(order) &&
          (paperless ? <PaperlessCode code={paperless} /> : <LabelButton labelUrl={shipment?.labelUrl} />)}
        {method === 'IN_STORE_DROP_OFF' ? (
          <Instruction
            text={t('order_confirmation.in_store.text')}
            url={order.dropOffUrl}
            find={t('order_confirmation.in_store.find')}
          />
        ) : order.isShipItYourself ? (
          <p>{t('order_confirmation.ship_it_yourself.text')}</p>
        ) : method === 'PICKUP' ? (
          <p>{t('order_confirmation.pickup.text', { carrier })}</p>
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
          <CommercialInvoiceBox printed={printsInvoice(order)} downloadUrl={invoiceUrl} />
        )}
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
