import { FREE_TEXT_MAX_LENGTH } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { freeTextCount, limitFreeText } from './free-text';

const t = (key: string, options: Record<string, unknown>) => `${key} ${JSON.stringify(options)}`;

describe('free text', () => {
  it('cuts text set past the maximum, whatever its length', () => {
    expect(FREE_TEXT_MAX_LENGTH).toBe(1000);
    expect(limitFreeText('x'.repeat(1_000_000))).toHaveLength(1000);
    expect(limitFreeText('short')).toBe('short');
  });

  it('counts near the limit and announces reaching it', () => {
    expect(freeTextCount(10, t)).toBeUndefined();
    expect(freeTextCount(950, t)).toEqual({ text: 'free_text.count {"used":950,"max":1000}', atLimit: null });
    expect(freeTextCount(1000, t)?.atLimit).toBe('free_text.limit {"max":1000}');
  });
});
