// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { claimReturnEnding, markReturnsEnded } from './ended-returns';

describe('ended returns', () => {
  beforeEach(() => sessionStorage.clear());

  it('claims a return once per tab', () => {
    expect(claimReturnEnding('ro-1')).toBe(true);
    expect(claimReturnEnding('ro-1')).toBe(false);
    expect(claimReturnEnding('ro-2')).toBe(true);
  });

  it('a return marked from an earlier visit cannot be claimed', () => {
    markReturnsEnded(['ro-1', 'ro-2']);
    markReturnsEnded(['ro-2']);
    expect(claimReturnEnding('ro-1')).toBe(false);
    expect(claimReturnEnding('ro-2')).toBe(false);
    expect(claimReturnEnding('ro-3')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('finished-returns') ?? '[]')).toEqual(['ro-1', 'ro-2', 'ro-3']);
  });

  it('reads an unreadable list as none', () => {
    sessionStorage.setItem('finished-returns', '{not json');
    expect(claimReturnEnding('ro-1')).toBe(true);
    sessionStorage.setItem('finished-returns', '[1, "ro-2"]');
    expect(claimReturnEnding('ro-2')).toBe(false);
  });
});
