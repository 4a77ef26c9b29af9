import { describe, expect, it } from 'vitest';
import { needsCommercialInvoice } from './eu';

describe('commercial invoice by sender country', () => {
  it('is needed outside the EU only, whatever the case of the code', () => {
    expect(needsCommercialInvoice('GB')).toBe(true);
    expect(needsCommercialInvoice('ch')).toBe(true);
    expect(needsCommercialInvoice('NO')).toBe(true);
    expect(needsCommercialInvoice('NL')).toBe(false);
    expect(needsCommercialInvoice('se')).toBe(false);
    expect(needsCommercialInvoice(null)).toBe(false);
    expect(needsCommercialInvoice('')).toBe(false);
  });
});
