/**
 * The order confirmation of both flows. It first asks where the return stands: a payment that failed,
 * expired or was cancelled goes back to the carriers step with its status. The label, polling and
 * instructions arrive with their own issue.
 */
import {
  $consumerId,
  $isDemo,
  stepErrorRaised,
  useNavigate,
  useParams,
  useSearchParams,
  useTranslation,
  useUnit,
} from '@portal/shared';
import { LoadingState } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { fetchConfirmation, fetchReturnOrder } from '../../api/confirmation';
import { carriersStateFor } from '../../model/payment-outcome';
import { StatusPanel } from '../../ui/status-panel';

/** The order-confirmation page. */
export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { quoteUuid } = useParams();
  const [params] = useSearchParams();
  const [consumerId, isDemo] = useUnit([$consumerId, $isDemo]);
  const returnOrderId = params.get('returnOrderId');
  const [checking, setChecking] = useState(!isDemo);

  useEffect(() => {
    if (isDemo) return;
    let current = true;
    const status = returnOrderId
      ? fetchReturnOrder(params.get('id') ?? consumerId ?? '', returnOrderId).then(
          (order) => order.paymentStatus,
        )
      : quoteUuid
        ? fetchConfirmation(quoteUuid).then((confirmation) => confirmation.paymentStatus)
        : Promise.resolve(null);
    status
      .then((paymentStatus) => {
        if (!current) return;
        const back = carriersStateFor(paymentStatus);
        if (back) navigate('/carriers', { replace: true, state: back });
        else setChecking(false);
      })
      .catch((error: unknown) => current && stepErrorRaised(error));
    return () => {
      current = false;
    };
  }, [isDemo, returnOrderId, quoteUuid, consumerId, params, navigate]);

  if (checking) return <LoadingState label={t('shell.loading')} />;
  return <StatusPanel tone="success" title={t('order_confirmation.title')} />;
}
