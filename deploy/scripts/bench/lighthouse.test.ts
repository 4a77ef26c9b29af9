import { describe, expect, it } from 'vitest';
import { shiftsOf } from './lighthouse';

describe('shiftsOf', () => {
  it('names the elements that moved most, with their score and cause', () => {
    const details = {
      items: [
        {
          score: 0.0612,
          node: { selector: 'main.rp-main > footer' },
          subItems: { items: [{ cause: 'Web font loaded' }] },
        },
        { score: 0.004, node: { snippet: '<div class="rp-action-bar">' } },
        { score: 0.001, node: { selector: 'a' } },
        { score: 0.0005, node: { selector: 'b' } },
      ],
    };
    expect(shiftsOf(details)).toEqual([
      'main.rp-main > footer (0.061; Web font loaded)',
      '<div class="rp-action-bar"> (0.004)',
      'a (0.001)',
    ]);
  });

  it('gives nothing for a run without the audit', () => {
    expect(shiftsOf(undefined)).toEqual([]);
    expect(shiftsOf({})).toEqual([]);
  });
});
