import { describe, expect, it } from 'vitest';
import { signInImagePosition } from './sign-in-image';

describe('signInImagePosition', () => {
  it('keeps positions made of words, numbers and units', () => {
    expect(signInImagePosition('center top')).toBe('center top');
    expect(signInImagePosition(' 30% 12.5px ')).toBe('30% 12.5px');
  });

  it('falls back to center for nothing or anything that could add CSS', () => {
    expect(signInImagePosition(undefined)).toBe('center');
    expect(signInImagePosition('')).toBe('center');
    expect(signInImagePosition('top; background: url(x)')).toBe('center');
    expect(signInImagePosition('calc(1px)')).toBe('center');
  });
});
