/**
 * The transport (docs/analytics.md#the-client): messages are packed into Segment/RudderStack batches
 * of at most 64 KB each (a beacon's limit), an event over 32 KB is dropped with a warning that does
 * not carry its content, and each batch goes by `navigator.sendBeacon`, or by `fetch` with
 * `keepalive` when the browser refuses the beacon or has none.
 */
import { ANALYTICS_LIMITS, type TrackMessage } from '@portal/shared/analytics';

/** Where batches go. */
export interface AnalyticsSink {
  send: (messages: TrackMessage[]) => void;
}

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text).length;

/** The JSON bodies to send for `messages`: each within `limits.beaconBytes`, each event within `limits.eventBytes`. */
export function packBatches(
  messages: readonly TrackMessage[],
  sentAt: string,
  limits: { beaconBytes: number; eventBytes: number } = ANALYTICS_LIMITS,
  warn: (text: string) => void = console.warn,
): string[] {
  const head = `{"batch":[`;
  const tail = `],"sentAt":${JSON.stringify(sentAt)}}`;
  const frame = bytes(head) + bytes(tail);
  const bodies: string[] = [];
  let parts: string[] = [];
  let size = frame;
  for (const message of messages) {
    const json = JSON.stringify(message);
    const length = bytes(json);
    if (length > limits.eventBytes || length + frame > limits.beaconBytes) {
      warn(`Analytics event "${message.event}" dropped: ${length} bytes is over the limit`);
      continue;
    }
    const added = length + (parts.length ? 1 : 0);
    if (size + added > limits.beaconBytes) {
      bodies.push(head + parts.join(',') + tail);
      parts = [];
      size = frame;
    }
    size += length + (parts.length ? 1 : 0);
    parts.push(json);
  }
  if (parts.length) bodies.push(head + parts.join(',') + tail);
  return bodies;
}

/** The browser's ways out, injectable for tests. */
export interface BeaconTransport {
  sendBeacon?: (url: string, body: BodyInit) => boolean;
  fetch?: typeof fetch;
  now: () => Date;
}

/** Sends each batch as a beacon, or with a keepalive `fetch` when the beacon is refused or missing. */
export const beaconSink = (url: string, transport: BeaconTransport): AnalyticsSink => ({
  send(messages) {
    for (const body of packBatches(messages, transport.now().toISOString())) {
      const blob = new Blob([body], { type: 'application/json' });
      if (transport.sendBeacon?.(url, blob)) continue;
      void transport
        .fetch?.(url, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'application/json' },
        })
        .catch(() => undefined);
    }
  },
});

/** Analytics off: everything is accepted and nothing sent. */
export const noopSink: AnalyticsSink = { send: () => undefined };
