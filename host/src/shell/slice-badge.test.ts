import { describe, expect, it } from 'vitest';
import { isStagingHost } from './slice-badge';

describe('isStagingHost', () => {
  it('recognises a staging label anywhere in the host name', () => {
    expect(isStagingHost('shop.staging.example.com')).toBe(true);
    expect(isStagingHost('staging.example.com')).toBe(true);
  });
  it('does not match production hosts that merely contain the word', () => {
    expect(isStagingHost('stagingshop.example.com')).toBe(false);
    expect(isStagingHost('shop.example.com')).toBe(false);
  });
});
