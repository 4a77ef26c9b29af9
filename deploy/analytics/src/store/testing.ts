/**
 * Messages for the store's, the collector's and the benchmark's tests: valid by the batch schema,
 * each with a fresh message id unless one is given.
 */
import { randomUUID } from 'node:crypto';
import type { ParsedTrackMessage } from '@portal/shared/analytics-schema';

/** A `Step viewed` message of `merchant`'s session `anonymousId`, with `overrides`. */
export function trackMessage(overrides: Partial<ParsedTrackMessage> = {}): ParsedTrackMessage {
  return {
    type: 'track',
    event: 'Step viewed',
    properties: { page: 'carriers' },
    anonymousId: '8b5c4c1e-3c5a-4f43-9a43-1d2f3e4a5b6c',
    messageId: randomUUID(),
    timestamp: new Date().toISOString(),
    context: {
      merchant: 'nordwind',
      step: 'remote-carriers',
      releases: [{ step: 'remote-carriers', variant: 'a', version: '1.0.0' }],
      platformSlice: 2,
      locale: 'nl',
    },
    ...overrides,
  } as ParsedTrackMessage;
}
