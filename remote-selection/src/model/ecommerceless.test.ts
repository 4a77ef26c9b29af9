import { describe, expect, it } from 'vitest';
import {
  displayTitle,
  type EcommercelessForm,
  ecommercelessSelection,
  formOf,
  formProblems,
} from './ecommerceless';
import type { ReasonOption } from './return-reasons';

const reason = (id: string, type: number): ReasonOption => ({
  id,
  key: id,
  text: `Reason ${id}`,
  type,
  position: 1,
  preventsReturn: false,
  allowsComment: type === 2,
  commentRequired: type === 2,
  commentOptions: [],
});
const reasons = [reason('too-big', 1), reason('other', 2)];
const valid: EcommercelessForm = {
  title: '  "Summer dress" ',
  color: 'Black',
  size: 'S',
  quantity: '2',
  reasonId: 'too-big',
  otherText: '',
};

describe('ecommerce-less item form', () => {
  it('accepts a complete form and trims what it stores', () => {
    expect(formProblems(valid, reasons)).toEqual({});
    const item = ecommercelessSelection(valid, reasons[0]!, '1700000000000');
    expect(item).toMatchObject({
      uid: '1700000000000',
      name: '"Summer dress"',
      color: 'Black',
      variant: 'S',
      quantity: 2,
      returnReasonId: 'too-big',
      operation: 'Return',
    });
  });

  it('requires title, color and size after trimming', () => {
    const problems = formProblems({ ...valid, title: '   ', color: '', size: ' ' }, reasons);
    expect(problems.title).toEqual({ key: 'errors.required' });
    expect(problems.color).toEqual({ key: 'errors.required' });
    expect(problems.size).toEqual({ key: 'errors.required' });
  });

  it('checks each against its pattern, with the example the message shows', () => {
    const problems = formProblems({ ...valid, title: '<script>', color: 'Bl4ck', size: '**' }, reasons);
    expect(problems.title).toEqual({ key: 'errors.pattern', example: '"Summer dress"' });
    expect(problems.color).toEqual({ key: 'errors.pattern', example: 'Black' });
    expect(problems.size).toEqual({ key: 'errors.pattern', example: 'S' });
  });

  it('needs a whole quantity of at least 1', () => {
    for (const quantity of ['0', '-1', '1.5', '', 'two'])
      expect(formProblems({ ...valid, quantity }, reasons).quantity).toBeDefined();
    expect(formProblems({ ...valid, quantity: '1' }, reasons).quantity).toBeUndefined();
  });

  it('needs a reason, and text for the other reason', () => {
    expect(formProblems({ ...valid, reasonId: '' }, reasons).reasonId).toEqual({ key: 'errors.required' });
    expect(formProblems({ ...valid, reasonId: 'other', otherText: ' ' }, reasons).otherText).toEqual({
      key: 'select_items.dialog.other_required',
    });
    expect(formProblems({ ...valid, reasonId: 'other', otherText: 'Torn seam' }, reasons)).toEqual({});
  });

  it('fills the form from an item being edited', () => {
    const item = ecommercelessSelection(valid, reasons[0]!, '1');
    expect(formOf(item)).toEqual({ ...valid, title: '"Summer dress"', otherText: '' });
    expect(formOf()).toMatchObject({ title: '', quantity: '1', reasonId: '' });
  });
});

describe('displayTitle', () => {
  it('cuts titles longer than 27 characters and appends "..."', () => {
    expect(displayTitle('A'.repeat(27))).toBe('A'.repeat(27));
    expect(displayTitle('Oversized wool coat with belt')).toBe('Oversized wool coat with be...');
  });
});
