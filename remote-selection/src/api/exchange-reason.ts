/**
 * `GET /exchange-reason` on the portal's own server (docs/business-rules.md#exchange-reason): the reason an
 * exchange stands for.
 */
import { httpRequest } from '@portal/shared';

/** The reason key for exchanging `fromVariant` for `toVariant`, chosen from `keys`. */
export async function fetchExchangeReason(
  keys: string[],
  fromVariant: string,
  toVariant: string,
): Promise<string> {
  const params = new URLSearchParams({
    reasons: keys.map((key) => `"${key}"`).join(','),
    fromVariant,
    toVariant,
  });
  const { reason } = await httpRequest({
    url: `/exchange-reason?${params}`,
    schema: (s) => s.exchangeReasonAnswerSchema,
    core: false,
  });
  return reason;
}
