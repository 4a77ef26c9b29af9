import type { TrackMessage } from '@portal/shared/analytics';
import { analyticsBatchSchema } from '@portal/shared/analytics-schema';
import { describe, expect, it, vi } from 'vitest';
import { beaconSink, packBatches } from './transport';

const message = (index: number, page = 'carriers'): TrackMessage => ({
  type: 'track',
  event: 'Step viewed',
  properties: { page },
  anonymousId: '9b2f7f5e-3b1a-4c3e-9d7a-0f6c1f1e2a3b',
  messageId: `9b2f7f5e-3b1a-4c3e-9d7a-${String(index).padStart(12, '0')}`,
  timestamp: '2026-11-26T18:00:00.000Z',
  context: { merchant: 'nordwind', step: 'remote-carriers', releases: [], platformSlice: 2, locale: 'nl' },
});
const SENT = '2026-11-26T18:00:01.000Z';
const size = (body: string) => new TextEncoder().encode(body).length;

describe('packBatches', () => {
  it('puts a few messages in one valid batch', () => {
    const bodies = packBatches([message(1), message(2)], SENT);
    expect(bodies).toHaveLength(1);
    const parsed = analyticsBatchSchema.parse(JSON.parse(bodies[0] as string));
    expect(parsed.batch.map((m) => m.messageId)).toHaveLength(2);
  });

  it('splits into batches of at most 64 KB, losing none', () => {
    const messages = Array.from({ length: 400 }, (_, index) =>
      message(index, `p${'x'.repeat(60)}`.slice(0, 64)),
    );
    const bodies = packBatches(messages, SENT);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(size(body)).toBeLessThanOrEqual(64 * 1024);
    const ids = bodies.flatMap((body) =>
      (JSON.parse(body) as { batch: TrackMessage[] }).batch.map((m) => m.messageId),
    );
    expect(new Set(ids).size).toBe(400);
  });

  it('drops an event over 32 KB with a warning that does not carry its content', () => {
    const warn = vi.fn();
    const huge = message(1, 'secret-content'.repeat(3000));
    const bodies = packBatches([huge, message(2)], SENT, undefined, warn);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('secret-content');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('secret-content');
  });
});

describe('beaconSink', () => {
  it('sends a beacon when the browser takes it', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn(async () => new Response(null));
    beaconSink('/collect', { sendBeacon, fetch, now: () => new Date(SENT) }).send([message(1)]);
    expect(sendBeacon).toHaveBeenCalledWith('/collect', expect.any(Blob));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    const sendBeacon = vi.fn(() => false);
    const fetch = vi.fn(async () => new Response(null));
    beaconSink('/collect', { sendBeacon, fetch, now: () => new Date(SENT) }).send([message(1)]);
    expect(fetch).toHaveBeenCalledWith(
      '/collect',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('uses a keepalive fetch when there is no beacon at all', () => {
    const fetch = vi.fn(async () => new Response(null));
    beaconSink('https://collector.example/collect', { fetch, now: () => new Date(SENT) }).send([message(1)]);
    expect(fetch).toHaveBeenCalledWith(
      'https://collector.example/collect',
      expect.objectContaining({ keepalive: true }),
    );
  });
});
