/** The core API's sign-in calls (000 §7). */
import { type AuthConsumerRequest, getDeviceId, getSessionId, httpRequest } from '@portal/shared';
import '../model/demo';
import { identifierField, normaliseOrderNumber } from '../model/validation';

/** What the shopper typed. */
export interface SignInInput {
  identifier: string;
  orderNumber: string;
  country?: string;
}

/** The request body: e-mail or postal code, the order number without leading #, and who is asking. */
export function toSignInRequest(
  input: SignInInput,
  context: { postalCodeMode: boolean; locale: string; storeId: string | number },
): AuthConsumerRequest {
  return {
    ...identifierField(input.identifier, context.postalCodeMode),
    orderNumber: normaliseOrderNumber(input.orderNumber),
    locale: context.locale,
    storeId: context.storeId,
    ...(input.country ? { country: input.country } : {}),
    userProperties: { deviceId: getDeviceId(), sessionId: getSessionId() },
  };
}

/** Signs the shopper in; resolves with the consumer id. */
export async function signIn(body: AuthConsumerRequest): Promise<string> {
  const { id } = await httpRequest({
    url: '/api/v0/auth/consumer',
    method: 'POST',
    schema: (s) => s.authConsumerResponseSchema,
    body,
  });
  return id;
}

/** Asks for a sign-in link by e-mail; the answer's body is not used (000 §7). */
export async function requestMagicLink(body: { email: string; locale: string; storeId: string | number }) {
  await httpRequest({
    url: '/api/v0/auth/magic-link',
    method: 'POST',
    schema: (s) => s.unusedAnswerSchema,
    body,
    headers: { 'X-RE-Client': 'portal' },
  });
}
