import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema } from './batch-schema';
import { EVENT_NAMES, type TrackMessage } from './vocabulary';

const context: TrackMessage['context'] = {
  merchant: 'nordwind',
  step: 'remote-carriers',
  releases: [{ step: 'remote-carriers', variant: 'b', version: '1.2.0' }],
  platformSlice: 2,
  locale: 'nl',
};

const message = (event: string, properties: Record<string, unknown>) => ({
  type: 'track',
  event,
  properties,
  anonymousId: '8b5c4c1e-3c5a-4f43-9a43-1d2f3e4a5b6c',
  messageId: crypto.randomUUID(),
  timestamp: '2026-11-26T10:00:00.000Z',
  context,
});

const PROPERTIES: Record<(typeof EVENT_NAMES)[number], Record<string, unknown>> = {
  'Carrier service selected': { carrierKey: 'NORDWIND_DPD', type: 'DROP_OFF' },
  'Product summary confirmed': { items: 2 },
  'DPD Carrier Options Seen': { count: 1 },
  'Exchange Choice Shown': {},
  'Confirm selection': { items: 2 },
  'Label downloaded': {},
  'Return type selected': { resolutionType: 'Exchange' },
  'Reason selected': { reasonId: 101 },
  'Confirmation page shown': { flow: 'draft' },
  'Insurance Enabled': {},
  'Insurance Selected': { insurancePrice: 3.5, coverage: 500, returnValue: 89.95, currency: 'EUR' },
  'Step viewed': { page: 'carriers' },
  'Return submitted': { flow: 'quote' },
  'Return completed': { flow: 'draft', outcome: 'label_ready' },
  'Product picker opened': {},
  'Exchange product chosen': { difference: 'rest' },
  'Product exchange abandoned': {},
  'Product exchange kept': { items: 1 },
};

const batch = (...messages: unknown[]) => ({ batch: messages, sentAt: '2026-11-26T10:00:01.000Z' });

describe('analyticsBatchSchema', () => {
  it('takes every event of the vocabulary with its properties', () => {
    const all = EVENT_NAMES.map((event) => message(event, PROPERTIES[event]));
    expect(analyticsBatchSchema.safeParse(batch(...all)).success).toBe(true);
  });

  it.each([
    ['an unknown event', message('Order number typed', {})],
    ['a property the vocabulary does not list', message('Label downloaded', { email: 'a@b.nl' })],
    [
      'free text where a key goes',
      message('Carrier service selected', { carrierKey: 'Prinsengracht 263', type: 'X' }),
    ],
    [
      'an extra context field',
      { ...message('Label downloaded', {}), context: { ...context, postalCode: '1016 GV' } },
    ],
    [
      'a consumer id instead of an analytics session id',
      { ...message('Label downloaded', {}), anonymousId: 'c-123' },
    ],
    ['another message type', { ...message('Label downloaded', {}), type: 'identify' }],
  ])('refuses a batch with %s', (_name, bad) => {
    expect(analyticsBatchSchema.safeParse(batch(message('Label downloaded', {}), bad)).success).toBe(false);
  });

  it('refuses an empty batch and one of more than 500 events', () => {
    expect(analyticsBatchSchema.safeParse(batch()).success).toBe(false);
    const many = Array.from({ length: 501 }, () => message('Label downloaded', {}));
    expect(analyticsBatchSchema.safeParse(batch(...many)).success).toBe(false);
  });
});
