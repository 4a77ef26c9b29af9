/**
 * `GET /volta/confirmations/:quoteUuid`: what the quote flow's confirmation polls. The payment status
 * follows the quote's current payment (`free` when nothing was due); once paid or free and the label
 * delay has passed, a shipment that needs a label gets one, or the label failure in force then as
 * `errorCode`. A paperless service's label comes with its `paperlessCode`; a return of several
 * parcels gets one label each (one page each in the one PDF, `parcelAmount` says how many). The
 * receiver (the shop's return address) and the return's reference come with every answer; a pickup's
 * with its window and the address the shopper gave. 401 without a session, 404 `confirmation_404`
 * unless the quote is the shopper's.
 */

import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import {
  addressLinesOf,
  isPaperless,
  isPickup,
  needsLabel,
  RETURN_ADDRESS,
  RETURN_ADDRESS_LINES,
} from '../data/carriers';
import { homeAddressOf } from '../data/pickup';
import { labelDelayOf, merchants, seedOrderOf } from '../data/seed';
import type { Confirmation } from '../platform/api';
import { settledAtOf } from '../store/payments';
import type { StoredQuote } from '../store/quotes';
import { apiError } from './errors';
import { labelUrlOf } from './labels';
import { paymentUrlOf } from './payments';
import { signedInConsumer } from './session';

const isoOf = (epochSeconds: number | undefined) =>
  epochSeconds === undefined ? null : new Date(epochSeconds * 1000).toISOString();

/**
 * What the shop knows a quote's return by: short enough to write on a parcel, and the same on its
 * label.
 */
export const referenceOf = (quoteUuid: string): string =>
  `R-${quoteUuid.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The pickup address as the platform names it, from the address the quote request gave. */
const pickupAddressOf = (request: Record<string, unknown> | undefined) =>
  request
    ? {
        streetAddress: text(request.streetLine),
        street: text(request.street),
        houseNumber: text(request.houseNumber),
        postalCode: text(request.postCode),
        city: text(request.city),
        country: text(request.countryCode),
      }
    : null;

/** The confirmation of a quote as of now, making its label once due. */
export function confirmationOf(context: SandboxContext, quote: StoredQuote): Confirmation {
  const now = context.now();
  const payment = quote.paymentId ? context.payments.get(quote.paymentId) : undefined;
  const paymentStatus = payment?.status ?? 'free';
  const { type, label, carrier, printerRequired } = quote.carrier;
  const shouldHaveLabel = needsLabel(type);
  const paperless = isPaperless(type, printerRequired ?? false);
  const settledAt = settledAtOf(payment, quote.createdAt);
  const shop =
    merchants.find((candidate) => candidate.merchantName === quote.merchant)?.name ?? quote.merchant;
  const outcome =
    shouldHaveLabel && settledAt
      ? context.labels.resolve({
          subject: `quote:${quote.uuid}`,
          dueAt: new Date(
            settledAt.getTime() + labelDelayOf(quote.merchant, quote.orderNumber, context.labelDelayMs),
          ),
          now,
          failure: () => context.labelFailures.failureFor(quote.merchant, quote.orderNumber),
          content: () => {
            const order = seedOrderOf(quote.merchant, quote.orderNumber);
            const home = order ? homeAddressOf(order) : undefined;
            return {
              carrierName: carrier.toUpperCase(),
              service: label,
              reference: referenceOf(quote.uuid),
              sender: {
                name: order?.name ?? null,
                countryCode: quote.country,
                lines: home?.street
                  ? addressLinesOf({ ...home, countryCode: home.country })
                  : [quote.country],
              },
              receiver: { companyName: `${shop} Returns`, lines: RETURN_ADDRESS_LINES },
              paperless,
              parcels: quote.request.parcelAmount,
            };
          },
        })
      : undefined;
  const pickup = isPickup(type);
  return {
    hasExchangeItems: quote.request.quoteItems.some((item) => item.type === 'EXCHANGE'),
    shouldHaveLabel,
    labelUrl: outcome?.label ? labelUrlOf(context, outcome.label.id) : null,
    paymentStatus,
    errorCode: outcome?.failure ?? null,
    courierServiceType: type,
    courierServiceIdentifier: carrier,
    shipmentType: pickup ? 'PICKUP' : 'DROPOFF',
    pickupStartsAt: pickup ? isoOf(quote.request.start) : null,
    pickupEndsAt: pickup ? isoOf(quote.request.end) : null,
    pickupAddress: pickup ? pickupAddressOf(quote.request.addressRequest) : null,
    parcelAmount: quote.request.parcelAmount,
    receiver: { companyName: `${shop} Returns`, address: RETURN_ADDRESS },
    reference: referenceOf(quote.uuid),
    customerCountry: quote.country,
    withCoupon: false,
    discountAmount: null,
    labelInTheBox: false,
    // Label-less carriers: the point prints the label from a code on the shopper's phone.
    paperless,
    paperlessCode: outcome?.label?.paperlessCode ?? null,
    paymentUrl: payment?.status === 'open' ? paymentUrlOf(context, payment.id) : null,
    replacedBy: quote.replacedBy ?? null,
    returnedItems: quote.returnedItems,
    refund: quote.refund,
  };
}

/** Registers the confirmation route. */
export function confirmationRoutes(app: FastifyInstance, context: SandboxContext) {
  app.get<{ Params: { quoteUuid: string } }>('/volta/confirmations/:quoteUuid', async (request, reply) => {
    const consumer = signedInConsumer(context, request, reply);
    if (!consumer) return reply;
    const quote = context.quotes.getFor(consumer.id, request.params.quoteUuid);
    if (!quote) return reply.code(404).send(apiError('confirmation_404', 'No such quote'));
    return confirmationOf(context, quote);
  });
}
