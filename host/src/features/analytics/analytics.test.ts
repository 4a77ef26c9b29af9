import type { QueuedEvent, TrackMessage } from '@portal/shared/analytics';
import { analyticsBatchSchema } from '@portal/shared/analytics-schema';
import { describe, expect, it, vi } from 'vitest';
import { type AnalyticsOptions, createAnalytics } from './analytics';
import type { Consent } from './consent';
import { noopSink, packBatches } from './transport';

let counter = 0;
const setup = (overrides: Partial<AnalyticsOptions> & { consent?: Consent } = {}) => {
  const sent: TrackMessage[][] = [];
  const analytics = createAnalytics({
    sink: { send: (messages) => sent.push(messages) },
    page: {
      merchant: 'nordwind',
      releases: [{ step: 'remote-carriers', variant: 'b', version: '1.2.0' }],
      platformSlice: 2,
      locale: 'nl',
    },
    anonymousId: '9b2f7f5e-3b1a-4c3e-9d7a-0f6c1f1e2a3b',
    newId: () => `9b2f7f5e-3b1a-4c3e-9d7a-${String(++counter).padStart(12, '0')}`,
    currentStep: () => 'remote-selection',
    consent: 'granted',
    demo: false,
    ...overrides,
  });
  return { analytics, sent };
};
const event = (): QueuedEvent => ({
  event: 'Confirm selection',
  properties: { items: 2 },
  timestamp: Date.UTC(2026, 10, 26),
});

describe('page analytics', () => {
  it('sends what was tracked, with the context, on flush', () => {
    const { analytics, sent } = setup();
    analytics.push(event(), { ...event(), step: 'remote-carriers' });
    expect(sent).toEqual([]);
    analytics.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((m) => m.context.step)).toEqual(['remote-selection', 'remote-carriers']);
    expect(sent[0]?.[0]?.context).toMatchObject({ merchant: 'nordwind', platformSlice: 2, locale: 'nl' });
    expect(() =>
      analyticsBatchSchema.parse(
        JSON.parse(packBatches(sent[0] ?? [], new Date().toISOString())[0] as string),
      ),
    ).not.toThrow();
    analytics.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing before consent, and what waited once it is given', () => {
    const { analytics, sent } = setup({ consent: 'unknown' });
    analytics.push(event());
    analytics.flush();
    expect(sent).toEqual([]);
    analytics.answer('granted');
    analytics.flush();
    expect(sent.flat()).toHaveLength(1);
  });

  it('drops what waited and everything after a decline', () => {
    const { analytics, sent } = setup({ consent: 'unknown' });
    analytics.push(event());
    analytics.answer('denied');
    analytics.push(event());
    analytics.flush();
    expect(sent).toEqual([]);
  });

  it('sends nothing remembered as declined', () => {
    const { analytics, sent } = setup({ consent: 'denied' });
    analytics.push(event());
    analytics.flush();
    expect(sent).toEqual([]);
  });

  it('records nothing in demo mode', () => {
    const { analytics, sent } = setup({ demo: true });
    analytics.push(event());
    analytics.flush();
    expect(sent).toEqual([]);
  });

  it('sends nothing when analytics is off (the no-op sink)', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { analytics } = setup({ sink: noopSink });
    analytics.push(event());
    analytics.flush();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('sends at once when many messages wait', () => {
    const { analytics, sent } = setup();
    analytics.push(...Array.from({ length: 50 }, event));
    expect(sent.flat()).toHaveLength(50);
  });
});
