import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a number between 1 and the returnable units', () => {
    expect(clampQuantity('2', 3)).toBe(2);
    expect(clampQuantity('0', 3)).toBe(1);
    expect(clampQuantity('9', 3)).toBe(3);
  });
  it('turns empty or non-numeric input into 1', () => {
    expect(clampQuantity('', 3)).toBe(1);
    expect(clampQuantity('two', 3)).toBe(1);
    expect(clampQuantity('1.5', 3)).toBe(1);
    expect(clampQuantity('-2', 3)).toBe(1);
  });
});
