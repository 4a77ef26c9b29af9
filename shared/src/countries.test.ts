import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES } from './countries';

describe('EU_COUNTRIES', () => {
  it('knows the 27 member states', () => {
    expect(new Set(EU_COUNTRIES).size).toBe(27);
  });
});
