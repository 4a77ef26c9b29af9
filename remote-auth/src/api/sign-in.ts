/** The core API's sign-in call (000 §7). */
import {
  authConsumerResponseSchema,
  getDeviceId,
  getSessionId,
  httpRequest,
  type ShopConfig,
} from '@portal/shared';

export interface SignInInput {
  email: string;
  orderNumber: string;
}

/** Signs the shopper in; resolves with the consumer id. */
export async function signIn(input: SignInInput, config: ShopConfig, locale: string): Promise<string> {
  const { id } = await httpRequest({
    url: '/api/v0/auth/consumer',
    method: 'POST',
    schema: authConsumerResponseSchema,
    body: {
      email: input.email.trim(),
      // A leading run of # is how shops print order numbers, not part of the number.
      orderNumber: input.orderNumber.trim().replace(/^#+/, ''),
      locale,
      storeId: config.id,
      userProperties: { deviceId: getDeviceId(), sessionId: getSessionId() },
    },
  });
  return id;
}
