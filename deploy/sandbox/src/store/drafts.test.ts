import { describe, expect, it } from 'vitest';
import type { DraftReturnOrder } from '../platform/api';
import { Drafts, type PurchaseAssets } from './drafts';

const draftOf = (consumerId: string) => ({ consumerId }) as DraftReturnOrder;
const assets = (purchaseId: string, answer: string): PurchaseAssets => [
  { purchaseId, answers: [{ question: 'Why?', position: 1, type: 'ShortText', answer }] },
];

describe('Drafts gatekeeping requests', () => {
  it('records a request once per draft: a repeat records nothing, a different one conflicts', () => {
    const drafts = new Drafts();
    drafts.create(draftOf('c1'));
    expect(drafts.request('c1', assets('p1', 'Broken'))).toBe('recorded');
    expect(drafts.request('c1', assets('p1', 'Broken'))).toBe('repeated');
    expect(drafts.request('c1', assets('p1', 'Scratched'))).toBe('conflict');
    expect(drafts.submittedRequests('c1')).toEqual([assets('p1', 'Broken')]);
    expect(drafts.requestOf('c1')).toEqual(assets('p1', 'Broken'));
  });

  it('keeps the request through draft updates, starts afresh with a new draft, and keeps the record', () => {
    const drafts = new Drafts();
    drafts.create(draftOf('c1'));
    drafts.request('c1', assets('p1', 'Broken'));
    drafts.set(draftOf('c1'));
    expect(drafts.request('c1', assets('p2', 'Other'))).toBe('conflict');

    drafts.create(draftOf('c1'));
    expect(drafts.requestOf('c1')).toBeUndefined();
    expect(drafts.request('c1', assets('p2', 'Other'))).toBe('recorded');
    expect(drafts.hasRequestFor('c1', 'p1')).toBe(true);
    expect(drafts.hasRequestFor('c1', 'p2')).toBe(true);
    expect(drafts.hasRequestFor('c1', 'p3')).toBe(false);
    expect(drafts.hasRequestFor('c2', 'p1')).toBe(false);
  });
});
