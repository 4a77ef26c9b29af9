import { parseShopConfig } from '@portal/shared/config';
import { describe, expect, it } from 'vitest';
import { REASON_TYPE, reasonError, reasonsFor } from './return-reasons';

const { returnReasons } = parseShopConfig({
  id: 's',
  name: 'Shop',
  locales: ['nl', 'en'],
  returnReasons: [
    { type: 1, disablesReturnFlow: false, value: 'fit', text: 'Past niet', locale: 'nl', position: 2 },
    { type: 2, disablesReturnFlow: false, value: 'other', text: 'Anders', locale: 'nl', position: 3 },
    { type: 3, disablesReturnFlow: false, value: 'exchange', text: 'Ruilen', locale: 'nl', position: 1 },
    { type: 1, disablesReturnFlow: false, value: 'swap', text: 'Swap [exchange]', locale: 'nl', position: 4 },
    { type: 1, disablesReturnFlow: false, value: 'fit', text: 'Does not fit', locale: 'en', position: 2 },
    {
      position: 0,
      returnReason: { id: 104, key: 'prevent', description: 'Used it' },
      allowComment: false,
      preventReturn: true,
      translations: { nl: 'Gebruikt' },
    },
    {
      position: 5,
      returnReason: { id: 103, key: 'damaged', description: 'Damaged' },
      allowComment: true,
      preventReturn: false,
      storeReturnReason: {
        allowComment: true,
        comment: { required: false, options: [{ key: 'box' }, { key: 'item' }] },
      },
    },
  ],
});

describe('reasonsFor', () => {
  it("takes both shapes for the shopper's language, sorted by position, without exchange reasons", () => {
    const reasons = reasonsFor(returnReasons, 'nl');
    expect(reasons.map((reason) => reason.text)).toEqual(['Gebruikt', 'Past niet', 'Anders', 'Damaged']);
    expect(reasons[0]?.preventsReturn).toBe(true);
    expect(reasons.find((reason) => reason.key === 'damaged')).toMatchObject({
      allowsComment: true,
      commentRequired: false,
      commentOptions: ['box', 'item'],
    });
  });
});

describe('reasonError', () => {
  const [prevent, fit, other, damaged] = reasonsFor(returnReasons, 'nl');
  it('requires a reason, and a text for the other reason', () => {
    expect(reasonError(undefined, '')).toBe('select_items.dialog.reason_required');
    expect(other?.type).toBe(REASON_TYPE.other);
    expect(reasonError(other, '   ')).toBe('select_items.dialog.other_required');
    expect(reasonError(other, 'too itchy')).toBeNull();
    expect(reasonError(fit, '')).toBeNull();
    expect(reasonError(prevent, '')).toBeNull();
  });
  it('requires a comment where the reason allows one, unless the store made it optional', () => {
    expect(reasonError(damaged, '')).toBeNull();
    expect(reasonError({ ...damaged!, commentRequired: true }, '')).toBe(
      'select_items.dialog.comment_required',
    );
  });
});
