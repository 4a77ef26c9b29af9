import { describe, expect, it } from 'vitest';
import { pathTemplate } from './path-template';

describe('pathTemplate', () => {
  it('keeps the words of the path and replaces ids, query and fragment', () => {
    expect(pathTemplate('/api/v0/consumer/0b6f7a9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/purchases')).toBe(
      '/api/v0/consumer/:id/purchases',
    );
    expect(pathTemplate('/volta/confirmations/Q-1001?email=emma%40example.com#top')).toBe(
      '/volta/confirmations/:id',
    );
    expect(pathTemplate('/exchange-reason?reasons=%22too_small%22&fromVariant=M')).toBe('/exchange-reason');
    expect(pathTemplate('/api/v0/auth/consumer')).toBe('/api/v0/auth/consumer');
  });

  it('replaces a segment holding an e-mail address, an order number, capitals or encoded text', () => {
    expect(pathTemplate('/api/v0/orders/emma@example.com/NW1001/hello%20world/ABC/v0x')).toBe(
      '/api/v0/orders/:id/:id/:id/:id/:id',
    );
  });
});
