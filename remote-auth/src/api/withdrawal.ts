/** The platform's withdrawal call (docs/business-rules.md#the-withdrawal-function). */
import { sendAttempt } from '@portal/shared/submission';
import {
  type WithdrawalAcknowledgement,
  type WithdrawalRequest,
  withdrawalAcknowledgementSchema,
} from '@portal/shared/withdrawal';

/** Sends a statement under `requestUuid`: the same uuid answers the same acknowledgement, never a second withdrawal. */
export function sendWithdrawal(
  statement: WithdrawalRequest,
  requestUuid: string,
): Promise<WithdrawalAcknowledgement> {
  return sendAttempt(
    {
      url: '/api/v0/withdrawals',
      method: 'POST',
      body: statement,
      schema: () => withdrawalAcknowledgementSchema,
    },
    requestUuid,
  );
}
