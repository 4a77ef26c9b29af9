/**
 * The analytics vocabulary: every event the portal sends, the properties each may carry, and the
 * context every event carries (docs/analytics.md). The client's builders, the collector's batch
 * schema (`batch-schema.ts`) and the readout all use these names. Properties are numbers, enums and
 * keys the platform chose (a carrier's key, a reason's id), never text a shopper typed: an event
 * cannot carry an e-mail address, postal code, name, order number or address by construction, and the
 * collector refuses any key not listed here. No zod here: the client imports this on every page.
 */

/** The steps, named as their remote's package (as the releases name them). */
export const ANALYTICS_STEPS = [
  'remote-auth',
  'remote-selection',
  'remote-carriers',
  'remote-confirmation',
] as const;
export type AnalyticsStep = (typeof ANALYTICS_STEPS)[number];

/** How the return was finished, for `Return completed`. */
export const COMPLETION_OUTCOMES = ['label_ready', 'request_submitted', 'paid'] as const;

/** The resolution a shopper picks for an item. */
export const RESOLUTION_TYPES = ['Refund', 'StoreCredit', 'Exchange'] as const;

/** How an exchange for another product's price compares with the returned item's value and the bonus. */
export const EXCHANGE_DIFFERENCES = ['pays', 'even', 'rest'] as const;

/** The flows (docs/README.md#vocabulary). */
export const FLOWS = ['quote', 'draft'] as const;

/** Each event's properties. The product's events first (their names are part of the contract), then the funnel's. */
export interface EventProperties {
  /** A carrier service was picked. */
  'Carrier service selected': { carrierKey: string; type: string };
  /** Confirm items: the summary of the chosen items was confirmed. */
  'Product summary confirmed': { items: number };
  /** The carrier list showed DPD services. */
  'DPD Carrier Options Seen': { count: number };
  /** An item's exchange choice (another size or colour) was shown. */
  'Exchange Choice Shown': Record<string, never>;
  /** Select items: the selection was confirmed. */
  'Confirm selection': { items: number };
  /** The shopper opened the label. */
  'Label downloaded': Record<string, never>;
  /** An item's resolution was picked. */
  'Return type selected': { resolutionType: (typeof RESOLUTION_TYPES)[number] };
  /** An item's return reason was picked (the platform's reason id). */
  'Reason selected': { reasonId: number };
  /** The order or request confirmation was shown. */
  'Confirmation page shown': { flow: (typeof FLOWS)[number] };
  /** The carriers step offered insurance. */
  'Insurance Enabled': Record<string, never>;
  /** The shopper chose insurance: its price (all parcels), the coverage and the value returned. */
  'Insurance Selected': { insurancePrice: number; coverage: number; returnValue: number; currency: string };
  /** A step's page was shown (the step is in the context; `page` is the remote's page name). */
  'Step viewed': { page: string };
  /** The return was sent to the platform (a quote or a return order was created). */
  'Return submitted': { flow: (typeof FLOWS)[number] };
  /** The return is through: its label is ready, the request was submitted, or it was paid. */
  'Return completed': { flow: (typeof FLOWS)[number]; outcome: (typeof COMPLETION_OUTCOMES)[number] };
  /** Select items: the product picker of an exchange for another product opened. */
  'Product picker opened': Record<string, never>;
  /** The picker's product was taken: whether the shopper pays, nothing changes hands, or a rest comes back. */
  'Exchange product chosen': { difference: (typeof EXCHANGE_DIFFERENCES)[number] };
  /** The picker was closed without a product taken. */
  'Product exchange abandoned': Record<string, never>;
  /** Select items: the selection was confirmed with exchanges for other products in it. */
  'Product exchange kept': { items: number };
}
export type EventName = keyof EventProperties;

/** The event names, in the order above. */
export const EVENT_NAMES = [
  'Carrier service selected',
  'Product summary confirmed',
  'DPD Carrier Options Seen',
  'Exchange Choice Shown',
  'Confirm selection',
  'Label downloaded',
  'Return type selected',
  'Reason selected',
  'Confirmation page shown',
  'Insurance Enabled',
  'Insurance Selected',
  'Step viewed',
  'Return submitted',
  'Return completed',
  'Product picker opened',
  'Exchange product chosen',
  'Product exchange abandoned',
  'Product exchange kept',
] as const satisfies readonly EventName[];

/** The release of a step the session resolved: which variant, which version. */
export interface StepRelease {
  step: AnalyticsStep;
  variant: string;
  version: string;
}

/** What every event carries besides its own properties. */
export interface AnalyticsContext {
  /** The shop (the platform's merchant name). */
  merchant: string;
  /** The step the event happened in. */
  step: AnalyticsStep;
  /** Every step's release this session resolved (variant and version). */
  releases: StepRelease[];
  /** The shop's platform slice. */
  platformSlice: number;
  /** The page's language (`nl`). */
  locale: string;
}

/** One event as sent: a Segment/RudderStack `track` message. */
export interface TrackMessage<Name extends EventName = EventName> {
  type: 'track';
  event: Name;
  properties: EventProperties[Name];
  /** A random id of the analytics session (never the consumer id). */
  anonymousId: string;
  /** A uuid: the collector stores each message once. */
  messageId: string;
  /** When it happened, by the browser's clock (ISO 8601). */
  timestamp: string;
  context: AnalyticsContext;
}

/** A batch as sent (Segment/RudderStack batch format). */
export interface AnalyticsBatch {
  batch: TrackMessage[];
  sentAt: string;
}

/** Size limits of the transport (bytes of JSON, UTF-8). */
export const ANALYTICS_LIMITS = {
  /** The most a beacon carries (browsers refuse larger ones). */
  beaconBytes: 64 * 1024,
  /** The most one event may take. */
  eventBytes: 32 * 1024,
  /** The most the collector takes in one request. */
  batchBytes: 500 * 1024,
} as const;
