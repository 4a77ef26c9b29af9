import { describe, expect, it } from 'vitest';
import { unionLength } from './confirm';

describe('unionLength', () => {
  it('counts overlapping API calls once, and gaps not at all', () => {
    expect(unionLength([])).toBe(0);
    expect(unionLength([[10, 20]])).toBe(10);
    expect(
      unionLength([
        [10, 20],
        [15, 30],
        [40, 45],
      ]),
    ).toBe(25);
    expect(
      unionLength([
        [0, 100],
        [10, 20],
      ]),
    ).toBe(100);
  });
});
