import { describe, expect, it } from 'vitest';
import { LABEL_AFTER_POLLS, Labels } from './labels';

describe('Labels', () => {
  it(`appear on poll ${LABEL_AFTER_POLLS} and stay the same`, () => {
    const labels = new Labels();
    const make = () => ({
      carrierName: 'DPD',
      service: 'DPD',
      reference: 'r',
      senderCountry: 'NL',
      receiver: { companyName: 'Shop', lines: [] },
    });
    expect(labels.poll('order:1', make)).toBeUndefined();
    const id = labels.poll('order:1', make);
    expect(id).toMatch(/^[\w-]{24}$/);
    expect(labels.poll('order:1', make)).toBe(id);
    expect(labels.get(id ?? '')?.reference).toBe('r');
    expect(labels.poll('order:2', make)).toBeUndefined();
  });
});
