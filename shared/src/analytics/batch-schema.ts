/**
 * The collector's schema of a batch (`POST /collect`): the Segment/RudderStack batch format with the
 * portal's own events only. Every object is strict, so a property the vocabulary does not list (a
 * name, an address, anything a shopper typed) makes the whole batch invalid and nothing of it is
 * stored. Server side only: the client never parses its own batches.
 */
import { z } from 'zod';
import {
  ANALYTICS_STEPS,
  COMPLETION_OUTCOMES,
  type EventName,
  EXCHANGE_DIFFERENCES,
  FLOWS,
  RESOLUTION_TYPES,
} from './vocabulary';

// Keys the platform chose (a carrier's key, a page's name): letters, digits and a few separators.
const key = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a key');
const count = z.number().int().min(0).max(10_000);
const amount = z.number().finite().min(0).max(1_000_000);

const contextSchema = z.strictObject({
  merchant: z.string().regex(/^[a-z0-9-]{1,63}$/, 'a merchant name'),
  step: z.enum(ANALYTICS_STEPS),
  releases: z
    .array(
      z.strictObject({
        step: z.enum(ANALYTICS_STEPS),
        variant: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'a variant name'),
        version: z.string().regex(/^\d+\.\d+\.\d+(-[0-9a-z.-]+)?$/i, 'a version'),
      }),
    )
    .max(ANALYTICS_STEPS.length),
  platformSlice: z.number().int().min(1).max(99),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a language'),
});

/** One `track` message of `event`, whose properties are exactly `properties`. */
const track = <Name extends EventName, Shape extends z.core.$ZodLooseShape>(event: Name, properties: Shape) =>
  z.strictObject({
    type: z.literal('track'),
    event: z.literal(event),
    properties: z.strictObject(properties),
    anonymousId: z.uuid(),
    messageId: z.uuid(),
    timestamp: z.iso.datetime({ offset: true }),
    context: contextSchema,
  });

const messageSchema = z.discriminatedUnion('event', [
  track('Carrier service selected', { carrierKey: key, type: key }),
  track('Product summary confirmed', { items: count }),
  track('DPD Carrier Options Seen', { count }),
  track('Exchange Choice Shown', {}),
  track('Confirm selection', { items: count }),
  track('Label downloaded', {}),
  track('Return type selected', { resolutionType: z.enum(RESOLUTION_TYPES) }),
  track('Reason selected', { reasonId: z.number().int().min(0).max(1_000_000_000) }),
  track('Confirmation page shown', { flow: z.enum(FLOWS) }),
  track('Insurance Enabled', {}),
  track('Insurance Selected', {
    insurancePrice: amount,
    coverage: amount,
    returnValue: amount,
    currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
  }),
  track('Step viewed', { page: key }),
  track('Return submitted', { flow: z.enum(FLOWS) }),
  track('Return completed', { flow: z.enum(FLOWS), outcome: z.enum(COMPLETION_OUTCOMES) }),
  track('Product picker opened', {}),
  track('Exchange product chosen', { difference: z.enum(EXCHANGE_DIFFERENCES) }),
  track('Product exchange abandoned', {}),
  track('Product exchange kept', { items: count }),
]);

/** One message as the collector takes it. */
export type ParsedTrackMessage = z.infer<typeof messageSchema>;

/** A batch as the collector takes it: 1 to 500 events. */
export const analyticsBatchSchema = z.strictObject({
  batch: z.array(messageSchema).min(1).max(500),
  sentAt: z.iso.datetime({ offset: true }),
});
export type ParsedAnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
