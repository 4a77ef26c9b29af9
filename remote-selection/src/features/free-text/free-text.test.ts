import { FREE_TEXT_MAX_LENGTH } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { limitFreeText } from './free-text';

describe('free text', () => {
  it('cuts text set past the maximum, whatever its length', () => {
    expect(FREE_TEXT_MAX_LENGTH).toBe(1000);
    expect(limitFreeText('x'.repeat(1_000_000))).toHaveLength(1000);
    expect(limitFreeText('short')).toBe('short');
  });
});
