/**
 * The order confirmation of both flows: `?id={consumerId}&returnOrderId={id}` is the draft flow's
 * return order, `/order-confirmation/{quoteUuid}` the quote flow's quote. Without either there is
 * nothing to confirm: the shopper goes to the start (a bare visit never says the return is registered).
 */
import { $consumerId, Navigate, useGate, useParams, useSearchParams, useUnit } from '@portal/shared';
import { StepControls, usePageTakenOver } from '@portal/shared/ui';
import './../../ui/confirmation.css';
import { confirmationVisit } from '../../model/confirmation-start';
import { TakingOverGate } from '../../model/session-end';
import '../../model/demo-data';
import { QuoteConfirmation } from './quote-confirmation';
import { ReturnOrderConfirmation } from './return-order-confirmation';

/** The order-confirmation page. */
export function OrderConfirmationPage() {
  const { quoteUuid } = useParams();
  const [params] = useSearchParams();
  const consumerId = useUnit($consumerId);
  const takenOver = usePageTakenOver();
  const named = confirmationVisit(
    { quoteUuid, returnOrderId: params.get('returnOrderId'), id: params.get('id') },
    consumerId,
  );
  if (!named) return <Navigate to="/" replace />;
  // The host server renders it (its controls wait for hydration).
  return (
    <StepControls>
      {/* Before the confirmation: its gate opens the answer's ending, which must find this one open. */}
      {!takenOver && <TakingOver />}
      {named.kind === 'return-order' ? (
        <ReturnOrderConfirmation {...named.visit} />
      ) : (
        <QuoteConfirmation {...named.visit} />
      )}
    </StepControls>
  );
}

/** Holds the return's ending while the browser is still taking the page over. */
function TakingOver() {
  useGate(TakingOverGate);
  return null;
}
