/**
 * The carriers step (step 2 of 3), in the flow the shop uses: the quote flow or the draft flow (`usesQuoteFlow`). Both models say where the shopper goes next
 * as events (navigation.ts, `draftGone`); its gate hands them the router (carriers-navigation.ts).
 */
import {
  $consumerId,
  $isDemo,
  $selectedItems,
  $shopConfig,
  Navigate,
  useGate,
  useLocation,
  useNavigate,
  useUnit,
} from '@portal/shared';
import { usesQuoteFlow } from '@portal/shared/quotes';
import { StepControls } from '@portal/shared/ui';
import { CarriersPageGate } from '../../model/carriers-navigation';
import { DraftCarriers } from './draft-carriers';
import { QuoteCarriers } from './quote-carriers';

/** The payment status the navigation state carries after a payment that did not go through. */
export function paymentStatusOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('paymentStatus' in state)) return null;
  const status = (state as { paymentStatus?: unknown }).paymentStatus;
  return typeof status === 'string' && status ? status : null;
}

/** The carriers page. */
export function CarriersPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [selected, config, consumerId, isDemo] = useUnit([$selectedItems, $shopConfig, $consumerId, $isDemo]);

  useGate(CarriersPageGate, { navigate });

  if (!consumerId && !isDemo) return <Navigate to="/" replace />;
  if (selected.length === 0) return <Navigate to="/select-items" replace />;
  if (!config) return null;
  const paymentStatus = paymentStatusOf(location.state);
  // Each visit (a navigation here, with its own state) opens the step afresh. The host server renders it in
  // the draft flow (its controls wait for hydration).
  return (
    <StepControls>
      {usesQuoteFlow(config) ? (
        <QuoteCarriers key={location.key} config={config} paymentStatus={paymentStatus} />
      ) : (
        <DraftCarriers key={location.key} config={config} paymentStatus={paymentStatus} />
      )}
    </StepControls>
  );
}
