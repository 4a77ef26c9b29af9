/**
 * The core API's sign-in calls. Each takes the request body as it is sent: the rules that make it
 * (model/order-number-sign-in.ts) stay in the model.
 */
import { type AuthConsumerRequest, httpRequest } from '@portal/shared';

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

/** Asks for a sign-in link by e-mail; the answer's body is not used. */
export async function requestMagicLink(body: { email: string; locale: string; storeId: string | number }) {
  await httpRequest({
    url: '/api/v0/auth/magic-link',
    method: 'POST',
    schema: (s) => s.unusedAnswerSchema,
    body,
    headers: { 'X-RE-Client': 'portal' },
  });
}
