import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema } from './batch-schema';
import {
  carrierServiceSelected,
  dpdOptionsSeen,
  flowOnly,
  insuranceSelected,
  itemsConfirmed,
  reasonSelected,
  returnCompleted,
  returnTypeSelected,
  stepViewed,
} from './builders';
import type { EventName, EventProperties } from './vocabulary';

// Things a shopper typed or the platform holds about them: none may reach an event.
const HOSTILE = [
  'Emma de Vries',
  'Jürgen Müller',
  'Zoë Ødegård',
  '山田太郎',
  'Иван Петров',
  'محمد علي',
  'Γιώργος Παπαδόπουλος',
  'emma@example.com',
  'EMMA_DE_VRIES@EXAMPLE.COM',
  'Keizersgracht 123, 1015 CJ Amsterdam',
  '221B Baker Street',
  'NW-1001',
  'ORDER_10015',
  '#100234',
  // A postal code of every EU country (and GB).
  '1010',
  '1000',
  '1000-001',
  '1015 CJ',
  '10115',
  '75001',
  '00118',
  '28013',
  '00100',
  '10111',
  '10000',
  'LT-01100',
  'LV-1010',
  'L-1111',
  'SI-1000',
  '114 55',
  '110 00',
  '811 01',
  '1011',
  '1050',
  '2300',
  '00-950',
  '010011',
  'VLT 1117',
  'A65 F4E2',
  '1010 Wien',
  'SW1A 1AA',
  '3511AB',
  '3511 AB',
];

const FORBIDDEN = HOSTILE.flatMap((value) => [value, value.toLowerCase(), value.toUpperCase()]);

const contains = (payload: string) => FORBIDDEN.filter((value) => payload.includes(value));

const everyBuilderWith = (value: string): [EventName, EventProperties[EventName]][] => [
  ['Carrier service selected', carrierServiceSelected({ shippingProductKey: value, kind: 'pickup' })],
  [
    'Carrier service selected',
    carrierServiceSelected({ shippingProductKey: value.replace(/\W/g, '_').toUpperCase(), kind: 'dropoff' }),
  ],
  ['Product summary confirmed', itemsConfirmed([value, value])],
  ['Confirm selection', itemsConfirmed([{ name: value, address: value }])],
  ['DPD Carrier Options Seen', dpdOptionsSeen([value])],
  ['Return type selected', returnTypeSelected(value)],
  // A reason is the platform's numeric id: its type takes no text at all.
  ['Reason selected', reasonSelected(3)],
  [
    'Insurance Selected',
    insuranceSelected({
      totalPriceCents: 495,
      coverageCents: 50_000,
      returnValueCents: 12_999,
      currency: value,
    }),
  ],
  ['Step viewed', stepViewed(value)],
  ['Return submitted', flowOnly(value)],
  ['Confirmation page shown', flowOnly(value)],
  ['Return completed', returnCompleted(value, 'paid')],
];

const batchOf = (pairs: [EventName, EventProperties[EventName]][]) => ({
  batch: pairs.map(([event, properties], index) => ({
    type: 'track',
    event,
    properties,
    anonymousId: '9b2f7f5e-3b1a-4c3e-9d7a-0f6c1f1e2a3b',
    messageId: `9b2f7f5e-3b1a-4c3e-9d7a-${String(index).padStart(12, '0')}`,
    timestamp: '2026-11-26T18:00:00.000Z',
    context: {
      merchant: 'nordwind',
      step: 'remote-carriers',
      releases: [{ step: 'remote-carriers', variant: 'b', version: '1.2.0' }],
      platformSlice: 2,
      locale: 'nl',
    },
  })),
  sentAt: '2026-11-26T18:00:01.000Z',
});

describe('event builders', () => {
  it.each(HOSTILE)('let no personal data through: %s', (value) => {
    const pairs = everyBuilderWith(value);
    expect(contains(JSON.stringify(pairs))).toEqual([]);
    // And what they build is what the collector takes.
    expect(analyticsBatchSchema.safeParse(batchOf(pairs)).success).toBe(true);
  });

  it('keep the platform keys, numbers and enums they are for', () => {
    expect(carrierServiceSelected({ shippingProductKey: 'NORDWIND_DHL_PICKUP', kind: 'pickup' })).toEqual({
      carrierKey: 'NORDWIND_DHL_PICKUP',
      type: 'pickup',
    });
    expect(itemsConfirmed([1, 2, 3])).toEqual({ items: 3 });
    expect(dpdOptionsSeen([1, 2])).toEqual({ count: 2 });
    expect(returnTypeSelected('Exchange')).toEqual({ resolutionType: 'Exchange' });
    expect(reasonSelected(12)).toEqual({ reasonId: 12 });
    expect(reasonSelected(1.5)).toEqual({ reasonId: 0 });
    expect(
      insuranceSelected({
        totalPriceCents: 990,
        coverageCents: 50_000,
        returnValueCents: 12_999,
        currency: 'EUR',
      }),
    ).toEqual({
      insurancePrice: 9.9,
      coverage: 500,
      returnValue: 129.99,
      currency: 'EUR',
    });
    expect(
      insuranceSelected({
        totalPriceCents: 990,
        coverageCents: null,
        returnValueCents: Number.NaN,
        currency: 'EUR',
      }),
    ).toMatchObject({
      coverage: 0,
      returnValue: 0,
    });
    expect(stepViewed('order-confirmation')).toEqual({ page: 'order-confirmation' });
    expect(flowOnly('quote')).toEqual({ flow: 'quote' });
    expect(returnCompleted('draft', 'label_ready')).toEqual({ flow: 'draft', outcome: 'label_ready' });
  });
});
